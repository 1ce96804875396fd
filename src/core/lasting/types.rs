//! Type changes (CR, Layers: B): a lasting effect that makes an object become other card
//! types ("becomes a champion"), read wherever types are read through the behaviours; and
//! attribute changes ("it belongs to house Mars"), read wherever attributes are.

use super::{affecting, LastingEffect};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;

/// Whether any lasting effect changes an object's types (a cheap test before filters).
pub fn any_type_change(st: &GameState) -> bool {
    st.lasting()
        .iter()
        .any(|l| matches!(l.effect, LastingEffect::Become { .. }))
}

/// `object`'s card types and subtypes now: the printed ones, then each lasting effect that
/// makes it become something, oldest first (each sets the types anew, adds its subtypes).
pub fn types_of(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
) -> Result<(Vec<String>, Vec<String>), HookError> {
    let Some(card) = st.object(object).map(|o| db.card(o.card)) else {
        return Ok((Vec::new(), Vec::new()));
    };
    let (mut types, mut subtypes) = (card.types.clone(), card.subtypes.clone());
    if !any_type_change(st) {
        return Ok((types, subtypes));
    }
    let found = affecting(db, st, hooks, object, |e| {
        matches!(e, LastingEffect::Become { .. })
    })?;
    for l in found {
        if let LastingEffect::Become {
            types: t,
            subtypes: s,
        } = l.effect
        {
            // No types: the object keeps its own and only gains the subtypes.
            if !t.is_empty() {
                types = t;
            }
            for x in s {
                if !subtypes.contains(&x) {
                    subtypes.push(x);
                }
            }
        }
    }
    Ok((types, subtypes))
}

/// Whether any lasting effect changes an object's attributes (a cheap test before filters).
pub fn any_attribute_change(st: &GameState) -> bool {
    st.lasting()
        .iter()
        .any(|l| matches!(l.effect, LastingEffect::Attribute { .. }))
}

/// `object`'s attribute `name` now: the printed one (a card played as a copy keeps its
/// own), unless lasting effects change it; the newest of those wins. Values added besides
/// it (`also`) are [`attribute_values`]'.
pub fn attribute_of(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    name: &str,
) -> Result<Option<String>, HookError> {
    Ok(attribute_changes(db, st, hooks, object, name)?.0)
}

/// Every value of `object`'s attribute `name` now: [`attribute_of`]'s, then those lasting
/// effects add besides it (`also`: "in addition to its other houses"), oldest first, each
/// once.
pub fn attribute_values(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    name: &str,
) -> Result<Vec<String>, HookError> {
    let (main, added) = attribute_changes(db, st, hooks, object, name)?;
    let mut out: Vec<String> = main.into_iter().collect();
    for v in added {
        if !out.contains(&v) {
            out.push(v);
        }
    }
    Ok(out)
}

/// The attribute that replaces the printed one (or the printed one), and the values added.
fn attribute_changes(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    name: &str,
) -> Result<(Option<String>, Vec<String>), HookError> {
    let Some(o) = st.object(object) else {
        return Ok((None, Vec::new()));
    };
    let printed = o.printed_attribute(db, name).cloned();
    if !any_attribute_change(st) {
        return Ok((printed, Vec::new()));
    }
    let found = affecting(
        db,
        st,
        hooks,
        object,
        |e| matches!(e, LastingEffect::Attribute { name: n, .. } if n == name),
    )?;
    let controller = st.object(object).map(|o| o.controller);
    let (mut main, mut added) = (None, Vec::new());
    for l in found {
        if let LastingEffect::Attribute {
            value,
            while_controlled,
            also,
            ..
        } = l.effect
        {
            if while_controlled && controller != Some(l.controller) {
                continue;
            }
            if also {
                added.push(value);
            } else {
                main = Some(value);
            }
        }
    }
    Ok((main.or(printed), added))
}

/// Whether `object` is now of a card type `wanted` accepts: every rule of the core reads
/// types through here, so an object an effect made become a champion is one wherever a
/// rule asks (GA-TYPES-NOW-1). With no type change in play it reads the printed card.
pub fn is_type(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    wanted: impl Fn(&str) -> bool,
) -> Result<bool, HookError> {
    let Some(o) = st.object(object) else {
        return Ok(false);
    };
    if !any_type_change(st) {
        return Ok(db.card(o.card).types.iter().any(|t| wanted(t)));
    }
    Ok(types_of(db, st, hooks, object)?.0.iter().any(|t| wanted(t)))
}

/// [`is_type`] where no error can be reported (the game state checks, moving a card): a
/// type change whose condition fails to evaluate is read as not applying.
pub fn is_type_or_printed(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    wanted: impl Fn(&str) -> bool,
) -> bool {
    let printed = st
        .object(object)
        .is_some_and(|o| db.card(o.card).types.iter().any(|t| wanted(t)));
    is_type(db, st, hooks, object, wanted).unwrap_or(printed)
}
