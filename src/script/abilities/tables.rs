//! How changes and events look to a script, and a script's changes read back.

use super::*;

/// A change as a script sees it.
pub(crate) fn change_table(lua: &Lua, k: &Keys, st: &GameState, c: &Change) -> mlua::Result<Table> {
    // Sized for the most fields a change has: filling an empty table rehashes it at
    // every new key.
    let t = lua.create_table_with_capacity(0, 6)?;
    t.set(&k.kind, c.name())?;
    match c {
        Change::Draw { player, count } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.count, *count)?;
        }
        Change::Damage {
            object,
            amount,
            source,
            shielded_by,
            combat,
            unpreventable,
            cause,
        } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.amount, *amount)?;
            t.set(&k.cause, cause.as_deref())?;
            if let Some(s) = source {
                t.set(&k.source, object_handle(lua, st, *s))?;
            }
            if let Some(s) = shielded_by {
                t.set(&k.shielded_by, object_handle(lua, st, *s))?;
            }
            if *combat {
                t.set(&k.combat, true)?;
            }
            if *unpreventable {
                t.set(&k.unpreventable, true)?;
            }
        }
        Change::Heal { object, amount } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.amount, *amount)?;
        }
        Change::Destroy { object, cause } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.cause, cause.as_deref())?;
        }
        Change::Rest { object } | Change::Wake { object } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
        }
        Change::Move {
            object,
            zone,
            position,
            player,
            face_down,
            status,
        } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.zone, zone.as_str())?;
            if *face_down {
                t.set("face_down", true)?;
            }
            if let Some(s) = status {
                t.set("status", s.as_str())?;
            }
            if let Some(p) = player {
                t.set(&k.player, PlayerRef(*p))?;
            }
            t.set(
                "position",
                crate::script::api::position_value(lua, *position)?,
            )?;
        }
        Change::Discard { object } => t.set(&k.target, object_handle(lua, st, *object))?,
        Change::Control {
            object,
            player,
            left,
        } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.player, PlayerRef(*player))?;
            t.set("flank", if *left { "left" } else { "right" })?;
        }
        Change::Create {
            player,
            token,
            zone,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set("token", token.as_str())?;
            t.set(&k.zone, zone.as_str())?;
        }
        Change::Counter {
            object,
            counter,
            amount,
            cause,
            by,
        } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
            t.set(&k.cause, cause.as_deref())?;
            if let Some(p) = by {
                t.set(&k.player, PlayerRef(*p))?;
            }
        }
        Change::Pay { player, kind } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.cost, kind.as_str())?;
        }
        Change::Gain {
            player,
            counter,
            amount,
            cause,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
            t.set(&k.cause, cause.as_deref())?;
        }
    }
    Ok(t)
}

/// An event as a trigger sees it: `kind` and the fields that apply.
pub(crate) fn event_table(
    lua: &Lua,
    k: &Keys,
    db: &crate::core::ruleset::CardDb,
    st: &GameState,
    e: &Event,
) -> mlua::Result<Table> {
    let t = lua.create_table_with_capacity(0, 6)?;
    t.set(&k.kind, e.name())?;
    let obj = |o: &ObjectId| object_handle(lua, st, *o);
    match e {
        Event::Moved { object, from, to } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.from, zone(db, *from))?;
            t.set(&k.to, zone(db, *to))?;
        }
        Event::LeftPlay {
            object,
            controller,
            damage,
            neighbors,
            host,
            released,
            paid_with,
            statuses,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.player, PlayerRef(*controller))?;
            t.set(&k.amount, *damage)?;
            t.set("neighbors", neighbors.iter().map(obj).collect::<Vec<_>>())?;
            t.set("released", released.iter().map(obj).collect::<Vec<_>>())?;
            // Only the cards still where the payment put them (not moved since).
            let kept = paid_with
                .iter()
                .filter(|(id, g)| st.object(*id).is_some_and(|o| o.generation == *g))
                .map(|(id, _)| obj(id))
                .collect::<Vec<_>>();
            t.set("paid_with", kept)?;
            t.set("statuses", statuses.clone())?;
            if let Some(h) = host {
                t.set("host", obj(h))?;
            }
        }
        Event::Destroyed {
            object,
            controller,
            source,
            cause,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.cause, cause.as_deref())?;
            if let Some(s) = source {
                t.set(&k.source, obj(s))?;
            }
            if let Some(c) = controller {
                t.set(&k.player, PlayerRef(*c))?;
            }
        }
        Event::Destroying { object }
        | Event::Rested { object }
        | Event::Woke { object }
        | Event::Resolved { object }
        | Event::Fizzled { object }
        | Event::Negated { object } => t.set(&k.object, obj(object))?,
        // Damage removed (a recovery): the object and how much was removed.
        Event::Healed { object, amount } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.amount, *amount)?;
        }
        Event::Damaged {
            object,
            amount,
            source,
            cause,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.amount, *amount)?;
            t.set(&k.cause, cause.as_deref())?;
            if let Some(s) = source {
                t.set(&k.source, obj(s))?;
            }
        }
        Event::Drew { player, object } | Event::Announced { player, object } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.object, obj(object))?;
        }
        Event::Played { player, object, .. } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.object, obj(object))?;
        }
        Event::Used {
            player,
            object,
            ability,
            via,
            neighbors,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.object, obj(object))?;
            t.set(&k.ability, ability.as_str())?;
            t.set(&k.via, *via)?;
            t.set("neighbors", neighbors.iter().map(obj).collect::<Vec<_>>())?;
        }
        Event::Gained {
            player,
            counter,
            amount,
            cause,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
            t.set(&k.cause, cause.as_deref())?;
        }
        Event::TurnBegan { player, turn } | Event::TurnEnded { player, turn } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.turn, *turn)?;
        }
        Event::PhaseBegan { phase, player } | Event::PhaseEnded { phase, player } => {
            t.set(&k.phase, phase.as_str())?;
            t.set(&k.player, PlayerRef(*player))?;
        }
        Event::Took { player, action } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.ability, action.as_str())?;
        }
        Event::Declared {
            player,
            name,
            value,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.name, name.as_str())?;
            t.set(&k.value, value.as_str())?;
        }
        Event::StatusGained { object, status } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.status, status.as_str())?;
        }
        Event::Switched {
            object,
            counter,
            from,
            to,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.from, from.as_str())?;
            t.set(&k.to, to.as_str())?;
        }
        Event::Reflexive {
            object,
            player,
            name,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.name, name.as_str())?;
        }
        Event::CounterAdded {
            object,
            counter,
            amount,
            cause,
            player,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
            t.set(&k.cause, cause.as_deref())?;
            if let Some(p) = player {
                t.set(&k.player, PlayerRef(*p))?;
            }
        }
        // "Discarded from your hand": the zone the card left.
        Event::Discarded { object, from } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.from, from.as_deref())?;
        }
        Event::Attacked {
            player,
            object,
            target,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.object, obj(object))?;
            t.set(&k.target, obj(target))?;
        }
        Event::Retaliated { object, target } | Event::Killed { object, target } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.target, obj(target))?;
        }
        // A token made (ctx:create_token, ctx:token_from): "after it enters play".
        Event::Created { player, object } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.object, obj(object))?;
        }
        Event::Sacrificed { object, player, .. } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.player, PlayerRef(*player))?;
        }
        Event::Attached { object, host } => {
            t.set(&k.object, obj(object))?;
            t.set("host", obj(host))?;
        }
        Event::Hit {
            object,
            target,
            amount,
            ..
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.target, obj(target))?;
            t.set(&k.amount, *amount)?;
            // "That opponent": the player controlling the object hit (CR, On Hit 4).
            if let Some(o) = st.object(*target) {
                t.set(&k.player, PlayerRef(o.controller))?;
            }
        }
        _ => {}
    }
    Ok(t)
}

fn zone(db: &crate::core::ruleset::CardDb, z: ZoneRef) -> String {
    match z {
        ZoneRef::Player(_, zi) => db.zone_name(zi).to_string(),
        ZoneRef::Stack => "stack".into(),
        ZoneRef::Gone => "gone".into(),
    }
}

/// Reads what an `instead` returned: one change table or a list of them (`{}`: nothing
/// happens).
pub(crate) fn changes_from(
    lua: &Lua,
    v: Value,
    st: &GameState,
    this: ObjectId,
) -> mlua::Result<Vec<Change>> {
    let Value::Table(t) = v else {
        return Err(mlua::Error::runtime(format!(
            "instead must return a change ({{ kind = \"draw\", ... }}) or a list of changes ({{}} to prevent it), not a {}",
            v.type_name()
        )));
    };
    let data = lua
        .app_data_ref::<std::rc::Rc<crate::script::HostData>>()
        .ok_or_else(|| mlua::Error::runtime("the script host is not initialised"))?;
    let you = st.object(this).map_or(st.turn_player, |o| o.controller);
    if t.contains_key(&data.keys.kind)? {
        return Ok(vec![change_from(&data, &t, st, you)?]);
    }
    limits::bounded(
        t.raw_len(),
        limits::MAX_CHANGES,
        "changes",
        "what instead returned",
    )?;
    t.sequence_values::<Table>()
        .map(|c| change_from(&data, &c?, st, you))
        .collect()
}

/// One change table: `{ kind = "draw", player = p, count = 2 }`, and so on. A change
/// that names no player is `you`'s (the ability's controller).
pub(crate) fn change_from(
    data: &crate::script::HostData,
    t: &Table,
    st: &GameState,
    you: PlayerId,
) -> mlua::Result<Change> {
    let k = &data.keys;
    let kind: String = t
        .get::<Option<Name>>(&k.kind)?
        .map(|n| n.0)
        .ok_or_else(|| mlua::Error::runtime("a change needs a kind"))?;
    let player = |t: &Table| -> mlua::Result<PlayerId> {
        Ok(match t.get::<Option<UserDataRef<PlayerRef>>>(&k.player)? {
            Some(p) => p.0,
            None => you,
        })
    };
    let target = |t: &Table| -> mlua::Result<ObjectId> {
        let h = t
            .get::<Option<Obj>>(&k.target)?
            .ok_or_else(|| mlua::Error::runtime(format!("a {kind} change needs a target")))?;
        fresh(&data.db, st, &h)
    };
    let what = |key: &mlua::String| format!("a {kind} change's {}", key.to_string_lossy());
    let number = |key: &mlua::String| -> mlua::Result<i64> {
        match t.get::<Value>(key)? {
            Value::Nil => Err(mlua::Error::runtime(format!(
                "a {kind} change needs {} = a whole number",
                key.to_string_lossy()
            ))),
            v => crate::script::num::whole(&what(key), &v),
        }
    };
    Ok(match kind.as_str() {
        "draw" => Change::Draw {
            player: player(t)?,
            count: match t.get::<Value>(&k.count)? {
                Value::Nil => number(&k.count).map(|_| 0)?,
                v => crate::script::num::whole_in(&what(&k.count), &v, 0, i64::from(u32::MAX))?,
            },
        },
        "damage" => Change::Damage {
            object: target(t)?,
            amount: number(&k.amount)?,
            source: match t.get::<Option<Obj>>(&k.source)? {
                Some(h) => Some(fresh(&data.db, st, &h)?),
                None => None,
            },
            shielded_by: match t.get::<Option<Obj>>(&k.shielded_by)? {
                Some(h) => Some(fresh(&data.db, st, &h)?),
                None => None,
            },
            combat: t.get::<Option<bool>>(&k.combat)?.unwrap_or(false),
            unpreventable: t.get::<Option<bool>>(&k.unpreventable)?.unwrap_or(false),
            cause: t.get::<Option<Name>>(&k.cause)?.map(|n| n.0),
        },
        "heal" => Change::Heal {
            object: target(t)?,
            amount: number(&k.amount)?,
        },
        "destroy" => Change::Destroy {
            object: target(t)?,
            cause: t.get::<Option<Name>>(&k.cause)?.map(|n| n.0),
        },
        "move" => {
            let zone: String = t
                .get::<Option<Name>>(&k.zone)?
                .map(|n| n.0)
                .ok_or_else(|| mlua::Error::runtime("a move change needs zone = a zone name"))?;
            if !data.db.is_zone(&zone) {
                return Err(mlua::Error::runtime(format!("no zone named '{zone}'")));
            }
            Change::Move {
                object: target(t)?,
                zone,
                position: crate::script::api::position_from(t.get("position")?)?,
                player: t
                    .get::<Option<UserDataRef<PlayerRef>>>(&k.player)?
                    .map(|p| p.0),
                face_down: t.get::<Option<bool>>("face_down")?.unwrap_or(false),
                status: t.get::<Option<Name>>("status")?.map(|n| n.0),
            }
        }
        "discard" => Change::Discard { object: target(t)? },
        "control" => Change::Control {
            object: target(t)?,
            player: player(t)?,
            left: match t.get::<Option<Name>>("flank")?.map(|n| n.0).as_deref() {
                None | Some("right") => false,
                Some("left") => true,
                Some(other) => {
                    return Err(mlua::Error::runtime(format!(
                        "a control change's flank is \"left\" or \"right\", not \"{other}\""
                    )))
                }
            },
        },
        "create" => {
            let (token, zone) = crate::script::api::token_and_zone(
                &data.db,
                t.get::<Option<Name>>("token")?.map(|n| n.0),
                t.get::<Option<Name>>(&k.zone)?.map(|n| n.0),
            )?;
            Change::Create {
                player: player(t)?,
                token,
                zone,
            }
        }
        "pay" => Change::Pay {
            player: player(t)?,
            kind: t
                .get::<Option<Name>>(&k.cost)?
                .map(|n| n.0)
                .ok_or_else(|| mlua::Error::runtime("a pay change needs cost = a cost kind"))?,
        },
        "counter" => Change::Counter {
            object: target(t)?,
            counter: t
                .get::<Option<Name>>(&k.counter)?
                .map(|n| n.0)
                .ok_or_else(|| mlua::Error::runtime("a counter change needs counter = a name"))?,
            amount: number(&k.amount)?,
            cause: t.get::<Option<Name>>(&k.cause)?.map(|n| n.0),
            by: t
                .get::<Option<UserDataRef<PlayerRef>>>(&k.player)?
                .map(|p| p.0),
        },
        "rest" => Change::Rest { object: target(t)? },
        "wake" => Change::Wake { object: target(t)? },
        "gain" => Change::Gain {
            player: player(t)?,
            counter: t
                .get::<Option<Name>>(&k.counter)?
                .map(|n| n.0)
                .ok_or_else(|| mlua::Error::runtime("a gain change needs counter = a name"))?,
            amount: number(&k.amount)?,
            cause: t.get::<Option<Name>>(&k.cause)?.map(|n| n.0),
        },
        other => {
            return Err(mlua::Error::runtime(format!(
                "unknown change kind '{other}'; expected one of {}",
                CHANGES.join(", ")
            )))
        }
    })
}
