//! Lasting effects from scripts: `ctx:lasting{ ... }` begins one (resolution only);
//! `object:allowed(action)` and `object:forbidden(action)` read them (the rules script
//! asks where an action happens).

use super::*;
use crate::core::lasting::{self, Duration, Lasting, LastingEffect, LastingTarget, StatOp};
use crate::script::statics;

/// The durations `ctx:lasting` accepts.
const DURATIONS: &[&str] = &[
    "turn",
    "end_of_turn",
    "your_next_turn",
    "opponent_next_turn",
    "during_opponent_next_turn",
    "until_your_next_turn",
    "controller_next_turn",
    "while",
    "until_leaves_play",
    "indefinitely",
    "combat",
    "next_attack",
];

const SPEC_KEYS: &[&str] = &["target", "duration", "condition", "effect", "once"];
const EFFECT_KEYS: &[&str] = &[
    "stat",
    "cost",
    "set",
    "increase",
    "reduce",
    "fix",
    "per",
    "grant",
    "lose",
    "forbid",
    "allow",
    "trigger",
    "gains",
    "skip",
    "prevent",
    "instance",
    "each",
    "damage",
    "counters",
    "keep",
    "exactly",
    "draw",
    "declare",
    "must",
    "cannot",
    "uses",
    "pool",
    "lose_abilities",
    "become",
    "subtypes",
    "attribute",
    "value",
    "while_controlled",
    "also",
];

/// `ctx:lasting{ target, duration, condition?, effect }`.
pub(super) fn begin(lua: &Lua, spec: Table) -> Result<()> {
    for pair in spec.pairs::<Value, Value>() {
        let (k, _) = pair?;
        let k = k.to_string()?;
        if !SPEC_KEYS.contains(&k.as_str()) {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: unknown field '{k}'; expected one of {}",
                SPEC_KEYS.join(", ")
            )));
        }
    }
    let target = match spec.raw_get::<Value>("target")? {
        Value::UserData(u) => {
            if let Ok(p) = u.borrow::<PlayerRef>() {
                Target::Player(p.0)
            } else if u.borrow::<Obj>().is_ok() {
                Target::Handle(handle_from(lua, Value::UserData(u))?)
            } else {
                return Err(mlua::Error::runtime(
                    "ctx:lasting: 'target' must be an object, a player or a filter",
                ));
            }
        }
        Value::Table(t) => Target::Filter(Box::new(parse_filter(lua, &t, false)?.filter)),
        // A trigger kept on belongs to the ability's controller: it needs no target.
        Value::Nil => Target::Controller,
        other => {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: 'target' must be an object, a player or a filter, not a {}",
                other.type_name()
            )))
        }
    };
    let duration: String = match spec.raw_get::<Value>("duration")? {
        v @ Value::String(_) => limits::string(v, limits::MAX_NAME, "ctx:lasting: 'duration'")?,
        other => {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: 'duration' must be one of {}, not a {}",
                DURATIONS.join(", "),
                other.type_name()
            )))
        }
    };
    let condition: Option<String> =
        typed(lua, "condition", spec.raw_get("condition")?, "a string")?;
    // "The next card you play": the first object played that the filter matches claims it.
    let once =
        typed::<Option<bool>>(lua, "once", spec.raw_get("once")?, "a boolean")?.unwrap_or(false);
    if once && !matches!(target, Target::Filter(_)) {
        return Err(mlua::Error::runtime(
            "ctx:lasting: once = true needs a filter as its target (the cards it waits for)",
        ));
    }
    // A player value (`value = id` without an attribute) changes as a player cost does.
    let (effect, player_value) = match spec.raw_get::<Value>("effect")? {
        Value::Table(t) => (
            parse_effect(lua, &t)?,
            t.contains_key("value")? && !t.contains_key("attribute")?,
        ),
        other => {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: 'effect' must be a table such as {{ stat = \"power\", increase = 2 }}, not a {}",
                other.type_name()
            )))
        }
    };
    // A player action of the ruleset (KeyForge's raise_tide) is forbidden to a player.
    let player_action = matches!(&effect, LastingEffect::Forbid { action } if {
        let d = data(lua)?;
        lasting::player_action(&d.db, action)
    });
    // A cost kind of cards ("reserve") changes the targeted cards' cost (Exia Sight), or,
    // with a player as the target, that of every card the player plays (Orb of Choking
    // Fumes: `statics::cost_modifiers`); any other kind is a player's cost.
    let card_cost = matches!(target, Target::Handle(_) | Target::Filter(_))
        && matches!(&effect, LastingEffect::Cost { kind, .. } if {
            let d = data(lua)?;
            d.db.ruleset.cost_kinds.iter().any(|c| c.id == *kind)
        });
    // A trigger kept on for one object answers only events about it (GA-LASTING-TRIGGER-1).
    let object_trigger =
        matches!(effect, LastingEffect::Trigger { .. }) && matches!(target, Target::Handle(_));
    let per_player = player_action
        || (matches!(effect, LastingEffect::Cost { .. }) && !card_cost)
        || (matches!(effect, LastingEffect::Trigger { .. }) && !object_trigger)
        || matches!(
            effect,
            LastingEffect::Declare { .. }
                | LastingEffect::Skip { .. }
                | LastingEffect::ForbidBuy { .. }
        );
    match (&target, per_player) {
        (Target::Player(_) | Target::Controller, false) => {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a stat, keyword, forbid, allow or prevent effect needs an object or a filter as its target",
            ))
        }
        (Target::Handle(_) | Target::Filter(_), true) => {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a cost or skip effect's target is a player (so are a declare, a forbid = \"buy\" and a forbidden player action's); a trigger effect has none, or one object",
            ))
        }
        (Target::Controller, true)
            if !matches!(effect, LastingEffect::Trigger { .. }) =>
        {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a cost, skip or forbid = \"buy\" effect needs target = a player",
            ))
        }
        _ => {}
    }
    // A filter would be read through the types (attributes) the effect changes.
    let changes = matches!(
        effect,
        LastingEffect::Become { .. } | LastingEffect::Attribute { .. }
    );
    if changes && !matches!(target, Target::Handle(_)) {
        return Err(mlua::Error::runtime(
            "ctx:lasting: a type change (become) needs one object as its target (so does an attribute change)",
        ));
    }
    if let LastingEffect::Trigger { name } = &effect {
        let fr = frame(lua)?;
        let d = data(lua)?;
        let card = d.lent.with(|st| st.object(fr.card).map(|o| o.card));
        let known = match card {
            Some(Some(card)) => d
                .scripts
                .get(card.0 as usize)
                .and_then(|s| s.as_ref())
                .is_some_and(|s| {
                    s.triggers
                        .iter()
                        .any(|t| t.lasting.as_deref() == Some(name))
                        || s.replacements
                            .iter()
                            .any(|r| r.lasting.as_deref() == Some(name))
                }),
            _ => false,
        };
        if !known {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: trigger = \"{name}\": the card's `triggers` and `replacements` tables have none with lasting = \"{name}\""
            )));
        }
    }
    let has_condition = |name: &str| -> Result<bool> {
        let fr = frame(lua)?;
        let d = data(lua)?;
        let found = d.lent.with(|st| {
            crate::script::gained::any_script(&d, st, fr.card, |script| {
                let conds: Option<Table> = script.table.raw_get("conditions").ok().flatten();
                conds.is_some_and(|t| matches!(t.raw_get::<Value>(name), Ok(Value::Function(_))))
            })
        });
        Ok(found.unwrap_or(false))
    };
    let cond = match (duration.as_str(), condition) {
        ("while", Some(c)) => {
            if !has_condition(&c)? {
                return Err(mlua::Error::runtime(format!(
                    "ctx:lasting: condition = \"{c}\": the card's `conditions` table has no function '{c}'"
                )));
            }
            Some(c)
        }
        ("while", None) => {
            return Err(mlua::Error::runtime(
                "ctx:lasting: duration = \"while\" needs condition = \"name\" (a function in the card's `conditions` table)",
            ))
        }
        (_, Some(_)) => {
            return Err(mlua::Error::runtime(
                "ctx:lasting: 'condition' is only for duration = \"while\"",
            ))
        }
        (_, None) => None,
    };
    act(lua, "lasting", |db, st, _, fr| {
        // A cost kind of cards (Grand Archive's reserve) changes the cost of the cards the
        // player plays; forbidding a purchase needs a player cost.
        let card_kind = |kind: &str| db.ruleset.cost_kinds.iter().any(|c| c.id == kind);
        if let LastingEffect::Cost { kind, .. } | LastingEffect::ForbidBuy { kind } = &effect {
            let buy = matches!(effect, LastingEffect::ForbidBuy { .. });
            let known = player_value || db.ruleset.player_costs.iter().any(|c| c.id == *kind);
            if !known && (buy || !card_kind(kind)) {
                return Err(mlua::Error::runtime(format!(
                    "ctx:lasting: cost = \"{kind}\": the ruleset has no player cost '{kind}'{}; expected one of {}",
                    if buy { "" } else { " nor card cost kind" },
                    db.ruleset.player_costs.iter().map(|c| c.id.as_str()).chain(db.ruleset.cost_kinds.iter().filter(|_| !buy).map(|c| c.id.as_str())).collect::<Vec<_>>().join(", ")
                )));
            }
        }
        if let LastingEffect::Skip { phase } = &effect {
            let phases: Vec<&str> = db
                .ruleset
                .turn
                .iter()
                .flat_map(|t| t.phases.iter().map(|p| p.id.as_str()))
                .collect();
            if !phases.contains(&phase.as_str()) {
                return Err(mlua::Error::runtime(format!(
                    "ctx:lasting: skip = \"{phase}\": the ruleset has no phase '{phase}'; expected one of {}",
                    phases.join(", ")
                )));
            }
        }
        if let LastingEffect::Forbid { action } | LastingEffect::Allow { action, .. } = &effect {
            let of_player = matches!(&effect, LastingEffect::Forbid { .. })
                && lasting::player_action(db, action);
            if !of_player && !lasting::forbiddable(db, action) {
                return Err(mlua::Error::runtime(format!(
                    "ctx:lasting: '{action}' is not something an effect can forbid or allow here; expected \"use\", \"damage\", \"activate\", \"wake_step\", \"ignore_elements\", a use of the ruleset ({}) or (forbidden to a player) a player action of it",
                    db.ruleset.uses.iter().map(|u| u.id.as_str()).collect::<Vec<_>>().join(", ")
                )));
            }
        }
        let duration = match duration.as_str() {
            d @ ("turn" | "end_of_turn" | "your_next_turn" | "opponent_next_turn") => {
                turns(st, fr, d)
            }
            "during_opponent_next_turn" => Duration::DuringNextTurn {
                player: st.next_player(fr.controller),
                from: st.turn,
            },
            "until_your_next_turn" => Duration::UntilTurnOf {
                player: fr.controller,
            },
            d @ ("controller_next_turn" | "next_attack") => {
                let Target::Handle(h) = &target else {
                    return Err(mlua::Error::runtime(format!(
                        "ctx:lasting: duration = \"{d}\" needs one object as its target, not a filter"
                    )));
                };
                match super::lasting_parts::of_one_object(st, h.id, d) {
                    Some(d) => d,
                    None => return Ok(()),
                }
            }
            "while" => Duration::While {
                condition: cond.clone().unwrap_or_default(),
            },
            "until_leaves_play" => until_leaves_play(st, fr)?,
            "indefinitely" => Duration::Indefinite,
            // "This attack gets ...": nothing to last for without a combat under way.
            "combat" if st.combat.is_none() => return Ok(()),
            "combat" => Duration::Combat,
            other => {
                return Err(mlua::Error::runtime(format!(
                    "ctx:lasting: unknown duration \"{other}\"; expected one of {}",
                    DURATIONS.join(", ")
                )))
            }
        };
        let target = match &target {
            Target::Handle(h) => {
                let Some(id) = still_there(st, fr, Some(h), "lasting")? else {
                    return Ok(());
                };
                LastingTarget::Object {
                    id,
                    generation: h.generation,
                }
            }
            Target::Filter(f) => LastingTarget::Filter(f.clone()),
            Target::Player(p) => LastingTarget::Player(*p),
            Target::Controller => LastingTarget::Player(fr.controller),
        };
        let Some(card) = st.object(fr.card).map(|o| o.card) else {
            return Ok(());
        };
        st.add_lasting(Lasting {
            source: fr.card,
            card,
            controller: fr.controller,
            timestamp: Default::default(),
            target,
            effect,
            duration,
            once,
        });
        Ok(())
    })
}

/// A duration counted in turns from now: `"your_next_turn"` and `"opponent_next_turn"` end
/// with that player's next turn, anything else (`"turn"`, `"end_of_turn"`) with this one.
fn turns(st: &GameState, fr: Frame, duration: &str) -> Duration {
    let player = match duration {
        "your_next_turn" => fr.controller,
        "opponent_next_turn" => st.next_player(fr.controller),
        _ => return Duration::EndOfTurn,
    };
    Duration::EndOfNextTurn {
        player,
        from: st.turn,
    }
}

/// "Until this leaves play": the source as it is now; an ability whose source is not in
/// play can't last until it leaves.
fn until_leaves_play(st: &GameState, fr: Frame) -> Result<Duration> {
    let o = st.object(fr.card).ok_or_else(|| {
        mlua::Error::runtime("duration \"until_leaves_play\": the ability's card is gone")
    })?;
    Ok(Duration::UntilLeavesPlay {
        generation: o.generation,
    })
}

/// The Rust half of `ctx:take_control(target, player, duration)`: once the control change
/// is made, a lasting `Control` effect on the object remembers who controlled it before
/// (`from`). With `"until_leaves_play"` it ends as this ability's source leaves play, and
/// the source's `leaves_play` event names the object (`released`) for the card to give
/// back; with a turn duration (`"turn"`, `"end_of_turn"`, `"your_next_turn"`,
/// `"opponent_next_turn"`) the turn structure ends it and gives the object back.
pub(super) fn control_until(
    lua: &Lua,
    (_ctx, target, duration, from): (AnyUserData, Obj, String, UserDataRef<PlayerRef>),
) -> Result<()> {
    if !CONTROL_DURATIONS.contains(&duration.as_str()) {
        return Err(mlua::Error::runtime(format!(
            "ctx:take_control: duration \"{duration}\": expected one of {} (or none: for good)",
            CONTROL_DURATIONS.join(", ")
        )));
    }
    act(lua, "take_control", |db, st, _, fr| {
        let in_play = |st: &GameState| {
            st.object(fr.card)
                .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z)))
        };
        let Some(id) = still_there(st, fr, Some(&target), "take_control")? else {
            return Ok(());
        };
        let Some(card) = st.object(fr.card).map(|o| o.card) else {
            return Ok(());
        };
        let duration = match duration.as_str() {
            "until_leaves_play" if !in_play(st) => return Ok(()),
            "until_leaves_play" => until_leaves_play(st, fr)?,
            d => turns(st, fr, d),
        };
        st.add_lasting(Lasting {
            source: fr.card,
            card,
            controller: fr.controller,
            timestamp: Default::default(),
            target: LastingTarget::Object {
                id,
                generation: target.generation,
            },
            effect: LastingEffect::Control { from: from.0 },
            duration,
            once: false,
        });
        Ok(())
    })
}

/// The durations a control change may have.
const CONTROL_DURATIONS: &[&str] = &[
    "until_leaves_play",
    "turn",
    "end_of_turn",
    "your_next_turn",
    "opponent_next_turn",
];

enum Target {
    Handle(Obj),
    Filter(Box<ObjectFilter>),
    Player(PlayerId),
    /// No target given: the ability's controller (a trigger kept on).
    Controller,
}

fn parse_effect(lua: &Lua, t: &Table) -> Result<LastingEffect> {
    let mut fields = Vec::new();
    for pair in t.pairs::<Value, Value>() {
        let (k, _) = pair?;
        let k = k.to_string()?;
        if !EFFECT_KEYS.contains(&k.as_str()) {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: unknown effect field '{k}'; expected one of {}",
                EFFECT_KEYS.join(", ")
            )));
        }
        fields.push(k);
    }
    let text = |k: &str| -> Result<Option<String>> { typed(lua, k, t.raw_get(k)?, "a string") };
    let amount = |k: &str| -> Result<Option<i64>> {
        let n = match t.raw_get::<Value>(k)? {
            Value::Nil => None,
            v => Some(crate::script::num::whole(&format!("ctx:lasting: {k}"), &v)?),
        };
        match n {
            Some(n) if n < 0 => Err(mlua::Error::runtime(format!(
                "ctx:lasting: {k} = {n}: the amount must be 0 or more"
            ))),
            n => Ok(n),
        }
    };
    if fields
        .iter()
        .any(|f| f == "prevent" || f == "instance" || f == "each" || f == "damage")
    {
        return super::lasting_parts::prevent(lua, t, &fields);
    }
    if let Some(name) = text("declare")? {
        let effect = match (text("must")?, text("cannot")?, fields.len()) {
            (Some(value), None, 2) => LastingEffect::Declare { name, value, must: true },
            (None, Some(value), 2) => LastingEffect::Declare { name, value, must: false },
            _ => return Err(mlua::Error::runtime(
                "ctx:lasting: a declaration restriction is { declare = name, must = value } or { declare = name, cannot = value } alone",
            )),
        };
        return Ok(effect);
    }
    if let Some(effect) = super::lasting_parts::attribute(t, &fields)? {
        return Ok(effect);
    }
    if let Some(effect) = super::lasting_parts::gains(lua, t, &fields)? {
        return Ok(effect);
    }
    if let Some(trigger) = text("trigger")? {
        if fields.len() != 1 {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a trigger effect is { trigger = name } alone",
            ));
        }
        return Ok(LastingEffect::Trigger { name: trigger });
    }
    // A type change; `subtypes` alone keeps the types and adds subtypes ("gains the Mutant
    // trait").
    if !t.raw_get::<Value>("become")?.is_nil() || !t.raw_get::<Value>("subtypes")?.is_nil() {
        let list = |k: &str| -> Result<Vec<String>> {
            match t.raw_get::<Value>(k)? {
                Value::Nil => Ok(Vec::new()),
                Value::Table(l) => l.sequence_values::<String>().collect(),
                other => Err(mlua::Error::runtime(format!(
                    "ctx:lasting: '{k}' must be a list of names, not a {}",
                    other.type_name()
                ))),
            }
        };
        let (types, subtypes) = (list("become")?, list("subtypes")?);
        // An explicit `become` names the types; without it, subtypes alone.
        let named = !t.raw_get::<Value>("become")?.is_nil();
        if (named && types.is_empty())
            || (subtypes.is_empty() && types.is_empty())
            || fields.iter().any(|f| f != "become" && f != "subtypes")
        {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a type change is { become = { types... }, subtypes = { ... }? } or { subtypes = { ... } } alone",
            ));
        }
        return Ok(LastingEffect::Become { types, subtypes });
    }
    if let Some(v) = t.raw_get::<Value>("lose_abilities")?.as_boolean() {
        if !v || fields.len() != 1 {
            return Err(mlua::Error::runtime(
                "ctx:lasting: losing all abilities is { lose_abilities = true } alone",
            ));
        }
        return Ok(LastingEffect::LoseAbilities);
    }
    if let Some(phase) = text("skip")? {
        if fields.len() != 1 {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a skip effect is { skip = phase } alone",
            ));
        }
        return Ok(LastingEffect::Skip { phase });
    }
    let kind = text("cost")?.or(text("value")?);
    if let (Some(f), Some(k)) = (text("forbid")?, &kind) {
        if f != "buy" || fields.len() != 2 {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: forbid = \"{f}\" with cost = \"{k}\": a player cost's prohibition is {{ forbid = \"buy\", cost = \"{k}\" }} alone"
            )));
        }
        return Ok(LastingEffect::ForbidBuy { kind: k.clone() });
    }
    let stat = text("stat")?;
    if let Some(name) = kind.as_ref().or(stat.as_ref()) {
        let per =
            match t.raw_get::<Value>("per")? {
                Value::Table(f) if kind.is_some() => {
                    Some(Box::new(parse_filter(lua, &f, false)?.filter))
                }
                Value::Nil => None,
                _ => return Err(mlua::Error::runtime(
                    "ctx:lasting: per is a filter, with cost = id (\"keys cost +1 for each ...\")",
                )),
            };
        let ops: Vec<(StatOp, i64)> = [
            (StatOp::Set, amount("set")?),
            (StatOp::Increase, amount("increase")?),
            (StatOp::Reduce, amount("reduce")?),
            (StatOp::Fix, amount("fix")?),
        ]
        .into_iter()
        .filter_map(|(op, n)| n.map(|n| (op, n)))
        .collect();
        if ops.len() != 1 || fields.len() != 2 + usize::from(per.is_some()) {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a stat or cost effect needs exactly one of set, increase, reduce or fix, and nothing else (a cost: per too)",
            ));
        }
        let (op, amount) = ops[0];
        let name = name.clone();
        if kind.is_some() {
            return Ok(LastingEffect::Cost {
                kind: name,
                op,
                amount,
                per,
            });
        }
        return Ok(LastingEffect::Stat {
            stat: name,
            op,
            amount,
        });
    }
    if let (Some(action), Some(n)) = (text("allow")?, amount("uses")?) {
        let pool = text("pool")?;
        if fields.len() != 2 + usize::from(pool.is_some()) || n < 1 {
            return Err(mlua::Error::runtime(
                "ctx:lasting: a counted permission is { allow = action, uses = n, pool = name? } alone, n 1 or more",
            ));
        }
        let uses = Some(u32::try_from(n).unwrap_or(u32::MAX));
        return Ok(LastingEffect::Allow { action, uses, pool });
    }
    if fields.len() != 1 {
        return Err(mlua::Error::runtime(
            "ctx:lasting: an effect is one of { stat = ..., increase = n }, { cost = ..., increase = n }, { grant = keyword }, { lose = keyword }, { lose_abilities = true }, { forbid = action }, { allow = action, uses = n? }, { trigger = name }, { skip = phase }, { declare = name, must = value } (or cannot = value)",
        ));
    }
    if let Some(keyword) = text("grant")? {
        return Ok(LastingEffect::Grant { keyword });
    }
    if let Some(keyword) = text("lose")? {
        return Ok(LastingEffect::Lose { keyword });
    }
    if let Some(action) = text("forbid")? {
        return Ok(LastingEffect::Forbid { action });
    }
    if let Some(action) = text("allow")? {
        return Ok(LastingEffect::Allow {
            action,
            uses: None,
            pool: None,
        });
    }
    Err(mlua::Error::runtime(
        "ctx:lasting: set, increase and reduce need stat = \"name\" or cost = \"name\"",
    ))
}

/// `object:allowed(action)` / `object:forbidden(action)`: whether a lasting effect
/// allows or forbids it that action now.
pub(super) fn object_methods<M: UserDataMethods<Obj>>(methods: &mut M) {
    methods.method("allowed", |lua, this, Name(action): Name| {
        with_state(lua, |db, st, hooks, fr| {
            live(db, st, this, fr)?;
            let found = lasting::affecting(
                db,
                st,
                hooks,
                this.id,
                |e| matches!(e, LastingEffect::Allow { action: a, .. } if *a == action),
            )
            .map_err(hook_err)?;
            if !found.is_empty() {
                return Ok(true);
            }
            Ok(statics::allowance(hooks, st, this.id, &action)
                .map_err(hook_err)?
                .is_some())
        })
    });
    methods.method("forbidden", |lua, this, Name(action): Name| {
        with_state(lua, |db, st, hooks, fr| {
            live(db, st, this, fr)?;
            let found = lasting::forbidding(db, st, hooks, this.id, &action).map_err(hook_err)?;
            Ok(found.is_some())
        })
    });
}

pub(super) fn ctx_methods<M: UserDataMethods<Ctx>>(methods: &mut M) {
    methods.method("lasting", |lua, _, spec: Table| begin(lua, spec));
    methods.method(
        "spend_allowance",
        |lua, _, (obj, Name(action)): (Obj, Name)| {
            super::lasting_parts::spend_allowance(lua, &obj, &action)
        },
    );
}
