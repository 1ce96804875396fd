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
    /// Only while a lasting effect of this card names it (`effect = { trigger = name }`),
    /// from wherever the card is now ("for the remainder of the turn, whenever it is dealt
    /// damage, it is dealt 2 more": Lethal Distraction).
    pub lasting: Option<String>,
    pub applies: Option<Function>,
    pub instead: Function,
    /// What the effect does besides what it puts in place, once the change has settled
    /// ("make that many token creatures instead": Staff Up, RULE-REPL-THEN-1).
    pub then: Option<Function>,
}

pub(crate) struct TriggerDef {
    pub on: String,
    /// Only events about this card itself, wherever it is now: "Destroyed:" and "Leaves
    /// play:" abilities, which resolve after the card has left play.
    pub own: bool,
    /// Only while a lasting effect of this card names it (`effect = { trigger = name }`):
    /// "for the remainder of the turn, each time ...", from wherever the card is now.
    pub lasting: Option<String>,
    /// The zones it works from, instead of play (Grand Archive's Inherited Effects work
    /// from the field and the lineage: `{ "field", "lineage" }`); in play if empty.
    pub from: Vec<String>,
    pub label: String,
    pub applies: Option<Function>,
    pub resolve: Function,
}

const REPLACEMENT_KEYS: &[&str] = &[
    "on", "label", "during", "lasting", "applies", "instead", "then",
];
const TRIGGER_KEYS: &[&str] = &[
    "on", "own", "lasting", "from", "label", "applies", "resolve",
];

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
            lasting: field(card, path, "replacements", i, &t, "lasting", "a name")?,
            applies: f("applies", "a function")?,
            instead,
            then: f("then", "a function")?,
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
            // A reflexive trigger ("when you do, ...") is its own card's unless it says
            // `own = false`: then it answers any object's (KeyForge's "after a creature
            // reaps", which the rules' reap says with a `when_you_do` event).
            own: field::<Option<bool>>(card, path, "triggers", i, &t, "own", "a boolean")?
                .unwrap_or(on == "when_you_do"),
            lasting: field(card, path, "triggers", i, &t, "lasting", "a name")?,
            from: field::<Option<Vec<String>>>(
                card,
                path,
                "triggers",
                i,
                &t,
                "from",
                "a list of zone names",
            )?
            .unwrap_or_default(),
            resolve,
            on,
        });
    }
    Ok(out)
}

/// Reads the rules script's `keyword_triggers` (`{ intercept = { triggers = { { on = ...,
/// resolve = ... } } } }`): each keyword's `triggers`, a card's `triggers` table, in
/// keyword order.
pub(crate) fn parse_keyword_triggers(
    path: &Path,
    table: &Table,
) -> Result<Vec<(String, TriggerDef)>, ScriptError> {
    let Some(t) = table
        .raw_get::<Option<Table>>("keyword_triggers")
        .ok()
        .flatten()
    else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for pair in t.pairs::<String, Table>() {
        let (keyword, def) = pair.map_err(|e| ScriptError {
            card: "rules".into(),
            file: path.to_path_buf(),
            line: None,
            message: format!("keyword_triggers: each entry is keyword = {{ triggers = ... }}: {e}"),
        })?;
        for d in parse_triggers("rules", path, &def)? {
            out.push((keyword.clone(), d));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
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
                if super::gained::any_script(data, st, o, &has) {
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
            .any(|r| r.on == name && r.during.is_none() && r.lasting.is_none())
    });
    // Replacement effects lasting effects keep on (`lasting = name`), wherever their card is.
    let kept: Vec<(ObjectId, String)> = st
        .lasting()
        .iter()
        .filter_map(|l| match &l.effect {
            LastingEffect::Trigger { name } => Some((l.source, name.clone())),
            _ => None,
        })
        .collect();
    let extra = resolving
        .iter()
        .map(|(o, _)| *o)
        .chain(kept.iter().map(|(o, _)| *o));
    let mut added = false;
    for o in extra.collect::<Vec<_>>() {
        if !sources.contains(&o) {
            sources.push(o);
            added = true;
        }
    }
    if added {
        by_timestamp(st, &mut sources);
    }
    let mut out = Vec::new();
    for source in sources {
        let defs: Vec<(usize, String, Option<Function>)> = {
            let data = hooks.data();
            super::gained::replacements_of(data, st, source)
                .enumerate()
                .filter(|(_, r)| r.on == name)
                .filter(|(_, r)| match (&r.during, &resolving) {
                    _ if r.lasting.is_some() => kept
                        .iter()
                        .any(|(o, n)| *o == source && Some(n) == r.lasting.as_ref()),
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
                lasting: None,
            });
        }
    }
    super::status::offer(
        hooks,
        st,
        change,
        |st, o| own_replacements(hooks, st, o),
        &mut out,
    )?;
    Ok(out)
}

/// How many replacement effects `o`'s own script declares.
fn own_replacements(hooks: &Hooks, st: &GameState, o: ObjectId) -> usize {
    super::gained::replacements_of(hooks.data(), st, o).count()
}

fn in_play_now(hooks: &Hooks, st: &GameState, o: ObjectId) -> bool {
    let data = hooks.data();
    matches!(st.object(o).map(|x| x.zone), Some(ZoneRef::Player(_, z)) if data.db.in_play(z))
}

/// The `then` of `source`'s replacement effect number `index` (its own or gained, as
/// `replace` counts them), if it has one (RULE-REPL-THEN-1).
pub(crate) fn replacement_then(
    data: &super::HostData,
    st: &GameState,
    source: ObjectId,
    index: u16,
) -> Option<Function> {
    let i = (index as usize).checked_sub(1)?;
    super::gained::replacements_of(data, st, source)
        .nth(i)
        .and_then(|d| d.then.clone())
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
        let own = own_replacements(hooks, st, r.source);
        let i = r.index as usize - 1;
        let def = if i < own {
            super::gained::replacements_of(data, st, r.source)
                .nth(i)
                .map(|d| d.instead.clone())
        } else {
            super::status::instead(hooks, i - own)
        };
        match def {
            Some(f) => f,
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
    if let Event::Destroying { object } = event {
        return destroying_triggers(hooks, st, event, *object);
    }
    let name = event.name();
    let subject = event.subject();
    // Where destruction goes in steps, an object's own "destroyed" abilities answered its
    // tagging (`Destroying`), while it was in play: not this event again.
    let own_done = matches!(event, Event::Destroyed { .. })
        && hooks.data().db.ruleset.destruction == crate::core::ruleset::Destruction::Tagged;
    let mut sources = in_play(hooks, st, |s| {
        s.triggers
            .iter()
            .any(|t| t.on == name && !t.own && t.lasting.is_none())
    });
    from_zones(hooks, st, name, &mut sources);
    // The subject's own abilities answer from wherever it is now (a destroyed creature's
    // "Destroyed:" ability, from the discard pile).
    // So do those a keyword of it gives (Grand Archive's Preserve on an object).
    let own_keyed = match subject.filter(|_| !own_done) {
        Some(o) => !keyword_defs(hooks, st, o, name, true)?.is_empty(),
        None => false,
    };
    if let Some(o) = subject.filter(|o| !sources.contains(o) && !own_done) {
        let data = hooks.data();
        let own = super::gained::triggers_of(data, st, o).any(|t| t.on == name && t.own);
        if own || own_keyed {
            sources.push(o);
        }
    }
    // Objects in play with a keyword the rules script gives a trigger on this event.
    let keyed = keyword_sources(hooks, st, name)?;
    if !keyed.is_empty() {
        sources.extend(
            keyed
                .iter()
                .filter(|o| !sources.contains(o))
                .collect::<Vec<_>>(),
        );
        by_timestamp(st, &mut sources);
    }
    let mut out = Vec::new();
    for source in sources {
        // An object that lost all its abilities has no triggered abilities either.
        if super::lasting::lost_abilities(hooks, st, source)? {
            continue;
        }
        let here = st.object(source).map(|o| o.zone);
        let defs = trigger_defs(hooks, st, source, |t| {
            t.on == name
                && t.lasting.is_none()
                && (if t.own {
                    subject == Some(source) && !own_done
                } else {
                    works_from(hooks, t, here)
                })
        });
        offer(hooks, st, source, event, defs, &mut out)?;
        if keyed.contains(&source) {
            let defs = keyword_defs(hooks, st, source, name, false)?;
            offer(hooks, st, source, event, defs, &mut out)?;
        }
        if own_keyed && subject == Some(source) {
            let defs = keyword_defs(hooks, st, source, name, true)?;
            offer(hooks, st, source, event, defs, &mut out)?;
        }
    }
    lasting_triggers(hooks, st, event, &mut out)?;
    Ok(out)
}

/// The objects in play that have a keyword of one of the rules script's
/// `keyword_triggers` on the event `name`, in timestamp order.
fn keyword_sources(
    hooks: &Hooks,
    st: &mut GameState,
    name: &str,
) -> Result<Vec<ObjectId>, HookError> {
    let data = hooks.data();
    let keywords: Vec<String> = data
        .keyword_triggers
        .iter()
        .filter(|(_, t)| t.on == name && !t.own && t.lasting.is_none())
        .map(|(k, _)| k.clone())
        .collect();
    if keywords.is_empty() {
        return Ok(Vec::new());
    }
    let db = data.db.clone();
    let mut objects = Vec::new();
    for p in 0..st.player_count() {
        for &zi in db.in_play_zones() {
            objects.extend_from_slice(st.zone(ZoneRef::Player(PlayerId(p as u8), zi)));
        }
    }
    let mut out = Vec::new();
    for o in objects {
        for k in &keywords {
            if crate::core::hooks::Behaviors::has_keyword(hooks, &db, st, o, k)? {
                out.push(o);
                break;
            }
        }
    }
    by_timestamp(st, &mut out);
    Ok(out)
}

/// The rules script's keyword triggers on the event `name` that `source` has (by its
/// keywords now), numbered from `gained::KEYWORD_TRIGGERS`: those about `source` itself
/// (`own = true`: it is the event's subject) or the others.
fn keyword_defs(
    hooks: &Hooks,
    st: &mut GameState,
    source: ObjectId,
    name: &str,
    own: bool,
) -> Result<Vec<(usize, String, Option<Function>)>, HookError> {
    let data = hooks.data();
    let db = data.db.clone();
    let first = super::gained::KEYWORD_TRIGGERS;
    let mut out = Vec::new();
    for (k, (keyword, t)) in data.keyword_triggers.iter().enumerate() {
        if t.on == name
            && t.own == own
            && t.lasting.is_none()
            && crate::core::hooks::Behaviors::has_keyword(hooks, &db, st, source, keyword)?
        {
            out.push((first + k, t.label.clone(), t.applies.clone()));
        }
    }
    Ok(out)
}

/// What answers `object`'s tagging for destruction, while it is still in play: its own
/// "destroyed" abilities, then the "destroyed" triggers of what is attached to it (the
/// abilities an upgrade gives its creature), each as its `applies` hook says. Nothing if
/// it left play before, or if they resolve (or resolved) in place.
pub(crate) fn destroying_triggers(
    hooks: &Hooks,
    st: &mut GameState,
    event: &Event,
    object: ObjectId,
) -> Result<Vec<(ObjectId, u16, String)>, HookError> {
    let mut out = Vec::new();
    let tagged = st.object(object).and_then(|o| o.destroying)
        == Some(crate::core::state::DestroyStep::Tagged);
    if !tagged || !in_play_now(hooks, st, object) {
        return Ok(out);
    }
    // "Destroyed effects cannot trigger" (a constant ability `forbid = "destroyed_abilities"`
    // that applies to the object): none of its "Destroyed:" abilities, own or given.
    if super::statics::forbids(hooks, st, object, "destroyed_abilities")?.is_some() {
        return Ok(out);
    }
    let defs = trigger_defs(hooks, st, object, |t| {
        t.on == "destroyed" && t.own && t.lasting.is_none()
    });
    offer(hooks, st, object, event, defs, &mut out)?;
    // Those a keyword of it gives answer here too, after its card's own (KeyForge's
    // `haunted_archive`, KF-GR2-HAUNTED-ARCHIVE-1): the `Destroyed` event skips them.
    let defs = keyword_defs(hooks, st, object, "destroyed", true)?;
    offer(hooks, st, object, event, defs, &mut out)?;
    for a in crate::core::primitives::attachments(st, object) {
        let defs = trigger_defs(hooks, st, a, |t| {
            t.on == "destroyed" && !t.own && t.lasting.is_none()
        });
        offer(hooks, st, a, event, defs, &mut out)?;
    }
    // A "Destroyed:" ability another object in play gives it ("each other friendly
    // creature gains, Destroyed: ...": a trigger `on = "destroying"`), resolved with its own.
    let givers = in_play(hooks, st, |s| {
        s.triggers
            .iter()
            .any(|t| t.on == "destroying" && !t.own && t.lasting.is_none())
    });
    for g in givers {
        let defs = trigger_defs(hooks, st, g, |t| {
            t.on == "destroying" && !t.own && t.lasting.is_none()
        });
        offer(hooks, st, g, event, defs, &mut out)?;
    }
    // One a lasting effect keeps on ("for the remainder of the turn, each enemy creature
    // gains, Destroyed: ...": The Body Snatchers, from its discard pile), the same way.
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
        .filter(|l| about(st, &l.target, event))
        .filter_map(|l| match (&l.effect, &l.duration) {
            (LastingEffect::Trigger { name }, Duration::While { condition }) => {
                Some((l.source, name.clone(), Some(condition.clone())))
            }
            (LastingEffect::Trigger { name }, _) => Some((l.source, name.clone(), None)),
            _ => None,
        })
        .collect();
    for (source, wanted, condition) in effects {
        let defs = trigger_defs(hooks, st, source, |t| {
            t.on == name && t.lasting.as_deref() == Some(wanted.as_str())
        });
        if defs.is_empty() {
            continue;
        }
        if let Some(c) = condition {
            let db = hooks.data().db.clone();
            if !crate::core::hooks::Behaviors::condition(hooks, &db, st, source, &c, None)? {
                continue;
            }
        }
        offer(hooks, st, source, event, defs, out)?;
    }
    Ok(())
}

/// Whether a lasting trigger with `target` may answer `event`: one kept on for one object
/// answers only events about that object while it is the same object — or the event of
/// its sacrifice, which names the object it was in play (GA-LASTING-TRIGGER-1).
fn about(st: &GameState, target: &crate::core::lasting::LastingTarget, event: &Event) -> bool {
    let crate::core::lasting::LastingTarget::Object { id, generation } = target else {
        return true;
    };
    if event.subject() != Some(*id) {
        return false;
    }
    match event {
        Event::Sacrificed { generation: g, .. } => g == generation,
        _ => st.object(*id).is_some_and(|o| o.generation == *generation),
    }
}

/// The triggers of `source`'s card that `keep` selects: index, label, `applies` hook.
fn trigger_defs(
    hooks: &Hooks,
    st: &GameState,
    source: ObjectId,
    keep: impl Fn(&TriggerDef) -> bool,
) -> Vec<(usize, String, Option<Function>)> {
    super::gained::triggers_of(hooks.data(), st, source)
        .enumerate()
        .filter(|(_, t)| keep(t))
        .map(|(i, t)| (i, t.label.clone(), t.applies.clone()))
        .collect()
}

/// Adds to `out` each of `defs` whose `applies` hook (if any) accepts `event`, as
/// (source, 1-based trigger index, label).
fn offer(
    hooks: &Hooks,
    st: &mut GameState,
    source: ObjectId,
    event: &Event,
    defs: Vec<(usize, String, Option<Function>)>,
    out: &mut Vec<(ObjectId, u16, String)>,
) -> Result<(), HookError> {
    for (i, label, applies) in defs {
        if let Some(f) = applies {
            let on: bool = hooks.call_check(st, source, "triggers", &f, Arg::Event(event))?;
            if !on {
                continue;
            }
        }
        out.push((source, i as u16 + 1, label));
    }
    Ok(())
}

mod tables;
mod zones;
pub(crate) use tables::{change_from, change_table, changes_from, event_table};
pub(crate) use zones::check_trigger_zones;
use zones::{from_zones, works_from};
