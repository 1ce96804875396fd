//! Constant abilities that give the objects they apply to an ability (`{ gains = "fight" }`:
//! "each friendly creature gains, After Fight: ...", the hook in the card's
//! `lasting_grants`) or take a keyword away from them (`{ lose = "elusive" }`: "each
//! creature loses elusive").

use super::{applies, matching, sources, Effect, StaticAbility};
use crate::core::hooks::HookError;
use crate::core::ids::{ObjectId, Timestamp};
use crate::core::state::GameState;
use crate::script::{CardScript, Hooks, ScriptError};
use mlua::{Function, Table, Value};
use std::collections::{HashMap, HashSet};
use std::path::Path;

/// The effect `t` describes if it names `gains` or `lose`: alone, with only `applies_to`
/// and `condition` beside it (it works from play). `Ok(None)` if it names neither.
pub(super) fn parse(t: &Table) -> Result<Option<Effect>, String> {
    let name = |key: &str| match t.raw_get::<Value>(key) {
        Ok(Value::Nil) => Ok(None),
        Ok(Value::String(s)) => Ok(Some(s.to_string_lossy())),
        _ => Err(format!("'{key}' must be a name")),
    };
    let (gains, lose) = (name("gains")?, name("lose")?);
    if gains.is_none() && lose.is_none() {
        return Ok(None);
    }
    let others = t
        .pairs::<String, Value>()
        .filter_map(|p| p.ok())
        .any(|(k, _)| !matches!(k.as_str(), "gains" | "lose" | "applies_to" | "condition"));
    match (gains, lose, others) {
        (Some(ability), None, false) => Ok(Some(Effect::Gains { ability })),
        (None, Some(keyword), false) => Ok(Some(Effect::Lose { keyword })),
        _ => Err("an ability given is { gains = \"<use or ability>\" } and a keyword taken away { lose = \"<keyword>\" }, one of them, with nothing else but applies_to and condition (it works from play)".into()),
    }
}

/// Each ability a card's constant abilities give must be in its `lasting_grants` table.
pub(crate) fn check_gains(
    card: &str,
    path: &Path,
    statics: &[StaticAbility],
    given: &HashMap<String, Function>,
) -> Result<(), ScriptError> {
    for s in statics {
        if let Effect::Gains { ability } = &s.effect {
            if !given.contains_key(ability) {
                return Err(ScriptError {
                    card: card.to_string(),
                    file: path.to_path_buf(),
                    line: None,
                    message: format!(
                        "statics: gains = \"{ability}\": the card's `lasting_grants` table has no '{ability}'"
                    ),
                });
            }
        }
    }
    Ok(())
}

/// The names some loaded card's constant abilities give, and the keywords they take away.
pub(crate) fn given_names(scripts: &[Option<CardScript>]) -> (HashSet<String>, HashSet<String>) {
    let (mut gives, mut losable) = (HashSet::new(), HashSet::new());
    for s in scripts.iter().flatten().flat_map(|s| &s.statics) {
        match &s.effect {
            Effect::Gains { ability } => {
                gives.insert(ability.clone());
            }
            Effect::Lose { keyword } => {
                losable.insert(keyword.clone());
            }
            _ => {}
        }
    }
    (gives, losable)
}

/// The hooks `name` that constant abilities (`{ gains = name }`) and lasting effects
/// (`effect = { gains = name }`) give `object`, oldest first (RULE-GIVEN-USE-1): each its
/// source card's `lasting_grants` hook, with the object that gives it.
pub(crate) fn given_hooks(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    name: &str,
) -> Result<Vec<(Function, ObjectId)>, HookError> {
    let mut found: Vec<(Timestamp, Function, ObjectId)> =
        crate::script::lasting_grants(hooks, st, object, name)?;
    if hooks.data().gives.contains(name) {
        let wanted = |e: &Effect| matches!(e, Effect::Gains { ability } if ability == name);
        for source in sources(hooks, st) {
            for i in matching(hooks, st, source, wanted) {
                if !applies(hooks, st, source, i, object)? {
                    continue;
                }
                let data = hooks.data();
                let f = crate::script::gained::scripts_of(data, st, source)
                    .find_map(|s| s.lasting_grants.get(name).cloned());
                if let (Some(o), Some(f)) = (st.object(source), f) {
                    found.push((o.timestamp, f, source));
                }
            }
        }
    }
    found.sort_by_key(|(t, ..)| *t);
    Ok(found.into_iter().map(|(_, f, giver)| (f, giver)).collect())
}

/// Whether a constant ability takes `keyword` away from `object` now.
pub(crate) fn loses_keyword(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    keyword: &str,
) -> Result<bool, HookError> {
    if !hooks.data().losable.contains(keyword) {
        return Ok(false);
    }
    super::any_applies(
        hooks,
        st,
        object,
        |e| matches!(e, Effect::Lose { keyword: k } if k == keyword),
    )
}
