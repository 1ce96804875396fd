//! Effects of `ctx:lasting` parsed apart from the others: the attribute change
//! (`effect = { attribute = "house", value = "mars", while_controlled = true?, also = true? }`:
//! "it belongs to house Mars", `also`: "in addition to its other houses"), an ability given (`{ gains = "before_fight" }`) and damage prevention
//! (`{ prevent = n }`).

use super::{act, data, frame, hook_err, live, typed, Obj};
use crate::core::lasting::LastingEffect;
use mlua::{Lua, Result, Table, Value};

/// The attribute change `t` describes, if it names an `attribute`; an error if it is not
/// an attribute, a value and perhaps `while_controlled` and `also`, alone.
pub(super) fn attribute(t: &Table, fields: &[String]) -> Result<Option<LastingEffect>> {
    let Some(name) = t.raw_get::<Option<String>>("attribute")? else {
        return Ok(None);
    };
    let controlled = t.raw_get::<Option<bool>>("while_controlled")?;
    let also = t.raw_get::<Option<bool>>("also")?;
    let alone = fields.len() == 2 + usize::from(controlled.is_some()) + usize::from(also.is_some());
    let Some(value) = t.raw_get::<Option<String>>("value")?.filter(|_| alone) else {
        return Err(mlua::Error::runtime(
            "ctx:lasting: an attribute change is { attribute = name, value = value, while_controlled = bool?, also = bool? } alone",
        ));
    };
    Ok(Some(LastingEffect::Attribute {
        name,
        value,
        while_controlled: controlled.unwrap_or(false),
        also: also.unwrap_or(false),
    }))
}

/// The ability `t` gives (`{ gains = name }` alone), if it names one: one of the source
/// card's `lasting_grants`.
pub(super) fn gains(lua: &Lua, t: &Table, fields: &[String]) -> Result<Option<LastingEffect>> {
    let Some(ability) = t.raw_get::<Option<String>>("gains")? else {
        return Ok(None);
    };
    if fields.len() != 1 {
        return Err(mlua::Error::runtime(
            "ctx:lasting: an ability given is { gains = name } alone",
        ));
    }
    let (fr, d) = (frame(lua)?, data(lua)?);
    let known = d
        .lent
        .with(|st| {
            crate::script::gained::any_script(&d, st, fr.card, |s| {
                s.lasting_grants.contains_key(&ability)
            })
        })
        .unwrap_or(false);
    if !known {
        return Err(mlua::Error::runtime(format!(
            "ctx:lasting: gains = \"{ability}\": the card's `lasting_grants` table has no '{ability}'"
        )));
    }
    Ok(Some(LastingEffect::Gains { ability }))
}

/// `{ prevent = n | "all", instance = true? | each = true?, damage = "combat" | "non_combat"?, counters = name? }`.
/// `{ prevent = n | "all", instance = true? | each = true?, damage = "combat" | "non_combat"?, counters = name?, keep = n?, exactly = n?, draw = n? }`.
pub(super) fn prevent(lua: &Lua, t: &Table, fields: &[String]) -> Result<LastingEffect> {
    const USAGE: &str = "a prevent effect is { prevent = n or \"all\", instance = true? or each = true?, damage = \"combat\" or \"non_combat\"?, counters = \"name\"?, keep = n?, exactly = n?, draw = n? }";
    if let Some(other) = fields.iter().find(|f| {
        !matches!(
            f.as_str(),
            "prevent" | "instance" | "each" | "damage" | "counters" | "keep" | "exactly" | "draw"
        )
    }) {
        return Err(mlua::Error::runtime(format!(
            "ctx:lasting: '{other}' does not go with prevent: {USAGE}"
        )));
    }
    let amount = match t.raw_get::<Value>("prevent")? {
        Value::String(s) if s.to_str()? == "all" => None,
        Value::Nil => {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: prevent is missing: {USAGE}"
            )))
        }
        v => Some(crate::script::num::whole_in(
            "ctx:lasting: prevent",
            &v,
            1,
            i64::from(u32::MAX),
        )?),
    };
    let instance = typed::<Option<bool>>(lua, "instance", t.raw_get("instance")?, "true or false")?
        .unwrap_or(false);
    let each =
        typed::<Option<bool>>(lua, "each", t.raw_get("each")?, "true or false")?.unwrap_or(false);
    if instance && each {
        return Err(mlua::Error::runtime(format!(
            "ctx:lasting: instance and each do not go together: {USAGE}"
        )));
    }
    let damage: Option<String> = typed(lua, "damage", t.raw_get("damage")?, "a string")?;
    let combat = match damage.as_deref() {
        None => None,
        Some("combat") => Some(true),
        Some("non_combat") => Some(false),
        Some(other) => {
            return Err(mlua::Error::runtime(format!(
                "ctx:lasting: damage = \"{other}\": expected \"combat\" or \"non_combat\""
            )))
        }
    };
    let counters: Option<String> = typed(lua, "counters", t.raw_get("counters")?, "a string")?;
    let number = |key: &str, least: i64| -> Result<Option<i64>> {
        match t.raw_get::<Value>(key)? {
            Value::Nil => Ok(None),
            v => crate::script::num::whole_in(
                &format!("ctx:lasting: {key}"),
                &v,
                least,
                i64::from(u32::MAX),
            )
            .map(Some),
        }
    };
    let (keep, exactly) = (number("keep", 1)?, number("exactly", 0)?);
    let draw = number("draw", 1)?.map(|n| u32::try_from(n).unwrap_or(u32::MAX));
    Ok(LastingEffect::Prevent {
        amount,
        instance,
        each,
        combat,
        counters,
        keep,
        exactly,
        draw,
    })
}

/// A duration about the one object an effect applies to: "controller_next_turn" (the end of
/// its controller's next turn: "... during its controller's next wake up phase", so one
/// effect on allies of both sides ends for each at its own time) or "next_attack" (its
/// next attack this turn). None if the object is gone.
pub(super) fn of_one_object(
    st: &crate::core::state::GameState,
    id: crate::core::ids::ObjectId,
    duration: &str,
) -> Option<crate::core::lasting::Duration> {
    let o = st.object(id)?;
    Some(match duration {
        "next_attack" => crate::core::lasting::Duration::NextAttack {
            unit: id,
            before: crate::core::lasting::attacks_this_turn(st, id),
        },
        _ => crate::core::lasting::Duration::EndOfNextTurn {
            player: o.controller,
            from: st.turn,
        },
    })
}

/// `ctx:spend_allowance(obj, action)`: the object did `action` through a permission
/// ("you may play one non-Logos card this turn"); one use of a counted permission is
/// spent, unless an unlimited one covers it. A constant ability's counted allowance
/// (per turn) is spent before a lasting effect's. Returns whether one was spent.
pub(super) fn spend_allowance(lua: &Lua, obj: &Obj, action: &str) -> Result<bool> {
    act(lua, "spend_allowance", |db, st, hooks, fr| {
        live(db, st, obj, fr)?;
        let unlimited = crate::core::lasting::affecting(
            db,
            st,
            hooks,
            obj.id,
            |e| matches!(e, LastingEffect::Allow { action: a, uses: None, .. } if a == action),
        )
        .map_err(hook_err)?;
        if !unlimited.is_empty() {
            return Ok(false);
        }
        match crate::script::statics::allowance(hooks, st, obj.id, action).map_err(hook_err)? {
            Some((_, false)) => return Ok(false),
            Some((_, true)) => {
                return crate::script::statics::spend_allowance(hooks, st, obj.id, action)
                    .map_err(hook_err)
            }
            None => {}
        }
        crate::core::lasting::spend_allowance(db, st, hooks, obj.id, action).map_err(hook_err)
    })
}
