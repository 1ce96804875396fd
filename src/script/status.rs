//! Replacement effects a rules script gives to every object in play that has a status: a
//! keyword (printed or granted) or a counter of some name. A game's protective statuses
//! are written once this way, not on each card that grants them.
//!
//! ```lua
//! keyword_replacements = { sturdy = { replacements = { { on = "destroy", ... } } } },
//! counter_replacements = { shield = { replacements = { { on = "damage", ... } } } },
//! ```
//!
//! `ctx.this` in `applies` and `instead` is the object that has the status.

use super::abilities::{self, ReplacementDef};
use super::{Arg, Hooks, ScriptError};
use crate::core::hooks::HookError;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::replacement::{Change, Replacement};
use crate::core::state::{GameState, ZoneRef};
use mlua::{Function, Table};
use std::path::Path;

/// What an object must have for a status replacement effect to be its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Status {
    /// A keyword, printed or granted.
    Keyword(String),
    /// At least one counter of this name.
    Counter(String),
}

/// Reads the rules script's `keyword_replacements` and `counter_replacements` at load
/// time: each entry is `name = { replacements = { ... } }`, a card's `replacements`
/// table without `during` (a status is on while its object is in play).
pub(crate) fn parse(
    path: &Path,
    table: &Table,
) -> Result<Vec<(Status, ReplacementDef)>, ScriptError> {
    let mut out = Vec::new();
    for (field, counter) in [
        ("keyword_replacements", false),
        ("counter_replacements", true),
    ] {
        let Some(t) = table.raw_get::<Option<Table>>(field).ok().flatten() else {
            continue;
        };
        let mut named = Vec::new();
        for pair in t.pairs::<String, Table>() {
            let (name, def) = pair.map_err(|e| {
                error(
                    path,
                    format!("{field}: each entry is name = {{ replacements = ... }}: {e}"),
                )
            })?;
            for d in abilities::parse_replacements("rules", path, &def)? {
                if d.during.is_some() {
                    return Err(error(path, format!(
                        "{field}.{name}: 'during' is not allowed (a status is on while its object is in play)"
                    )));
                }
                let status = if counter {
                    Status::Counter(name.clone())
                } else {
                    Status::Keyword(name.clone())
                };
                named.push((status, d));
            }
        }
        named.sort_by(|a, b| status_name(&a.0).cmp(status_name(&b.0)));
        out.extend(named);
    }
    Ok(out)
}

fn status_name(s: &Status) -> &str {
    match s {
        Status::Keyword(n) | Status::Counter(n) => n,
    }
}

fn error(path: &Path, message: String) -> ScriptError {
    ScriptError {
        card: "rules".into(),
        file: path.to_path_buf(),
        line: None,
        message,
    }
}

/// Whether `o` has the status now.
fn has(hooks: &Hooks, st: &mut GameState, o: ObjectId, s: &Status) -> Result<bool, HookError> {
    match s {
        Status::Counter(c) => Ok(st
            .object(o)
            .and_then(|x| x.counters.get(c))
            .is_some_and(|n| *n > 0)),
        Status::Keyword(k) => {
            let db = hooks.data().db.clone();
            crate::core::hooks::Behaviors::has_keyword(hooks, &db, st, o, k)
        }
    }
}

/// The status replacement effects that would apply to `change`, added to `out`; each is
/// numbered after its object's own replacement effects (`own` says how many it has).
pub(crate) fn offer(
    hooks: &Hooks,
    st: &mut GameState,
    change: &Change,
    own: impl Fn(&GameState, ObjectId) -> usize,
    out: &mut Vec<Replacement>,
) -> Result<(), HookError> {
    let name = change.name();
    let defs: Vec<(usize, Status, String, Option<Function>)> = hooks
        .data()
        .status_replacements
        .iter()
        .enumerate()
        .filter(|(_, (_, d))| d.on == name)
        .map(|(k, (s, d))| (k, s.clone(), d.label.clone(), d.applies.clone()))
        .collect();
    if defs.is_empty() {
        return Ok(());
    }
    let mut objects = Vec::new();
    {
        let data = hooks.data();
        for p in 0..st.player_count() {
            for &zi in data.db.in_play_zones() {
                objects.extend_from_slice(st.zone(ZoneRef::Player(PlayerId(p as u8), zi)));
            }
        }
    }
    abilities::by_timestamp(st, &mut objects);
    for o in objects {
        for (k, status, label, applies) in &defs {
            if !has(hooks, st, o, status)? {
                continue;
            }
            if let Some(f) = applies {
                let on: bool = hooks.call_check(st, o, "replacements", f, Arg::Change(change))?;
                if !on {
                    continue;
                }
            }
            let name = st
                .object(o)
                .map(|x| hooks.data().db.card(x.card).name.clone())
                .unwrap_or_default();
            out.push(Replacement {
                source: o,
                index: (own(st, o) + k + 1) as u16,
                label: format!("{label} ({name})"),
                timestamp: abilities::timestamp(st, o),
                lasting: None,
            });
        }
    }
    Ok(())
}

/// The `instead` of status replacement `k` (counted after the object's own).
pub(crate) fn instead(hooks: &Hooks, k: usize) -> Option<Function> {
    hooks
        .data()
        .status_replacements
        .get(k)
        .map(|(_, d)| d.instead.clone())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn table(lua: &mlua::Lua, src: &str) -> Table {
        lua.load(src).eval().expect("a table")
    }

    #[test]
    fn keyword_entries_come_before_counter_entries() {
        let lua = mlua::Lua::new();
        let t = table(
            &lua,
            r#"return {
                counter_replacements = { shield = { replacements = { { on = "damage", instead = function() return {} end } } } },
                keyword_replacements = { sturdy = { replacements = { { on = "destroy", instead = function() return {} end } } } },
            }"#,
        );
        let got = parse(Path::new("rules.lua"), &t).expect("parsed");
        let kinds: Vec<(Status, String)> = got.into_iter().map(|(s, d)| (s, d.on)).collect();
        assert_eq!(
            kinds,
            vec![
                (Status::Keyword("sturdy".into()), "destroy".into()),
                (Status::Counter("shield".into()), "damage".into()),
            ]
        );
    }

    #[test]
    fn during_is_refused_naming_the_entry() {
        let lua = mlua::Lua::new();
        let t = table(
            &lua,
            r#"return { counter_replacements = { shield = { replacements = {
                { on = "damage", during = "reap", instead = function() return {} end } } } } }"#,
        );
        let Err(e) = parse(Path::new("rules.lua"), &t) else {
            panic!("accepted");
        };
        assert!(
            e.message.contains("counter_replacements.shield"),
            "{}",
            e.message
        );
        assert!(e.message.contains("during"), "{}", e.message);
    }

    #[test]
    fn an_unknown_change_is_refused() {
        let lua = mlua::Lua::new();
        let t = table(
            &lua,
            r#"return { keyword_replacements = { sturdy = { replacements = {
                { on = "explode", instead = function() return {} end } } } } }"#,
        );
        let Err(e) = parse(Path::new("rules.lua"), &t) else {
            panic!("accepted");
        };
        assert!(e.message.contains("explode"), "{}", e.message);
    }
}
