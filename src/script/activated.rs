//! A card script's `activated` table: the hooks of the activated abilities its card
//! declares (`abilities` in its data), by ability id.

use super::ScriptError;
use crate::core::ruleset::{ActivatedAbility, CardDb, CardDef};
use mlua::{Function, Table, Value};
use std::collections::HashMap;
use std::path::Path;

/// The hooks of one activated ability: as a card's, for the ability alone.
#[derive(Clone, Default)]
pub(crate) struct AbilityHooks {
    pub modes: Option<Function>,
    pub targets: Option<Function>,
    pub legal: Option<Function>,
    pub resolve: Option<Function>,
}

const KEYS: &[&str] = &["modes", "targets", "legal", "resolve"];

/// Reads `activated` from a card's hook table. Every id must be one of the card's
/// `abilities`, and every ability the card declares must have its `resolve` here.
pub(crate) fn parse(
    card: &CardDef,
    path: &Path,
    table: &Table,
) -> Result<HashMap<String, AbilityHooks>, ScriptError> {
    parse_declared(&card.id, &card.abilities, path, table)
}

/// `parse` for a rules script, whose abilities are the ruleset's `counter_abilities`.
pub(crate) fn parse_rules(
    db: &CardDb,
    path: &Path,
    table: &Table,
) -> Result<HashMap<String, AbilityHooks>, ScriptError> {
    let declared: Vec<ActivatedAbility> = db
        .ruleset
        .counter_abilities
        .iter()
        .map(|c| c.ability.clone())
        .collect();
    parse_declared("rules", &declared, path, table)
}

fn parse_declared(
    owner: &str,
    declared: &[ActivatedAbility],
    path: &Path,
    table: &Table,
) -> Result<HashMap<String, AbilityHooks>, ScriptError> {
    let fail = |message: String| ScriptError {
        card: owner.to_string(),
        file: path.to_path_buf(),
        line: None,
        message,
    };
    let mut out = HashMap::new();
    let list = match table.raw_get::<Value>("activated") {
        Ok(Value::Nil) => None,
        Ok(Value::Table(t)) => Some(t),
        _ => {
            return Err(fail(
                "'activated' must be a table of abilities by id".into(),
            ))
        }
    };
    let mut pairs: Vec<(String, Value)> = Vec::new();
    if let Some(list) = list {
        for pair in list.pairs::<String, Value>() {
            pairs.push(pair.map_err(|e| fail(format!("activated: bad key: {e}")))?);
        }
    }
    pairs.sort_by(|a, b| a.0.cmp(&b.0));
    for (id, v) in pairs {
        if !declared.iter().any(|a| a.id == id) {
            let known: Vec<&str> = declared.iter().map(|a| a.id.as_str()).collect();
            return Err(fail(format!(
                "activated.{id}: no ability is declared as '{id}' (it declares: {})",
                if known.is_empty() {
                    "none".to_string()
                } else {
                    known.join(", ")
                }
            )));
        }
        let Value::Table(t) = v else {
            return Err(fail(format!("activated.{id} must be a table of hooks")));
        };
        let mut hooks = AbilityHooks::default();
        for pair in t.pairs::<String, Value>() {
            let (k, f) = pair.map_err(|e| fail(format!("activated.{id}: bad key: {e}")))?;
            let Value::Function(f) = f else {
                return Err(fail(format!("activated.{id}.{k} must be a function")));
            };
            match k.as_str() {
                "modes" => hooks.modes = Some(f),
                "targets" => hooks.targets = Some(f),
                "legal" => hooks.legal = Some(f),
                "resolve" => hooks.resolve = Some(f),
                _ => {
                    return Err(fail(format!(
                        "activated.{id}: unknown hook '{k}'; expected one of {}",
                        KEYS.join(", ")
                    )))
                }
            }
        }
        out.insert(id, hooks);
    }
    if let Some(a) = declared
        .iter()
        .find(|a| out.get(&a.id).is_none_or(|h| h.resolve.is_none()))
    {
        return Err(fail(format!(
            "the activated ability '{}' is declared but the script has no activated.{}.resolve",
            a.id, a.id
        )));
    }
    Ok(out)
}
