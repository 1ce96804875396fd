//! Damage prevention by lasting effects: "can't be dealt damage", shields, instance and
//! continuous preventions (replacement effects on damage).

use super::{affecting, forbidding, LastingEffect};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, Timestamp};
use crate::core::replacement::{Change, Replacement};
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;

/// The lasting effect that prevents `change`, if one does: damage to an object that
/// can't be dealt damage.
pub fn prevents(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    change: &Change,
) -> Result<Option<(ObjectId, String)>, HookError> {
    let Change::Damage { object, amount, .. } = change else {
        return Ok(None);
    };
    if st.lasting().is_empty() || *amount <= 0 {
        return Ok(None);
    }
    Ok(forbidding(db, st, hooks, *object, "damage")?.map(|l| {
        (
            l.source,
            format!("{}: can't be dealt damage", db.card(l.card).name),
        )
    }))
}

/// The prevention effects that could apply to `change` (damage to an object), as
/// replacement effects, oldest first. A shield does not meet unpreventable damage; an
/// instance prevention does, and prevents none of it.
pub fn preventions(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    change: &Change,
) -> Result<Vec<Replacement>, HookError> {
    let Change::Damage {
        object,
        amount,
        combat,
        unpreventable,
        ..
    } = change
    else {
        return Ok(Vec::new());
    };
    let any = st
        .lasting()
        .iter()
        .any(|l| matches!(l.effect, LastingEffect::Prevent { .. }));
    if !any || *amount <= 0 {
        return Ok(Vec::new());
    }
    let found = affecting(db, st, hooks, *object, |e| {
        matches!(e, LastingEffect::Prevent { instance, combat: kind, exactly, .. }
            if kind.is_none_or(|k| k == *combat) && (*instance || !*unpreventable)
                && exactly.is_none_or(|x| x == *amount))
    })?;
    Ok(found
        .into_iter()
        .map(|l| {
            let what = match l.effect {
                LastingEffect::Prevent {
                    exactly: Some(x), ..
                } => format!("prevent the next damage of exactly {x}"),
                LastingEffect::Prevent {
                    keep: Some(k),
                    instance,
                    ..
                } => format!(
                    "prevent all but {k} of {}",
                    if instance {
                        "the next damage"
                    } else {
                        "the damage"
                    }
                ),
                LastingEffect::Prevent {
                    amount: Some(n),
                    each: true,
                    ..
                } => format!("prevent {n} of each damage"),
                LastingEffect::Prevent {
                    amount: Some(n),
                    instance: false,
                    ..
                } => format!("prevent the next {n} damage"),
                LastingEffect::Prevent {
                    amount: Some(n), ..
                } => format!("prevent {n} of the next damage"),
                _ => "prevent the damage".to_string(),
            };
            Replacement {
                source: l.source,
                index: 0,
                label: format!("{what} ({})", db.card(l.card).name),
                timestamp: l.timestamp,
                lasting: Some(l.timestamp),
            }
        })
        .collect())
}

/// Applies the prevention effect that began at `began` to `change`: what is left of the
/// damage (nothing if all of it was prevented: prevented damage does not happen). A
/// shield is spent by what it prevented and ends when empty; an instance prevention
/// ends; an `each` prevention stays.
pub fn prevent(st: &mut GameState, began: Timestamp, change: &Change) -> Vec<Change> {
    let Change::Damage {
        object,
        amount,
        unpreventable,
        ..
    } = change
    else {
        return vec![change.clone()];
    };
    let mut list = st.lasting().to_vec();
    let Some(at) = list.iter().position(|l| l.timestamp == began) else {
        return vec![change.clone()];
    };
    let controller = list[at].controller;
    let LastingEffect::Prevent {
        amount: shield,
        instance,
        each,
        counters,
        keep,
        draw,
        ..
    } = &mut list[at].effect
    else {
        return vec![change.clone()];
    };
    let counters = counters.clone();
    let draw = draw.map(|n| (controller, n));
    let prevented = if *unpreventable {
        0
    } else {
        let most = keep.map_or(*amount, |k| (*amount - k).max(0));
        shield.map_or(most, |n| n.min(most))
    };
    let spent = *instance || (!*each && shield.is_some_and(|n| n <= prevented));
    if let Some(n) = shield.as_mut().filter(|_| !*each) {
        *n -= prevented;
    }
    if spent {
        list.remove(at);
    }
    st.set_lasting(list);
    let mut out = Vec::new();
    if let Some(counter) = counters.filter(|_| prevented > 0) {
        out.push(Change::Counter {
            object: *object,
            counter,
            amount: prevented,
            cause: None,
            by: None,
        });
    }
    if let Some((player, count)) = draw.filter(|_| prevented > 0) {
        out.push(Change::Draw { player, count });
    }
    let mut left = change.clone();
    if let Change::Damage { amount, .. } = &mut left {
        *amount -= prevented;
        if *amount > 0 {
            out.insert(0, left);
        }
    }
    out
}
