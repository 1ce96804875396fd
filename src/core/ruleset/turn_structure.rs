//! The turn structure a ruleset declares: its phases, what each does, the declarations a
//! turn asks for.

use super::ObjectFilter;
use serde::{Deserialize, Serialize};

/// The phases of a turn, in order.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnStructure {
    pub phases: Vec<PhaseDef>,
    /// The phase a set-up position (a scenario) starts in unless it names one.
    pub start_phase: String,
    /// Phases every player skips on their first turn.
    #[serde(default)]
    pub first_turn_skips: Vec<String>,
    /// Phases the player taking the game's very first turn also skips.
    #[serde(default)]
    pub first_player_skips: Vec<String>,
    /// Actions at the start of each player's first turn (put a level 0 champion onto
    /// the field): special game actions, which no replacement effect meets.
    #[serde(default)]
    pub first_turn_actions: Vec<TurnAction>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhaseDef {
    pub id: String,
    /// Turn-based actions at the beginning of the phase; nobody can respond.
    #[serde(default)]
    pub actions: Vec<TurnAction>,
    /// The turn player receives opportunity once the actions are done.
    #[serde(default)]
    pub opportunity: bool,
    /// The turn player may materialize here (and only then does opportunity arise).
    #[serde(default)]
    pub materialize: bool,
    /// Turn-based actions when the phase ends (after the last round of passes).
    #[serde(default)]
    pub end_actions: Vec<TurnAction>,
    /// The turn player must declare a value here (KeyForge's house); declaring ends the
    /// phase.
    #[serde(default)]
    pub declare: Option<DeclareDef>,
    /// The turn player only chooses here: take one of the player actions this phase
    /// allows (a `player_actions` entry naming it), which ends the phase, or pass. Nothing
    /// else may be done in the phase (KeyForge: "you may pick up your archives").
    #[serde(default)]
    pub choice: bool,
    /// The phase happens only while this zone of the turn player's holds a card: nothing
    /// is asked about an empty zone.
    #[serde(default)]
    pub if_cards_in: Option<String>,
}

/// A value the turn player declares for the turn.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeclareDef {
    pub name: String,
    /// The choices: the values of this card attribute among the player's own cards.
    pub attribute: String,
}

/// A turn-based action, done for the turn player.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub enum TurnAction {
    /// Wake every rested object in the zone.
    WakeAll { zone: String },
    /// Move every card from one zone to another (recollection: memory -> hand).
    MoveAll { from: String, to: String },
    /// Draw cards.
    Draw(u32),
    /// Every player's player counter of this name goes back to 0 (what lasts a turn).
    ClearCounter(String),
    /// Draw until the hand holds this many cards.
    DrawUpTo(u32),
    /// If the turn player can pay the player cost `id` (one of the ruleset's
    /// `player_costs`, as cards modify it), they pay it and gain what it buys
    /// (KeyForge: forge a key).
    Buy(String),
    /// Draw until the hand holds `count` cards, fewer by what the player's counter takes
    /// away (`fewer`, KeyForge's chains). With `value`, `count` is the base of that
    /// player value (KeyForge's "hand_size"), which constant abilities with `value = id`
    /// modify as they modify a cost (`player_cost::value`).
    Refill {
        count: u32,
        #[serde(default)]
        value: Option<String>,
        #[serde(default)]
        fewer: Option<DrawPenalty>,
    },
    /// If the turn player has `amount` of `counter`, they spend it and gain one `gain`.
    Exchange {
        counter: String,
        amount: i64,
        gain: String,
    },
    /// Put the first `count` cards matching `filter` from one zone into another; not a
    /// play (nothing goes on the stack).
    Put {
        from: String,
        to: String,
        #[serde(default)]
        filter: Box<ObjectFilter>,
        count: u32,
    },
}

/// A player counter that makes a player draw fewer cards when refilling their hand: one
/// fewer for each value of `at` the counter has reached (KeyForge's chains: 1, 7, 13,
/// 19). Each time it makes them draw fewer, the counter goes down by `shed`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct DrawPenalty {
    pub counter: String,
    pub at: Vec<i64>,
    pub shed: i64,
}
