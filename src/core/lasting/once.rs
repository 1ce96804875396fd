//! "The next card you play ...": lasting effects waiting for the next play that matches
//! them, claimed by it, and carried along as that play puts the card into play.

use super::{applies, LastingTarget};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;

/// `object` has just been played: every effect waiting for the next play it matches
/// ("once") is claimed by it and affects it alone from now on — as long as it stays the
/// same object, so a card that leaves play and is played again is not affected twice.
/// Returns whether any was claimed: [`follow_into_play`] then carries them along as the
/// play puts the card into play.
pub fn claim_once(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
) -> Result<bool, HookError> {
    if !st.lasting().iter().any(|l| l.once) {
        return Ok(false);
    }
    let Some(generation) = st.object(object).map(|o| o.generation) else {
        return Ok(false);
    };
    let mut list = st.lasting().to_vec();
    let mut claimed = false;
    for l in list.iter_mut().filter(|l| l.once) {
        if applies(db, st, hooks, l, object)? {
            l.target = LastingTarget::Object {
                id: object,
                generation,
            };
            l.once = false;
            claimed = true;
        }
    }
    if claimed {
        st.set_lasting(list);
    }
    Ok(claimed)
}

/// The play that claimed "next card you play" effects put the card into play (a new
/// generation): those effects go on affecting it there, as it resolves ("the next card
/// you play has its bonus icons resolved again": KeyForge's Fission Bloom).
pub fn follow_into_play(st: &mut GameState, object: ObjectId, played_as: u32) {
    let Some(now) = st.object(object).map(|o| o.generation) else {
        return;
    };
    if now == played_as {
        return;
    }
    let mut list = st.lasting().to_vec();
    let mut moved = false;
    for l in &mut list {
        if l.target
            == (LastingTarget::Object {
                id: object,
                generation: played_as,
            })
        {
            l.target = LastingTarget::Object {
                id: object,
                generation: now,
            };
            moved = true;
        }
    }
    if moved {
        st.set_lasting(list);
    }
}
