//! Lasting effects in the order of continuous effects: their stat changes and keyword
//! grants merge with the constant abilities' by timestamp (`statics::stat`,
//! `statics::has_keyword`), and their `while` conditions are the source card's
//! `conditions` functions, evaluated like a constant ability's condition.

use super::{Arg, Hooks};
use crate::core::hooks::HookError;
use crate::core::ids::{ObjectId, Timestamp};
use crate::core::lasting::{self, LastingEffect, StatOp};
use crate::core::state::GameState;
use mlua::{Function, Table};

/// Whether condition `name` of `source`'s card holds now; false if the card has none.
/// The function gets the effect's one object (`target`) after `ctx`, if it has one.
pub(crate) fn condition(
    hooks: &Hooks,
    st: &mut GameState,
    source: ObjectId,
    name: &str,
    target: Option<ObjectId>,
) -> Result<bool, HookError> {
    let f = {
        // The first of its scripts (its own, then those it gained) that names it.
        super::gained::scripts_of(hooks.data(), st, source).find_map(|script| {
            let conds: Option<Table> = script.table.raw_get("conditions").ok().flatten();
            conds.and_then(|t| t.raw_get::<Option<Function>>(name).ok().flatten())
        })
    };
    match f {
        Some(f) => {
            let arg = target.map_or(Arg::None, Arg::Object);
            hooks.call_check(st, source, "conditions", &f, arg)
        }
        None => Ok(false),
    }
}

/// The kind [`stat_changes`] gives a `fix` (the value after everything else).
pub(crate) const FIX: i64 = 2;

/// The lasting stat changes to `object`'s `stat`: (when it began, 0 for a set, 1 for
/// an increase, -1 for a reduction, [`FIX`] for a fix, the amount).
pub(crate) fn stat_changes(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    stat: &str,
) -> Result<Vec<(Timestamp, i64, i64)>, HookError> {
    if st.lasting().is_empty() {
        return Ok(Vec::new());
    }
    let db = hooks.data().db.clone();
    let found = lasting::affecting(
        &db,
        st,
        hooks,
        object,
        |e| matches!(e, LastingEffect::Stat { stat: s, .. } if s == stat),
    )?;
    Ok(found
        .into_iter()
        .filter_map(|l| match l.effect {
            LastingEffect::Stat { op, amount, .. } => {
                let kind = match op {
                    StatOp::Set => 0,
                    StatOp::Increase => 1,
                    StatOp::Reduce => -1,
                    StatOp::Fix => FIX,
                };
                Some((l.timestamp, kind, amount))
            }
            _ => None,
        })
        .collect())
}

/// Whether a lasting effect grants `object` `keyword`.
pub(crate) fn grants(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    keyword: &str,
) -> Result<bool, HookError> {
    keyword_effect(hooks, st, object, keyword, KeywordEffect::Grant)
}

/// Whether a lasting effect makes `object` lose `keyword` ("loses elusive"): while one
/// applies the object lacks the keyword, whatever else gives it.
pub(crate) fn takes_away(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    keyword: &str,
) -> Result<bool, HookError> {
    keyword_effect(hooks, st, object, keyword, KeywordEffect::Lose)
}

/// Whether any lasting effect grants `keyword` at all (a cheap test before the filters).
pub(crate) fn any_grant(st: &GameState, keyword: &str) -> bool {
    any_keyword_effect(st, keyword, KeywordEffect::Grant)
}

/// Whether any lasting effect takes `keyword` away at all (a cheap test first).
pub(crate) fn any_loss(st: &GameState, keyword: &str) -> bool {
    any_keyword_effect(st, keyword, KeywordEffect::Lose)
}

#[derive(Clone, Copy)]
enum KeywordEffect {
    Grant,
    Lose,
}

fn is_keyword_effect(e: &LastingEffect, keyword: &str, kind: KeywordEffect) -> bool {
    match (kind, e) {
        (KeywordEffect::Grant, LastingEffect::Grant { keyword: k })
        | (KeywordEffect::Lose, LastingEffect::Lose { keyword: k }) => k == keyword,
        _ => false,
    }
}

fn any_keyword_effect(st: &GameState, keyword: &str, kind: KeywordEffect) -> bool {
    st.lasting()
        .iter()
        .any(|l| is_keyword_effect(&l.effect, keyword, kind))
}

fn keyword_effect(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    keyword: &str,
    kind: KeywordEffect,
) -> Result<bool, HookError> {
    if !any_keyword_effect(st, keyword, kind) {
        return Ok(false);
    }
    let db = hooks.data().db.clone();
    let found = lasting::affecting(&db, st, hooks, object, |e| {
        is_keyword_effect(e, keyword, kind)
    })?;
    Ok(!found.is_empty())
}

/// Whether a lasting effect or a constant ability makes `object` lose all its abilities now.
pub(crate) fn lost_abilities(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
) -> Result<bool, HookError> {
    Ok(abilities_lost_at(hooks, st, object)?.is_some())
}

/// When the newest effect that makes `object` lose all its abilities began — a lasting
/// effect, or a constant ability (its source's timestamp) — if one applies now: abilities
/// it gains from effects that began later are its own again ("loses all other abilities").
pub(crate) fn abilities_lost_at(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
) -> Result<Option<Timestamp>, HookError> {
    let by_lasting = lasting_loss_at(hooks, st, object)?;
    let by_static = super::statics::abilities_taken_at(hooks, st, object)?;
    Ok(by_lasting.max(by_static))
}

/// When the newest lasting effect that makes `object` lose all its abilities began, if
/// one applies now (constant abilities aside).
pub(crate) fn lasting_loss_at(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
) -> Result<Option<Timestamp>, HookError> {
    let is_loss = |e: &LastingEffect| matches!(e, LastingEffect::LoseAbilities);
    if !st.lasting().iter().any(|l| is_loss(&l.effect)) {
        return Ok(None);
    }
    let db = hooks.data().db.clone();
    let found = lasting::affecting(&db, st, hooks, object, is_loss)?;
    Ok(found.iter().map(|l| l.timestamp).max())
}

/// Whether a lasting effect that began after `since` grants `object` `keyword`.
pub(crate) fn grants_since(
    hooks: &Hooks,
    st: &mut GameState,
    object: ObjectId,
    keyword: &str,
    since: Timestamp,
) -> Result<bool, HookError> {
    if !any_grant(st, keyword) {
        return Ok(false);
    }
    let db = hooks.data().db.clone();
    let found = lasting::affecting(&db, st, hooks, object, |e| {
        is_keyword_effect(e, keyword, KeywordEffect::Grant)
    })?;
    Ok(found.iter().any(|l| l.timestamp > since))
}

/// Whether any lasting effect or constant ability may take all abilities away at all (a
/// cheap test first).
pub(crate) fn any_loss_of_abilities(hooks: &Hooks, st: &GameState) -> bool {
    !super::statics::blanking_sources(hooks, st).is_empty()
        || st
            .lasting()
            .iter()
            .any(|l| matches!(l.effect, LastingEffect::LoseAbilities))
}
