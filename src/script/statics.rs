//! Constant abilities declared in a card's `statics` table: cost modifiers and keyword
//! grants, active while their source is in play (or in the zones a `from` names). They apply in their sources' timestamp
//! order ([`sources`]).

use super::num::Whole;
use super::{Arg, Hooks, ScriptError};
use crate::core::cost::{CostModifier, CostOp};
use crate::core::hooks::HookError;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::{GameState, ZoneRef};
use mlua::{Function, Table, Value};
use std::path::Path;

pub(crate) enum Amount {
    Fixed(i64),
    Computed(Function),
}

pub(crate) enum Effect {
    /// A cost modifier for cost kind `kind` (the affected card's default kind if `None`):
    /// of activating the card, or with `ability`, of activating that ability of it.
    Cost {
        kind: Option<String>,
        op: Op,
        ability: Option<String>,
    },
    /// The affected objects have `keyword`.
    Grant { keyword: String },
    /// The affected objects are of element `element` and no other ("cards in graveyards
    /// are norm element").
    Element { element: String },
    /// The affected cards may be played in a way the rules otherwise forbid
    /// (`"activate"`, `"materialize"`); with `uses`, only that many times each turn
    /// (counted per source, spent by `ctx:spend_allowance`).
    Allow { action: String, uses: Option<u32> },
    /// The affected objects' stat is set, increased or reduced (`stat = "power"`).
    Stat { stat: String, op: Op },
    /// The affected players can't pay their player cost `kind` (`forbid = "buy", cost =
    /// "key"`: KeyForge's "cannot forge keys").
    ForbidBuy { kind: String },
    /// The affected cards can't be played (`forbid = "activate"`: Grommid's "you cannot
    /// play creatures"), or the affected objects can't be used that way (`forbid = "reap"`,
    /// a use of the ruleset, or `"use"` for any: Mega Narp's "neighbors cannot reap").
    Forbid { action: String },
    /// The affected players must (`must = value`) or cannot (`cannot = value`) declare
    /// `value` for the turn's declaration `name` (`declare = "house"`: Pitlord).
    Declare {
        name: String,
        value: String,
        must: bool,
    },
    /// A rule about the players it applies to that the rules read by name
    /// (`spend_from`, `paid_to`, `skip`: `players.rs`).
    Player(players::PlayerRule),
    /// The affected objects lose all their abilities while it is on (`lose_abilities =
    /// true`: KeyForge's "each artifact's text box is considered blank", Blossom Drake),
    /// as a lasting `lose_abilities` effect does, with its source's timestamp.
    LoseAbilities,
    /// The affected objects have the ability `ability` (a use's, such as `fight`, or one
    /// the rules run by name) its card's `lasting_grants` holds: "each friendly creature
    /// gains, After Fight: ..." (`gives.rs`).
    Gains { ability: String },
    /// The affected objects lack `keyword`, whatever gives it, or, naming a use or an
    /// ability the rules run by name, every ability of that name (`gives.rs`).
    Lose { keyword: String },
    /// An ability of an object it applies to, triggered by an event of kind `event` about
    /// that object (its own: On Hit), is triggered an additional time (`trigger_again =
    /// "hit"`: Grand Archive's Shadow's Twin).
    Retrigger { event: String },
}

impl Effect {
    /// Whether it applies before abilities are added or taken away (CR, Layers: A sets
    /// base values, B types, C elements; D adds or removes abilities, E modifies values):
    /// an object that loses all its abilities keeps applying these.
    fn before_abilities(&self) -> bool {
        matches!(
            self,
            Effect::Element { .. } | Effect::Stat { op: Op::Set(_), .. }
        )
    }
}

pub(crate) enum Op {
    Set(Amount),
    Increase(Amount),
    Reduce(Amount),
    Remove,
}

pub(crate) struct StaticAbility {
    pub effect: Effect,
    /// `applies_to(ctx, object)`: which cards or objects are affected (all if absent).
    pub applies_to: Option<Function>,
    /// `condition(ctx)`: whether the ability is on at all (always if absent).
    pub condition: Option<Function>,
    /// `from`: the zones (or `"stack"`) its source works from; in play if empty.
    pub from: Vec<String>,
    /// `reaches`: zones besides play whose objects its stat or keyword reaches ("the
    /// attack cards in your graveyard have floating memory").
    pub reaches: Vec<String>,
    /// `self_only`: it affects only its own source (Efficiency).
    pub self_only: bool,
}

mod elements;
mod gives;
mod keywords;
mod parse;
mod permits;
mod players;
mod retrigger;
pub(crate) use elements::elements;
pub(crate) use gives::{check_gains, given_hooks, given_names, loses_keyword};
pub(crate) use keywords::{has_keyword, keyword_holders};
pub(crate) use parse::{check_elements, check_forbids, check_zones, parse};
pub(crate) use permits::{allowance, declare_restrictions, permits, spend_allowance};
pub(crate) use players::player_statics;
pub(crate) use retrigger::{retrigger_key, triggers_again};

/// The sources of the continuous effects now active, in the order they apply: timestamp
/// order, the oldest first, so that of effects that exclude each other (two that set the
/// same cost or stat) the newest wins.
///
/// A constant ability of an object in the ruleset's in-play zones takes its source's
/// timestamp (when it entered play). Lasting effects of resolved abilities ("until end
/// of turn") take their own timestamp when they begin (`script::lasting`); `stat` and
/// `has_keyword` merge them into this order by timestamp.
///
/// A constant ability that declares `from` works from those zones instead (a card's own
/// Efficiency, from the stack while it is being activated): the objects in them whose
/// scripts have such an ability join the order.
pub(super) fn sources(hooks: &Hooks, st: &GameState) -> Vec<ObjectId> {
    let data = hooks.data();
    let stack = stack_cards(data, st);
    data.sources.get(st, stack, || list_sources(hooks, st))
}

/// [`sources`] listed afresh.
fn list_sources(hooks: &Hooks, st: &GameState) -> Vec<ObjectId> {
    let mut out = super::abilities::in_play(hooks, st, |s| !s.statics.is_empty());
    let data = hooks.data();
    if data.static_zones.is_empty() {
        return out;
    }
    let has_from = |o: ObjectId| super::gained::statics_of(data, st, o).any(|a| !a.from.is_empty());
    for name in &data.static_zones {
        if name == "stack" {
            // Cards on the effects stack (not the abilities waiting there).
            let cards = st.stack.entries().iter().filter(|e| e.ability.is_none());
            out.extend(cards.map(|e| e.object).filter(|&o| has_from(o)));
        } else if let Some(z) = data.db.zone(name).filter(|&z| !data.db.in_play(z)) {
            for p in 0..st.player_count() {
                let zone = st.zone(ZoneRef::Player(PlayerId(p as u8), z));
                out.extend(zone.iter().copied().filter(|&o| has_from(o)));
            }
        }
    }
    super::abilities::by_timestamp(st, &mut out);
    out.dedup();
    out
}

/// Whether static `s` works where `source` now is: in play, or in one of its `from`
/// zones.
fn works_from(data: &super::HostData, st: &GameState, source: ObjectId, s: &StaticAbility) -> bool {
    let Some(zone) = st.object(source).map(|o| o.zone) else {
        return false;
    };
    if s.from.is_empty() {
        return matches!(zone, ZoneRef::Player(_, z) if data.db.in_play(z));
    }
    let name = match zone {
        ZoneRef::Stack => "stack",
        ZoneRef::Player(_, z) => data.db.zone_name(z),
        _ => return false,
    };
    s.from.iter().any(|f| f == name)
}

/// When the newest constant ability that takes all `object`'s abilities away began (its
/// source's timestamp), if one is on and affects it now.
pub(crate) fn abilities_taken_at(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
) -> Result<Option<crate::core::ids::Timestamp>, HookError> {
    let mut newest = None;
    for source in blanking_sources(hooks, st) {
        let blanking = matching(hooks, st, source, |e| matches!(e, Effect::LoseAbilities));
        for i in blanking {
            if applies(hooks, st, source, i, object)? {
                newest = newest.max(st.object(source).map(|o| o.timestamp));
            }
        }
    }
    Ok(newest)
}

/// The objects in play with a constant ability that takes abilities away (they work from
/// play only): none at all without such a card loaded, and no Lua is called to find them.
pub(crate) fn blanking_sources(hooks: &Hooks, st: &GameState) -> Vec<ObjectId> {
    if !hooks.data().blanks {
        return Vec::new();
    }
    super::abilities::in_play(hooks, st, |s| {
        s.statics
            .iter()
            .any(|a| matches!(a.effect, Effect::LoseAbilities))
    })
}

/// Whether static `i` of `source` is on and affects `target`.
pub(super) fn applies(
    hooks: &Hooks,
    st: &mut GameState,
    source: ObjectId,
    i: usize,
    target: ObjectId,
) -> Result<bool, HookError> {
    let (cond, applies_to, early, blanking) = {
        let data = hooks.data();
        let Some(s) = static_of(data, st, source, i) else {
            return Ok(false);
        };
        if !works_from(data, st, source, s) || (s.self_only && target != source) {
            return Ok(false);
        }
        // A stat or keyword a constant ability gives (or all abilities it takes away)
        // reaches objects in play ("friendly
        // creatures" are those on the battleline, not a creature card in hand), those in
        // the zones its `reaches` names, and its own source wherever that works from.
        let gives = matches!(
            s.effect,
            Effect::Stat { .. }
                | Effect::Grant { .. }
                | Effect::Element { .. }
                | Effect::LoseAbilities
                | Effect::Gains { .. }
                | Effect::Lose { .. }
        );
        let reached = st.object(target).is_some_and(|o| match o.zone {
            ZoneRef::Player(_, z) => {
                data.db.in_play(z) || s.reaches.iter().any(|r| data.db.zone(r) == Some(z))
            }
            // A card being played ("the first creature played each turn enters ready").
            ZoneRef::Stack => s.reaches.iter().any(|r| r == "stack"),
            ZoneRef::Gone => false,
        });
        if gives && target != source && !reached {
            return Ok(false);
        }
        (
            s.condition.clone(),
            s.applies_to.clone(),
            s.effect.before_abilities(),
            matches!(s.effect, Effect::LoseAbilities),
        )
    };
    // A source that lost all its abilities (layer D) gives nothing in layers D and E,
    // whatever the timestamps: an effect that depends on another applies after it. A
    // source taking abilities away is itself judged by lasting effects only, so that two
    // such constant abilities never wait on each other.
    let lost = match early {
        true => false,
        false if blanking => super::lasting::lasting_loss_at(hooks, st, source)?.is_some(),
        false => super::lasting::lost_abilities(hooks, st, source)?,
    };
    if lost {
        return Ok(false);
    }
    if let Some(f) = cond {
        let on: bool = hooks.call_check(st, source, "statics", &f, Arg::None)?;
        if !on {
            return Ok(false);
        }
    }
    if let Some(f) = applies_to {
        return hooks.call_check(st, source, "statics", &f, Arg::Object(target));
    }
    Ok(true)
}

pub(super) fn static_of<'d>(
    data: &'d super::HostData,
    st: &GameState,
    source: ObjectId,
    i: usize,
) -> Option<&'d StaticAbility> {
    super::gained::statics_of(data, st, source).nth(i)
}

/// The active cost modifiers for `card`'s cost of `kind`, in timestamp order.
/// With `ability`, the modifiers of that activated ability's cost instead: statics that
/// name it (`ability = "id"`); the card's own (and Efficiency) are about the card.
pub(crate) fn cost_modifiers(
    hooks: &Hooks,
    st: &mut GameState,
    card: ObjectId,
    kind: &str,
    ability: Option<&str>,
) -> Result<Vec<CostModifier>, HookError> {
    let mut out = Vec::new();
    let default_kind = {
        let data = hooks.data();
        match st.object(card) {
            Some(o) => data.db.default_cost_kind(o.card).to_string(),
            None => return Ok(out),
        }
    };
    for source in sources(hooks, st) {
        for i in 0..statics_count(hooks, st, source) {
            let Some(m) = cost_static(hooks, st, source, i, ability, |k| {
                // Increases and reductions change the card's default cost kind (GA-COST-7);
                // an ability's, the kind the ability costs.
                match ability {
                    None => k.unwrap_or(&default_kind) == kind,
                    Some(_) => k.is_none_or(|k| k == kind),
                }
            }) else {
                continue;
            };
            if !applies(hooks, st, source, i, card)? {
                continue;
            }
            let n = m.amount(hooks, st, source, Arg::Object(card))?;
            out.push(m.modifier(st, source, n));
        }
    }
    if ability.is_none() {
        keyword_costs(hooks, st, card, kind, &default_kind, &mut out)?;
        // Lasting effects on the player who plays it ("cards your opponents activate cost
        // 1 more this turn": Orb of Choking Fumes), with the rest in timestamp order.
        let lasting = !st.lasting().is_empty();
        if let Some(player) = st.object(card).map(|o| o.controller).filter(|_| lasting) {
            let db = hooks.data().db.clone();
            out.extend(crate::core::lasting::player_cost_modifiers(
                &db, st, hooks, player, kind,
            )?);
            out.sort_by_key(|m| m.timestamp);
        }
    }
    Ok(out)
}

/// The active constant abilities' modifiers of `player`'s cost `kind` (a ruleset
/// player cost, such as a key): statics with `cost = kind`, whose `applies_to` and
/// computed amount receive the player. In timestamp order.
pub(crate) fn player_cost_modifiers(
    hooks: &Hooks,
    st: &mut GameState,
    player: PlayerId,
    kind: &str,
) -> Result<Vec<CostModifier>, HookError> {
    let mut out = Vec::new();
    for source in sources(hooks, st) {
        for i in 0..statics_count(hooks, st, source) {
            let Some(m) = cost_static(hooks, st, source, i, None, |k| k == Some(kind)) else {
                continue;
            };
            if !holds_for_player(
                hooks,
                st,
                source,
                m.condition.as_ref(),
                m.applies_to.as_ref(),
                player,
            )? {
                continue;
            }
            let n = m.amount(hooks, st, source, Arg::Player(player))?;
            out.push(m.modifier(st, source, n));
        }
    }
    Ok(out)
}

/// The first source, in timestamp order, of a constant ability forbidding `player` to
/// pay their cost `kind` (`forbid = "buy"`), whose `condition` and `applies_to(ctx,
/// player)` accept.
pub(crate) fn player_cost_forbidden(
    hooks: &Hooks,
    st: &mut GameState,
    player: PlayerId,
    kind: &str,
) -> Result<Option<ObjectId>, HookError> {
    for source in sources(hooks, st) {
        let wanted = |e: &Effect| matches!(e, Effect::ForbidBuy { kind: k } if k == kind);
        for i in matching(hooks, st, source, wanted) {
            let (cond, applies_to) = {
                let data = hooks.data();
                let Some(s) = static_of(data, st, source, i) else {
                    continue;
                };
                if !works_from(data, st, source, s) {
                    continue;
                }
                (s.condition.clone(), s.applies_to.clone())
            };
            if !holds_for_player(
                hooks,
                st,
                source,
                cond.as_ref(),
                applies_to.as_ref(),
                player,
            )? {
                continue;
            }
            return Ok(Some(source));
        }
    }
    Ok(None)
}

/// Whether a constant ability of `source` that concerns `player` holds: its `condition`
/// (asked with nothing) and its `applies_to(ctx, player)` both accept; one absent accepts.
pub(crate) fn holds_for_player(
    hooks: &Hooks,
    st: &mut GameState,
    source: ObjectId,
    condition: Option<&Function>,
    applies_to: Option<&Function>,
    player: PlayerId,
) -> Result<bool, HookError> {
    if let Some(f) = condition {
        if !hooks.call_check::<bool>(st, source, "statics", f, Arg::None)? {
            return Ok(false);
        }
    }
    match applies_to {
        Some(f) => hooks.call_check::<bool>(st, source, "statics", f, Arg::Player(player)),
        None => Ok(true),
    }
}

/// How many constant abilities `source`'s script declares.
fn statics_count(hooks: &Hooks, st: &GameState, source: ObjectId) -> usize {
    super::gained::statics_of(hooks.data(), st, source).count()
}

/// A cost modifier read from a constant ability, before its hooks are called.
struct CostStatic {
    op: fn(i64) -> CostOp,
    fixed: Option<i64>,
    computed: Option<Function>,
    condition: Option<Function>,
    applies_to: Option<Function>,
    label: String,
}

impl CostStatic {
    /// Its amount: fixed, or computed by its function called with `arg`.
    fn amount(
        &self,
        hooks: &Hooks,
        st: &mut GameState,
        source: ObjectId,
        arg: Arg,
    ) -> Result<i64, HookError> {
        Ok(match (self.fixed, &self.computed) {
            (Some(n), _) => n,
            (None, Some(f)) => hooks.call_check::<Whole>(st, source, "statics", f, arg)?.0,
            (None, None) => 0,
        })
    }

    fn modifier(&self, st: &GameState, source: ObjectId, n: i64) -> CostModifier {
        CostModifier {
            source: Some(source),
            label: self.label.clone(),
            op: (self.op)(n),
            timestamp: super::abilities::timestamp(st, source),
        }
    }
}

/// `source`'s constant ability `i`, if it is a cost modifier working now whose cost kind
/// `kind_ok` accepts (its declared kind, if any).
fn cost_static(
    hooks: &Hooks,
    st: &GameState,
    source: ObjectId,
    i: usize,
    of_ability: Option<&str>,
    kind_ok: impl Fn(Option<&str>) -> bool,
) -> Option<CostStatic> {
    let data = hooks.data();
    let s = static_of(data, st, source, i)?;
    let Effect::Cost { kind, op, ability } = &s.effect else {
        return None;
    };
    if ability.as_deref() != of_ability
        || !kind_ok(kind.as_deref())
        || !works_from(data, st, source, s)
    {
        return None;
    }
    let (fixed, computed) = match op {
        Op::Set(Amount::Fixed(n))
        | Op::Increase(Amount::Fixed(n))
        | Op::Reduce(Amount::Fixed(n)) => (Some(*n), None),
        Op::Set(Amount::Computed(f))
        | Op::Increase(Amount::Computed(f))
        | Op::Reduce(Amount::Computed(f)) => (None, Some(f.clone())),
        Op::Remove => (None, None),
    };
    let op: fn(i64) -> CostOp = match op {
        Op::Set(_) => CostOp::Set,
        Op::Increase(_) => CostOp::Add,
        Op::Reduce(_) => |n: i64| CostOp::Add(n.saturating_neg()),
        Op::Remove => |_| CostOp::Remove,
    };
    Some(CostStatic {
        op,
        fixed,
        computed,
        condition: s.condition.clone(),
        applies_to: s.applies_to.clone(),
        label: st
            .object(source)
            .map(|o| data.db.card(o.card).name.clone())
            .unwrap_or_default(),
    })
}

/// The ruleset's keyword cost reductions that apply to `card` while it is being
/// activated (on the stack): Efficiency reduces its default cost kind by its player's
/// champion's level.
fn keyword_costs(
    hooks: &Hooks,
    st: &mut GameState,
    card: ObjectId,
    kind: &str,
    default_kind: &str,
    out: &mut Vec<CostModifier>,
) -> Result<(), HookError> {
    // The card database is shared: hold it, not a copy of the rules, across the hooks.
    let db = hooks.data().db.clone();
    let Some(o) = st.object(card) else {
        return Ok(());
    };
    if db.ruleset.keyword_costs.is_empty() || o.zone != ZoneRef::Stack || kind != default_kind {
        return Ok(());
    }
    let controller = o.controller;
    for rule in &db.ruleset.keyword_costs {
        if !has_keyword(hooks, st, card, &rule.keyword)? {
            continue;
        }
        // The object of that type now (an ally that became its player's champion).
        let held: Vec<ObjectId> = db
            .zone(&rule.zone)
            .map(|z| st.zone(ZoneRef::Player(controller, z)).to_vec())
            .unwrap_or_default();
        let mut from = None;
        for id in held {
            if crate::core::lasting::is_type(&db, st, hooks, id, |t| t == rule.card_type)? {
                from = Some(id);
                break;
            }
        }
        let Some(from) = from else { continue };
        let n = stat(hooks, st, from, &rule.stat)?.unwrap_or(0).max(0);
        let name = st
            .object(card)
            .map(|x| db.card(x.card).name.clone())
            .unwrap_or_default();
        out.push(CostModifier {
            source: None,
            label: format!("{name}'s {}", rule.keyword),
            op: CostOp::Add(-n),
            timestamp: super::abilities::timestamp(st, card),
        });
    }
    Ok(())
}

/// An object's stat: the printed value, then every active modifier that applies to it —
/// sets first (in timestamp order: the latest wins), then increases and reductions
/// together. `None` if the
/// card has no such stat and nothing sets it.
pub(crate) fn stat(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    name: &str,
) -> Result<Option<i64>, HookError> {
    let data = hooks.data();
    let stack = stack_cards(data, st);
    data.stats.stat(st, object, name, stack, |st| {
        if !data.static_zones.is_empty() {
            // Constant abilities work from zones out of play too (`sources`).
            super::cache::read(super::cache::ELSEWHERE);
        }
        computed_stat(hooks, st, object, name)
    })
}

/// A fingerprint of the cards on the stack, when some constant ability works from there
/// (the stack has no stamp of its own).
fn stack_cards(data: &super::HostData, st: &GameState) -> Option<u64> {
    if !data.static_zones.iter().any(|z| z == "stack") {
        return None;
    }
    let cards = st.stack.entries().iter().filter(|e| e.ability.is_none());
    Some(cards.fold(0xcbf2_9ce4_8422_2325u64, |h, e| {
        (h ^ u64::from(e.object.0)).wrapping_mul(0x0100_0000_01b3)
    }))
}

/// [`stat`] computed afresh.
fn computed_stat(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    name: &str,
) -> Result<Option<i64>, HookError> {
    let printed = {
        let data = hooks.data();
        let Some(o) = st.object(object) else {
            return Ok(None);
        };
        data.db.card(o.card).stats.get(name).copied()
    };
    // (when it began, 0 set / 1 increase / -1 reduce, amount), merged with the lasting
    // effects' by timestamp.
    let mut changes = Vec::new();
    for source in sources(hooks, st) {
        let matching = matching(
            hooks,
            st,
            source,
            |e| matches!(e, Effect::Stat { stat, .. } if stat == name),
        );
        for i in matching {
            if !applies(hooks, st, source, i, object)? {
                continue;
            }
            let (kind, amount) = {
                let data = hooks.data();
                let Some(StaticAbility {
                    effect: Effect::Stat { op, .. },
                    ..
                }) = static_of(data, st, source, i)
                else {
                    continue;
                };
                match op {
                    Op::Set(a) => (0, amount_of(a)),
                    Op::Increase(a) => (1, amount_of(a)),
                    Op::Reduce(a) => (-1, amount_of(a)),
                    Op::Remove => continue,
                }
            };
            let n = match amount {
                Ok(n) => n,
                Err(f) => {
                    hooks
                        .call_check::<Whole>(st, source, "statics", &f, Arg::Object(object))?
                        .0
                }
            };
            changes.push((super::abilities::timestamp(st, source), kind, n));
        }
    }
    changes.extend(super::lasting::stat_changes(hooks, st, object, name)?);
    changes.sort_by_key(|c| c.0);
    let (mut set, mut delta, mut fixed) = (None, 0i64, None);
    for (_, kind, n) in changes {
        match kind {
            0 => set = Some(n),
            super::lasting::FIX => fixed = Some(n),
            k => delta = delta.saturating_add(n.saturating_mul(k)),
        }
    }
    if fixed.is_some() {
        return Ok(fixed);
    }
    // Counters the ruleset adds to this stat (+1 power counters), after every modifier.
    let counted: i64 = {
        let data = hooks.data();
        st.object(object).map_or(0, |o| {
            data.db
                .ruleset
                .stat_counters
                .iter()
                .filter(|c| c.stat == name)
                .filter_map(|c| o.counters.get(&c.counter))
                .fold(0i64, |acc, n| acc.saturating_add(*n))
        })
    };
    let delta = delta.saturating_add(counted);
    Ok(match (set.or(printed), delta) {
        (Some(v), d) => Some(v.saturating_add(d)),
        (None, 0) => None,
        (None, d) => Some(d),
    })
}

fn amount_of(a: &Amount) -> Result<i64, Function> {
    match a {
        Amount::Fixed(n) => Ok(*n),
        Amount::Computed(f) => Err(f.clone()),
    }
}

/// The first source, in timestamp order, of a constant ability in play that forbids
/// `card` to do `action` (`forbid = "activate"`: be played; a use, or "use" for any use)
/// and applies to it now.
pub(crate) fn forbids(
    hooks: &Hooks,
    st: &mut GameState,
    card: ObjectId,
    action: &str,
) -> Result<Option<ObjectId>, HookError> {
    let is_use = hooks.data().db.ruleset.uses.iter().any(|u| u.id == action);
    let wanted = |e: &Effect| matches!(e, Effect::Forbid { action: a } if a == action || (is_use && a == "use"));
    for source in sources(hooks, st) {
        for i in matching(hooks, st, source, wanted) {
            if applies(hooks, st, source, i, card)? {
                return Ok(Some(source));
            }
        }
    }
    Ok(None)
}

/// The indices of `source`'s constant abilities whose effect passes `wanted`.
pub(super) fn matching(
    hooks: &Hooks,
    st: &GameState,
    source: ObjectId,
    wanted: impl Fn(&Effect) -> bool,
) -> Vec<usize> {
    super::gained::statics_of(hooks.data(), st, source)
        .enumerate()
        .filter(|(_, s)| wanted(&s.effect))
        .map(|(i, _)| i)
        .collect()
}

/// Whether any constant ability in play whose effect passes `wanted` applies to `target`.
fn any_applies(
    hooks: &Hooks,
    st: &mut GameState,
    target: ObjectId,
    wanted: impl Fn(&Effect) -> bool,
) -> Result<bool, HookError> {
    for source in sources(hooks, st) {
        let matching = matching(hooks, st, source, &wanted);
        for i in matching {
            if applies(hooks, st, source, i, target)? {
                return Ok(true);
            }
        }
    }
    Ok(false)
}
