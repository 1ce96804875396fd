//! Replacement effects and triggered abilities declared in a card's `replacements` and
//! `triggers` tables, and how changes and events look to a script.
//!
//! ```lua
//! replacements = {
//!   { on = "draw", during = "reap", label = "draw 2 instead",
//!     applies = function(ctx, change) return ... end,
//!     instead = function(ctx, change) return { kind = "draw", player = change.player, count = 2 } end },
//! },
//! triggers = {
//!   { on = "destroyed", label = "gain 1",
//!     applies = function(ctx, event) return ... end,
//!     resolve = function(ctx, event) ... end },
//! },
//! ```

use super::api::limits::{self, Name};
use super::api::{fresh, object_handle, Obj, PlayerRef};
use super::keys::Keys;
use super::{Arg, CardScript, Hooks, ScriptError};
use crate::core::events::Event;
use crate::core::hooks::HookError;
use crate::core::ids::{ObjectId, PlayerId, Timestamp};
use crate::core::lasting::{Duration, LastingEffect};
use crate::core::replacement::{Change, Replacement};
use crate::core::state::{GameState, ZoneRef};
use mlua::{Function, Lua, Table, UserDataRef, Value};
use std::path::Path;

/// What a replacement effect may replace (`on = ...`).
pub const CHANGES: &[&str] = &[
    "draw", "damage", "heal", "destroy", "move", "counter", "rest", "wake", "gain", "pay",
    "discard", "create", "control",
];

pub(crate) struct ReplacementDef {
    pub on: String,
    pub label: String,
    /// Only while this card's ability of that name resolves (its own later text);
    /// otherwise while the card is in play.
    pub during: Option<String>,
    pub applies: Option<Function>,
    pub instead: Function,
}

pub(crate) struct TriggerDef {
    pub on: String,
    /// Only events about this card itself, wherever it is now: "Destroyed:" and "Leaves
    /// play:" abilities, which resolve after the card has left play.
    pub own: bool,
    /// Only while a lasting effect of this card names it (`effect = { trigger = name }`):
    /// "for the remainder of the turn, each time ...", from wherever the card is now.
    pub lasting: Option<String>,
    pub label: String,
    pub applies: Option<Function>,
    pub resolve: Function,
}

const REPLACEMENT_KEYS: &[&str] = &["on", "label", "during", "applies", "instead"];
const TRIGGER_KEYS: &[&str] = &["on", "own", "lasting", "label", "applies", "resolve"];

fn entries(
    card: &str,
    path: &Path,
    table: &Table,
    name: &str,
    keys: &[&str],
) -> Result<Vec<Table>, ScriptError> {
    let fail = |i: usize, msg: String| ScriptError {
        card: card.to_string(),
        file: path.to_path_buf(),
        line: None,
        message: format!("{name}[{i}]: {msg}"),
    };
    let Ok(Some(list)) = table.raw_get::<Option<Table>>(name) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for (n, entry) in list.sequence_values::<Value>().enumerate() {
        let i = n + 1;
        let Ok(Value::Table(t)) = entry else {
            return Err(fail(i, "each entry must be a table".into()));
        };
        for pair in t.pairs::<String, Value>() {
            let (k, _) = pair.map_err(|e| fail(i, format!("bad key: {e}")))?;
            if !keys.contains(&k.as_str()) {
                return Err(fail(
                    i,
                    format!("unknown field '{k}'; expected one of {}", keys.join(", ")),
                ));
            }
        }
        out.push(t);
    }
    Ok(out)
}

fn field<T: mlua::FromLua>(
    card: &str,
    path: &Path,
    what: &str,
    i: usize,
    t: &Table,
    key: &str,
    expected: &str,
) -> Result<T, ScriptError> {
    t.raw_get::<T>(key).map_err(|_| ScriptError {
        card: card.to_string(),
        file: path.to_path_buf(),
        line: None,
        message: format!("{what}[{i}]: '{key}' must be {expected}"),
    })
}

/// Reads and checks a card's `replacements` table at load time.
pub(crate) fn parse_replacements(
    card: &str,
    path: &Path,
    table: &Table,
) -> Result<Vec<ReplacementDef>, ScriptError> {
    let mut out = Vec::new();
    for (n, t) in entries(card, path, table, "replacements", REPLACEMENT_KEYS)?
        .into_iter()
        .enumerate()
    {
        let i = n + 1;
        let f = |key: &str, expected: &str| {
            field::<Option<Function>>(card, path, "replacements", i, &t, key, expected)
        };
        let on: String = field(card, path, "replacements", i, &t, "on", "a string")?;
        if !CHANGES.contains(&on.as_str()) {
            return Err(ScriptError {
                card: card.to_string(),
                file: path.to_path_buf(),
                line: None,
                message: format!(
                    "replacements[{i}]: on = \"{on}\": expected one of {}",
                    CHANGES.join(", ")
                ),
            });
        }
        let Some(instead) = f("instead", "a function")? else {
            return Err(ScriptError {
                card: card.to_string(),
                file: path.to_path_buf(),
                line: None,
                message: format!("replacements[{i}]: 'instead' is required (a function returning what happens instead)"),
            });
        };
        out.push(ReplacementDef {
            label: field::<Option<String>>(card, path, "replacements", i, &t, "label", "a string")?
                .unwrap_or_else(|| format!("replace {on}")),
            during: field(
                card,
                path,
                "replacements",
                i,
                &t,
                "during",
                "an ability name",
            )?,
            applies: f("applies", "a function")?,
            instead,
            on,
        });
    }
    Ok(out)
}

/// Reads and checks a card's `triggers` table at load time.
pub(crate) fn parse_triggers(
    card: &str,
    path: &Path,
    table: &Table,
) -> Result<Vec<TriggerDef>, ScriptError> {
    let mut out = Vec::new();
    for (n, t) in entries(card, path, table, "triggers", TRIGGER_KEYS)?
        .into_iter()
        .enumerate()
    {
        let i = n + 1;
        let on: String = field(card, path, "triggers", i, &t, "on", "an event name")?;
        let Some(resolve) =
            field::<Option<Function>>(card, path, "triggers", i, &t, "resolve", "a function")?
        else {
            return Err(ScriptError {
                card: card.to_string(),
                file: path.to_path_buf(),
                line: None,
                message: format!("triggers[{i}]: 'resolve' is required"),
            });
        };
        out.push(TriggerDef {
            label: field::<Option<String>>(card, path, "triggers", i, &t, "label", "a string")?
                .unwrap_or_else(|| format!("when {on}")),
            applies: field(card, path, "triggers", i, &t, "applies", "a function")?,
            own: field::<Option<bool>>(card, path, "triggers", i, &t, "own", "a boolean")?
                .unwrap_or(false),
            lasting: field(card, path, "triggers", i, &t, "lasting", "a name")?,
            resolve,
            on,
        });
    }
    Ok(out)
}

/// In-play objects whose script has entries `has` says are worth asking about, in
/// timestamp order: the oldest first (of equal timestamps, by id). Their constant
/// abilities, replacement effects and triggered abilities take that order.
pub(super) fn in_play(
    hooks: &Hooks,
    st: &GameState,
    has: impl Fn(&CardScript) -> bool,
) -> Vec<ObjectId> {
    let data = hooks.data();
    let mut out = Vec::new();
    for p in 0..st.player_count() {
        for &zi in data.db.in_play_zones() {
            for &o in st.zone(ZoneRef::Player(PlayerId(p as u8), zi)) {
                let script = st
                    .object(o)
                    .and_then(|x| data.scripts.get(x.card.0 as usize))
                    .and_then(|s| s.as_ref());
                if script.is_some_and(&has) {
                    out.push(o);
                }
            }
        }
    }
    by_timestamp(st, &mut out);
    out
}

/// Sorts objects by timestamp, the oldest first (of equal timestamps, by id).
pub(super) fn by_timestamp(st: &GameState, objects: &mut [ObjectId]) {
    objects.sort_by_key(|&o| (timestamp(st, o), o));
}

/// When `o` entered its zone: the timestamp its effects carry.
pub(super) fn timestamp(st: &GameState, o: ObjectId) -> Timestamp {
    st.object(o).map(|x| x.timestamp).unwrap_or_default()
}

fn card_name(hooks: &Hooks, st: &GameState, o: ObjectId) -> String {
    let data = hooks.data();
    st.object(o)
        .map(|x| data.db.card(x.card).name.clone())
        .unwrap_or_default()
}

/// The replacement effects that would apply to `change`, in timestamp order: from objects
/// in play, and the resolving ability's own (`during`).
pub(crate) fn replacements(
    hooks: &Hooks,
    st: &mut GameState,
    change: &Change,
) -> Result<Vec<Replacement>, HookError> {
    let name = change.name();
    let resolving = hooks.data().resolving.borrow().clone();
    let mut sources = in_play(hooks, st, |s| {
        s.replacements
            .iter()
            .any(|r| r.on == name && r.during.is_none())
    });
    if let Some((o, _)) = &resolving {
        if !sources.contains(o) {
            sources.push(*o);
            by_timestamp(st, &mut sources);
        }
    }
    let mut out = Vec::new();
    for source in sources {
        let defs: Vec<(usize, String, Option<Function>)> = {
            let data = hooks.data();
            let Some(Some(script)) = st
                .object(source)
                .and_then(|x| data.scripts.get(x.card.0 as usize))
            else {
                continue;
            };
            script
                .replacements
                .iter()
                .enumerate()
                .filter(|(_, r)| r.on == name)
                .filter(|(_, r)| match (&r.during, &resolving) {
                    (None, _) => in_play_now(hooks, st, source),
                    (Some(d), Some((o, h))) => *o == source && d == h,
                    (Some(_), None) => false,
                })
                .map(|(i, r)| (i, r.label.clone(), r.applies.clone()))
                .collect()
        };
        for (i, label, applies) in defs {
            if let Some(f) = applies {
                let on: bool =
                    hooks.call_check(st, source, "replacements", &f, Arg::Change(change))?;
                if !on {
                    continue;
                }
            }
            out.push(Replacement {
                source,
                index: i as u16 + 1,
                label: format!("{label} ({})", card_name(hooks, st, source)),
                timestamp: timestamp(st, source),
            });
        }
    }
    Ok(out)
}

fn in_play_now(hooks: &Hooks, st: &GameState, o: ObjectId) -> bool {
    let data = hooks.data();
    matches!(st.object(o).map(|x| x.zone), Some(ZoneRef::Player(_, z)) if data.db.in_play(z))
}

/// What happens instead of `change` when `r` applies.
pub(crate) fn replace(
    hooks: &Hooks,
    st: &mut GameState,
    r: &Replacement,
    change: &Change,
) -> Result<Vec<Change>, HookError> {
    let f = {
        let data = hooks.data();
        let def = st
            .object(r.source)
            .and_then(|x| data.scripts.get(x.card.0 as usize))
            .and_then(|s| s.as_ref())
            .and_then(|s| s.replacements.get(r.index as usize - 1));
        match def {
            Some(d) => d.instead.clone(),
            None => return Ok(vec![change.clone()]),
        }
    };
    let data = hooks.data();
    let source = r.source;
    // Converted inside the call: the handles it returns belong to it.
    let convert = |v: Value| {
        data.lent
            .with(|st| changes_from(hooks.lua, v, st, source))
            .unwrap_or_else(|| Err(super::api::not_lent()))
    };
    hooks.call_check_then(
        data,
        st,
        source,
        "replacements",
        &f,
        Arg::Change(change),
        convert,
    )
}

/// The triggered abilities `event` triggers, in their sources' timestamp order (the
/// oldest counts as triggered first, so it resolves first).
pub(crate) fn triggers(
    hooks: &Hooks,
    st: &mut GameState,
    event: &Event,
) -> Result<Vec<(ObjectId, u16, String)>, HookError> {
    let name = event.name();
    let subject = event.subject();
    let mut sources = in_play(hooks, st, |s| {
        s.triggers
            .iter()
            .any(|t| t.on == name && !t.own && t.lasting.is_none())
    });
    // The subject's own abilities answer from wherever it is now (a destroyed creature's
    // "Destroyed:" ability, from the discard pile).
    if let Some(o) = subject.filter(|o| !sources.contains(o)) {
        let data = hooks.data();
        let own = st
            .object(o)
            .and_then(|x| data.scripts.get(x.card.0 as usize))
            .and_then(|s| s.as_ref())
            .is_some_and(|s| s.triggers.iter().any(|t| t.on == name && t.own));
        if own {
            sources.push(o);
        }
    }
    let mut out = Vec::new();
    for source in sources {
        let defs: Vec<(usize, String, Option<Function>)> = {
            let data = hooks.data();
            let Some(Some(script)) = st
                .object(source)
                .and_then(|x| data.scripts.get(x.card.0 as usize))
            else {
                continue;
            };
            script
                .triggers
                .iter()
                .enumerate()
                .filter(|(_, t)| {
                    t.on == name && t.lasting.is_none() && (!t.own || subject == Some(source))
                })
                .map(|(i, t)| (i, t.label.clone(), t.applies.clone()))
                .collect()
        };
        for (i, label, applies) in defs {
            if let Some(f) = applies {
                let on: bool = hooks.call_check(st, source, "triggers", &f, Arg::Event(event))?;
                if !on {
                    continue;
                }
            }
            out.push((source, i as u16 + 1, label));
        }
    }
    lasting_triggers(hooks, st, event, &mut out)?;
    Ok(out)
}

/// The triggers lasting effects keep on ("for the remainder of the turn, each time
/// ..."): each lasting effect naming a trigger of its source's card offers the event to
/// that trigger, wherever the card is now, as its own ability. Oldest effect first.
fn lasting_triggers(
    hooks: &Hooks,
    st: &mut GameState,
    event: &Event,
    out: &mut Vec<(ObjectId, u16, String)>,
) -> Result<(), HookError> {
    let name = event.name();
    let effects: Vec<(ObjectId, String, Option<String>)> = st
        .lasting()
        .iter()
        .filter_map(|l| match (&l.effect, &l.duration) {
            (LastingEffect::Trigger { name }, Duration::While { condition }) => {
                Some((l.source, name.clone(), Some(condition.clone())))
            }
            (LastingEffect::Trigger { name }, _) => Some((l.source, name.clone(), None)),
            _ => None,
        })
        .collect();
    for (source, wanted, condition) in effects {
        let defs: Vec<(usize, String, Option<Function>)> = {
            let data = hooks.data();
            let Some(Some(script)) = st
                .object(source)
                .and_then(|x| data.scripts.get(x.card.0 as usize))
            else {
                continue;
            };
            script
                .triggers
                .iter()
                .enumerate()
                .filter(|(_, t)| t.on == name && t.lasting.as_deref() == Some(wanted.as_str()))
                .map(|(i, t)| (i, t.label.clone(), t.applies.clone()))
                .collect()
        };
        if defs.is_empty() {
            continue;
        }
        if let Some(c) = condition {
            let db = hooks.data().db.clone();
            if !crate::core::hooks::Behaviors::condition(hooks, &db, st, source, &c)? {
                continue;
            }
        }
        for (i, label, applies) in defs {
            if let Some(f) = applies {
                let on: bool = hooks.call_check(st, source, "triggers", &f, Arg::Event(event))?;
                if !on {
                    continue;
                }
            }
            out.push((source, i as u16 + 1, label));
        }
    }
    Ok(())
}

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
        } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.amount, *amount)?;
            if let Some(s) = source {
                t.set(&k.source, object_handle(lua, st, *s))?;
            }
        }
        Change::Heal { object, amount } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.amount, *amount)?;
        }
        Change::Destroy { object } | Change::Rest { object } | Change::Wake { object } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
        }
        Change::Move {
            object,
            zone,
            position,
        } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.zone, zone.as_str())?;
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
        } => {
            t.set(&k.target, object_handle(lua, st, *object))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
        }
        Change::Pay { player, kind } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.cost, kind.as_str())?;
        }
        Change::Gain {
            player,
            counter,
            amount,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
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
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.player, PlayerRef(*controller))?;
            t.set(&k.amount, *damage)?;
            t.set("neighbors", neighbors.iter().map(obj).collect::<Vec<_>>())?;
            if let Some(h) = host {
                t.set("host", obj(h))?;
            }
        }
        Event::Destroyed { object }
        | Event::Rested { object }
        | Event::Woke { object }
        | Event::Resolved { object }
        | Event::Fizzled { object }
        | Event::Negated { object } => t.set(&k.object, obj(object))?,
        Event::Damaged {
            object,
            amount,
            source,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.amount, *amount)?;
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
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.object, obj(object))?;
            t.set(&k.ability, ability.as_str())?;
            t.set(&k.via, *via)?;
        }
        Event::Gained {
            player,
            counter,
            amount,
        } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
        }
        Event::TurnBegan { player, turn } => {
            t.set(&k.player, PlayerRef(*player))?;
            t.set(&k.turn, *turn)?;
        }
        Event::PhaseBegan { phase } | Event::PhaseEnded { phase } => {
            t.set(&k.phase, phase.as_str())?
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
        Event::CounterAdded {
            object,
            counter,
            amount,
        } => {
            t.set(&k.object, obj(object))?;
            t.set(&k.counter, counter.as_str())?;
            t.set(&k.amount, *amount)?;
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
        .app_data_ref::<std::rc::Rc<super::HostData>>()
        .ok_or_else(|| mlua::Error::runtime("the script host is not initialised"))?;
    if t.contains_key(&data.keys.kind)? {
        return Ok(vec![change_from(&data, &t, st, this)?]);
    }
    limits::bounded(
        t.raw_len(),
        limits::MAX_CHANGES,
        "changes",
        "what instead returned",
    )?;
    t.sequence_values::<Table>()
        .map(|c| change_from(&data, &c?, st, this))
        .collect()
}

/// One change table: `{ kind = "draw", player = p, count = 2 }`, and so on.
pub(crate) fn change_from(
    data: &super::HostData,
    t: &Table,
    st: &GameState,
    this: ObjectId,
) -> mlua::Result<Change> {
    let k = &data.keys;
    let kind: String = t
        .get::<Option<Name>>(&k.kind)?
        .map(|n| n.0)
        .ok_or_else(|| mlua::Error::runtime("a change needs a kind"))?;
    let player = |t: &Table| -> mlua::Result<PlayerId> {
        Ok(match t.get::<Option<UserDataRef<PlayerRef>>>(&k.player)? {
            Some(p) => p.0,
            None => st.object(this).map_or(st.turn_player, |o| o.controller),
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
            v => super::num::whole(&what(key), &v),
        }
    };
    Ok(match kind.as_str() {
        "draw" => Change::Draw {
            player: player(t)?,
            count: match t.get::<Value>(&k.count)? {
                Value::Nil => number(&k.count).map(|_| 0)?,
                v => super::num::whole_in(&what(&k.count), &v, 0, i64::from(u32::MAX))?,
            },
        },
        "damage" => Change::Damage {
            object: target(t)?,
            amount: number(&k.amount)?,
            source: match t.get::<Option<Obj>>(&k.source)? {
                Some(h) => Some(fresh(&data.db, st, &h)?),
                None => None,
            },
        },
        "heal" => Change::Heal {
            object: target(t)?,
            amount: number(&k.amount)?,
        },
        "destroy" => Change::Destroy { object: target(t)? },
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
        },
        other => {
            return Err(mlua::Error::runtime(format!(
                "unknown change kind '{other}'; expected one of {}",
                CHANGES.join(", ")
            )))
        }
    })
}
