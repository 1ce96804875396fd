//! What each player did this turn and the turn before: the cards they played, the uses
//! they made and the player costs they bought, in order, and what befell their cards
//! (destroyed, discarded, counters lost or put on them by a named cause). Card text asks about it ("if you
//! have not played any other card this turn", "if your opponent forged a key on their
//! previous turn"). Part of the position (hashed, saved with each snapshot: a few entries
//! a turn); as each turn begins only the turn just ended is kept.

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
    /// An action the ruleset declares that belongs to no card (KeyForge: the tide raised
    /// by its player action).
    Took,
    /// One of the player's objects was destroyed (it was under their control then):
    /// "if an enemy creature was destroyed this turn".
    Destroyed,
    /// A card of the player's was discarded; `what` names the zone it left ("if its
    /// controller discarded a card this turn" counts only the hand).
    Discarded,
    /// One of the player's counters went down by a change card text named; `what` is its
    /// cause ("steal": "if your opponent stole æmber from you on their previous turn").
    Lost,
    /// One of the player's units dealt combat damage; `what` is the amount dealt ("as
    /// long as your champion has dealt 3 or more combat damage this turn").
    Dealt,
    /// Counters were put on one of the player's objects (under their control then) by a
    /// change card text named; `what` is its cause ("exalt": "if you exalted a friendly
    /// creature this turn").
    Placed,
    /// The player declared an attack with a unit (Grand Archive): `object` the attacking
    /// unit ("declares an attack for the third time each turn"). An attack card's attack
    /// is its unit's declaration.
    Attacked,
}

impl ActKind {
    pub fn name(self) -> &'static str {
        match self {
            ActKind::Played => "played",
            ActKind::Used => "used",
            ActKind::Bought => "bought",
            ActKind::Took => "took",
            ActKind::Destroyed => "destroyed",
            ActKind::Discarded => "discarded",
            ActKind::Lost => "lost",
            ActKind::Dealt => "dealt",
            ActKind::Attacked => "attacked",
            ActKind::Placed => "placed",
        }
    }

    pub fn parse(s: &str) -> Option<ActKind> {
        [
            ActKind::Played,
            ActKind::Used,
            ActKind::Bought,
            ActKind::Took,
            ActKind::Destroyed,
            ActKind::Discarded,
            ActKind::Lost,
            ActKind::Dealt,
            ActKind::Attacked,
            ActKind::Placed,
        ]
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
    /// The kind of what was bought, once its buyer chose it (`PlayerCostDef::one_of`:
    /// KeyForge's key colour).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chosen: Option<String>,
    /// The turn it was done in (`GameState::turn`).
    #[serde(default)]
    pub turn: u32,
}

impl GameState {
    /// This turn's acts, oldest first.
    pub fn turn_acts(&self) -> &[TurnAct] {
        let start = self.turn_acts.partition_point(|a| a.turn < self.turn);
        &self.turn_acts[start..]
    }

    /// The previous turn's acts, oldest first ("on their previous turn").
    pub fn last_turn_acts(&self) -> &[TurnAct] {
        let start = self
            .turn_acts
            .partition_point(|a| a.turn.saturating_add(1) < self.turn);
        let end = self.turn_acts.partition_point(|a| a.turn < self.turn);
        &self.turn_acts[start..end]
    }

    /// A new turn: nothing done yet; only the turn just ended is kept.
    pub(crate) fn clear_turn_acts(&mut self) {
        let turn = self.turn;
        self.turn_acts.retain(|a| a.turn.saturating_add(1) >= turn);
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
            chosen: None,
            turn: self.turn,
        });
    }

    /// The kind of `player`'s latest purchase of `cost` this turn is `kind`.
    pub(crate) fn record_bought_kind(&mut self, player: PlayerId, cost: &str, kind: &str) {
        let turn = self.turn;
        let last = self.turn_acts.iter_mut().rev().find(|a| {
            a.turn == turn && a.player == player && a.kind == ActKind::Bought && a.what == cost
        });
        if let Some(act) = last {
            act.chosen = Some(kind.to_string());
        }
    }
}
