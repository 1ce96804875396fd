//! What each player did this turn: the cards they played, the uses they made and the
//! player costs they bought, in order. Card text asks about it ("if you have not played
//! any other card this turn", "if you forged a key this turn"). Part of the position
//! (hashed, saved with each snapshot: a few entries a turn), emptied as each turn begins.

use super::GameState;
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use serde::{Deserialize, Serialize};

/// What kind of act a record is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ActKind {
    /// A card played (its activation completed).
    Played,
    /// An object used the way one of the ruleset's uses says (as its `used` event
    /// records it).
    Used,
    /// A player cost paid for what it buys (KeyForge: a key forged).
    Bought,
}

impl ActKind {
    pub fn name(self) -> &'static str {
        match self {
            ActKind::Played => "played",
            ActKind::Used => "used",
            ActKind::Bought => "bought",
        }
    }

    pub fn parse(s: &str) -> Option<ActKind> {
        [ActKind::Played, ActKind::Used, ActKind::Bought]
            .into_iter()
            .find(|k| k.name() == s)
    }
}

/// One act of this turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TurnAct {
    pub player: PlayerId,
    pub kind: ActKind,
    /// The card played or the object used, with its generation then (the same object
    /// only while the generation is unchanged); none for a purchase.
    pub object: Option<(ObjectId, u32)>,
    pub card: Option<CardIdx>,
    /// The use made, or the player cost bought; empty for a play.
    pub what: String,
}

impl GameState {
    /// This turn's acts, oldest first.
    pub fn turn_acts(&self) -> &[TurnAct] {
        &self.turn_acts
    }

    /// A new turn: nothing done yet.
    pub(crate) fn clear_turn_acts(&mut self) {
        self.turn_acts.clear();
    }

    /// Records an act of `player` with `object` (played or used) as the object is now.
    pub(crate) fn record_act(
        &mut self,
        player: PlayerId,
        kind: ActKind,
        object: Option<ObjectId>,
        what: &str,
    ) {
        let found = object.and_then(|id| self.object(id).map(|o| (id, o.generation, o.card)));
        self.turn_acts.push(TurnAct {
            player,
            kind,
            object: found.map(|(id, g, _)| (id, g)),
            card: found.map(|(_, _, c)| c),
            what: what.to_string(),
        });
    }
}
