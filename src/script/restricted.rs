//! Keywords under a restriction (`restricted_keywords` in a card's data): the card has
//! the keyword only while the rules-script term naming the restriction holds for it, in
//! every zone (Grand Archive's "[Class Bonus] Floating Memory"; CR, Class Bonus 3-4).

use super::{Arg, Hooks, ScriptError};
use crate::core::hooks::HookError;
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use mlua::Function;
use std::collections::{HashMap, HashSet};

/// The rules-script terms by name, and the keywords some card has under one of them.
type Restrictions = (HashMap<String, Function>, HashSet<String>);

/// The restriction terms the cards name, looked up once in the rules script's `rules`
/// table, and every keyword some card has under a restriction. A term the rules script
/// does not define is an error at the card's data entry.
pub(super) fn terms(
    db: &CardDb,
    rules: Option<&mlua::Table>,
) -> Result<Restrictions, Vec<ScriptError>> {
    let mut terms = HashMap::new();
    let mut keywords = HashSet::new();
    let mut errors = Vec::new();
    for (i, card) in db.cards.iter().enumerate() {
        for (term, listed) in &card.restricted_keywords {
            keywords.extend(listed.iter().cloned());
            if terms.contains_key(term) {
                continue;
            }
            match rules.and_then(|t| t.raw_get::<Option<Function>>(term.as_str()).ok().flatten()) {
                Some(f) => {
                    terms.insert(term.clone(), f);
                }
                None => {
                    let source = db.source(crate::core::ids::CardIdx(i as u32));
                    errors.push(ScriptError {
                        card: card.id.clone(),
                        file: source.data_file.clone(),
                        line: Some(source.line as u32),
                        message: format!(
                            "restricted_keywords names the restriction '{term}', but the rules script defines no rule '{term}' (expected a function in its `rules` table)"
                        ),
                    });
                }
            }
        }
    }
    if errors.is_empty() {
        Ok((terms, keywords))
    } else {
        Err(errors)
    }
}

/// Whether `object`'s card has `keyword` under a restriction that holds now.
pub(super) fn has(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    keyword: &str,
) -> Result<bool, HookError> {
    let found: Vec<Function> = {
        let data = hooks.data();
        if !data.restricted.contains(keyword) {
            return Ok(false);
        }
        let Some(o) = st.object(object) else {
            return Ok(false);
        };
        data.db
            .card(o.card)
            .restricted_keywords
            .iter()
            .filter(|(_, listed)| listed.iter().any(|k| k == keyword))
            .filter_map(|(term, _)| data.restrictions.get(term).cloned())
            .collect()
    };
    for f in found {
        let holds: mlua::Value =
            hooks.call_check(st, object, "restricted_keywords", &f, Arg::None)?;
        if !matches!(holds, mlua::Value::Nil | mlua::Value::Boolean(false)) {
            return Ok(true);
        }
    }
    Ok(false)
}
