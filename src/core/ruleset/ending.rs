//! The ruleset's data for how games end and how decks are built: defeat conditions
//! (`core::game_end` checks them), what drawing from an empty deck does, and the deck
//! building rules a deck file is checked against (`load::deck`).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a player loses, besides an opponent reaching the ruleset's victory.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Defeat {
    /// A player who controlled an object of these types in a zone and controls none any
    /// more loses (Grand Archive: their champion died or left the field).
    pub without: Vec<Without>,
    /// What a player who must draw from an empty deck does.
    pub empty_draw: EmptyDraw,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Without {
    /// The rule's name, given as the reason the game ended.
    pub reason: String,
    pub zone: String,
    /// Types of which the object has at least one.
    pub types: Vec<String>,
}

/// A draw from an empty deck.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub enum EmptyDraw {
    /// Nothing is drawn.
    #[default]
    Nothing,
    /// The player loses (Grand Archive's decking out); `reason` names the rule.
    Lose { reason: String },
    /// The player shuffles the zone `from` into the deck, then draws (KeyForge's
    /// discard pile).
    Reshuffle { from: String },
}

/// Deck building: the sections a deck file has and what each must hold.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckRules {
    pub sections: Vec<DeckSection>,
    /// Across every section, cards' values of this attribute must number exactly
    /// `count` (KeyForge: three houses).
    #[serde(default)]
    pub distinct: Option<Distinct>,
    /// Cards each player starts with in hand, taken from the top of their shuffled deck
    /// (the ruleset's `draw_from`) when a game starts from decks.
    #[serde(default)]
    pub opening_hand: Option<OpeningHand>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OpeningHand {
    pub count: u32,
    /// Cards the player taking the first turn draws on top (KeyForge: one).
    #[serde(default)]
    pub first_player_extra: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DeckSection {
    /// The section's name in a deck file (`main`, `material`, `party`).
    pub id: String,
    /// The zone its cards start the game in.
    pub zone: String,
    /// Card `deck` values allowed here (the ruleset's `decks` ids); empty: any.
    #[serde(default)]
    pub decks: Vec<String>,
    /// Card types allowed here; empty: any.
    #[serde(default)]
    pub types: Vec<String>,
    #[serde(default)]
    pub min: Option<u32>,
    #[serde(default)]
    pub max: Option<u32>,
    /// Copies of one card name at most.
    #[serde(default)]
    pub copies: Option<u32>,
    /// Cards with a printed keyword at most, by keyword (Grand Archive's Divine Relic: one
    /// such card in a material deck).
    #[serde(default)]
    pub keyword_max: BTreeMap<String, u32>,
    /// At least one card must have all these types and printed stats (Grand Archive: a
    /// level 0 champion in the material deck).
    #[serde(default)]
    pub requires: Option<Requirement>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Requirement {
    pub types: Vec<String>,
    #[serde(default)]
    pub stats: BTreeMap<String, i64>,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Distinct {
    pub attribute: String,
    pub count: u32,
}
