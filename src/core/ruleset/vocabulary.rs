//! The ruleset's vocabulary for card text: where the named verbs put things ("discard",
//! "banish", "purge") and where tokens may exist. The core names no zone; a ruleset
//! without an entry has no such verb, and a script using it gets a clear error.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Vocabulary {
    /// Where a discarded card goes (`ctx:discard`: Grand Archive's graveyard, KeyForge's
    /// discard pile).
    pub discard: Option<String>,
    /// Where a banished card goes (`ctx:banish`: Grand Archive's banishment, KeyForge's
    /// purged zone).
    pub banish: Option<String>,
    /// The zones a token may exist in; a token that goes anywhere else ceases to exist.
    /// Empty: tokens exist anywhere.
    pub token_zones: Vec<String>,
    /// Where a token is created when the script names no zone (a zone in play).
    pub token_zone: Option<String>,
    /// The zone `ctx:glimpse` and `ctx:search` look at when they name none (a deck).
    pub deck: Option<String>,
    /// A printed keyword whose objects enter the zones in play rested (Grand Archive's
    /// Hindered: "this object enters the field rested"). Entering rested is not resting:
    /// no `rested` event, nothing triggers on it.
    pub enters_rested: Option<String>,
    /// The game's own words for what narration and the tools say, by the engine's word:
    /// `rests`, `wakes up`, `rested`, `activation`, and counter ids (`amber: "æmber"`).
    /// A word not listed is said as the engine says it.
    pub words: BTreeMap<String, String>,
}

impl Vocabulary {
    /// Every zone name it mentions, for validation.
    pub fn zones(&self) -> impl Iterator<Item = &str> {
        [&self.discard, &self.banish, &self.token_zone, &self.deck]
            .into_iter()
            .flatten()
            .chain(&self.token_zones)
            .map(String::as_str)
    }

    /// The game's word for `engine_word` (itself when the ruleset gives none).
    pub fn word<'a>(&'a self, engine_word: &'a str) -> &'a str {
        self.words
            .get(engine_word)
            .map_or(engine_word, String::as_str)
    }
}
