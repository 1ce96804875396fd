//! Spending counted lasting permissions ("you may play one non-Logos card this turn").

use super::{affecting, Lasting, LastingEffect};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, ZoneRef};

/// Spends one use of the oldest lasting permission for `object` to do `action` that has
/// a count (`Allow { uses }`), ending it when it has no use left. Returns whether one
/// was spent.
pub fn spend_allowance(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    action: &str,
) -> Result<bool, HookError> {
    // A play permission is for the card as it was played, on the stack: by the time its
    // play spends it, a creature or artifact has entered play (KF-AOA3-PLAYUSE-2).
    let was = st.object(object).map(|o| o.zone);
    let replay = action == "activate" && was.is_some_and(|z| z != ZoneRef::Stack);
    if replay {
        if let Some(o) = st.object_mut(object) {
            o.zone = ZoneRef::Stack;
        }
    }
    let found = affecting(
        db,
        st,
        hooks,
        object,
        |e| matches!(e, LastingEffect::Allow { action: a, uses: Some(_), .. } if a == action),
    );
    if let (true, Some(z), Some(o)) = (replay, was, st.object_mut(object)) {
        o.zone = z;
    }
    let found = found?;
    let Some(spent) = found.into_iter().next() else {
        return Ok(false);
    };
    let mut list = st.lasting().to_vec();
    let spend = |list: &mut Vec<Lasting>, i: usize| match &mut list[i].effect {
        LastingEffect::Allow { uses: Some(n), .. } if *n > 1 => *n -= 1,
        _ => {
            list.remove(i);
        }
    };
    if let Some(i) = list.iter().position(|l| *l == spent) {
        spend(&mut list, i);
    }
    if let LastingEffect::Allow {
        pool: Some(pool),
        action,
        ..
    } = &spent.effect
    {
        let mut done = vec![action.clone()];
        // The oldest first: pooled permissions are made together, so they are spent together.
        while let Some(i) = list.iter().position(|l| {
            l.source == spent.source
                && matches!(&l.effect, LastingEffect::Allow { pool: Some(p), action: a, uses: Some(_) }
                    if p == pool && !done.contains(a))
        }) {
            if let LastingEffect::Allow { action: a, .. } = &list[i].effect {
                done.push(a.clone());
            }
            spend(&mut list, i);
        }
    }
    st.set_lasting(list);
    Ok(true)
}
