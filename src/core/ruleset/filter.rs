//! Object filters: the declarative description of objects that costs, targets and
//! script queries share.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Whose objects a filter accepts, relative to the player asking.
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize, PartialEq, Eq, Hash)]
pub enum Who {
    #[default]
    Any,
    You,
    Opponent,
}

/// A declarative description of objects, shared by costs, targets and script queries.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields, default)]
pub struct ObjectFilter {
    pub zone: Option<String>,
    pub controller: Who,
    /// Types the object must all have.
    pub types: Vec<String>,
    /// Types of which the object must have at least one ("a unit": champion or ally).
    pub any_types: Vec<String>,
    pub subtypes: Vec<String>,
    /// Subtypes of which the object must have at least one ("an Animal or Beast ally").
    pub any_subtypes: Vec<String>,
    /// Elements of which the object must have at least one ("an arcane element object").
    pub any_elements: Vec<String>,
    pub card: Option<String>,
    /// The card's name ("cards with that name": a named card, KeyForge's Etan's Jar).
    pub name: Option<String>,
    pub keyword: Option<String>,
    /// Printed attributes that must have these values, e.g. `{"house": "logos"}`.
    pub attributes: BTreeMap<String, String>,
    /// Printed attributes that must not have these values ("a non-Logos card").
    pub not_attributes: BTreeMap<String, String>,
    /// Printed stats that must have these values, e.g. `{"level": 0}`.
    pub stats: BTreeMap<String, i64>,
    /// Stats, with constant abilities and lasting effects applied, that must be at least
    /// these values ("power 3 or more"); an object without the stat does not match.
    pub min_stat: BTreeMap<String, i64>,
    /// Stats, as `min_stat`, that must be at most these values ("life 2 or less").
    pub max_stat: BTreeMap<String, i64>,
    /// The printed cost amount must be at least this; a card without a cost does not match.
    pub min_cost: Option<i64>,
    /// The printed cost amount must be at most this ("cost 4 or less"); a card without a
    /// cost does not match.
    pub max_cost: Option<i64>,
    pub rested: Option<bool>,
    /// Whether the object's card is a token definition (`token: true`): a token, or a
    /// card standing face down for one (KeyForge's token creatures, KF-TOK-FILTER-1).
    pub token: Option<bool>,
    /// `Some(true)`: only the unit attacking in the combat under way ("target ally attacking
    /// your champion"); `Some(false)`: any object but it. No combat: nothing is attacking.
    pub attacking: Option<bool>,
    /// Excludes the object the filter is evaluated for (the card being activated).
    pub other: bool,
    /// Only the object the filter is evaluated for: an ability's own source ("rest this",
    /// "sacrifice this" as costs).
    pub this: bool,
}

impl ObjectFilter {
    /// Whether the filter tests anything of the objects themselves (their card, types,
    /// stats, keywords, state), beyond where they are and who controls them.
    pub fn tests_objects(&self) -> bool {
        !self.types.is_empty()
            || !self.any_types.is_empty()
            || !self.subtypes.is_empty()
            || !self.any_subtypes.is_empty()
            || !self.any_elements.is_empty()
            || self.min_cost.is_some()
            || self.max_cost.is_some()
            || self.tests_current_stats()
            || self.card.is_some()
            || self.name.is_some()
            || self.keyword.is_some()
            || !self.stats.is_empty()
            || !self.attributes.is_empty()
            || !self.not_attributes.is_empty()
            || self.rested.is_some()
            || self.token.is_some()
            || self.attacking.is_some()
            || self.other
            || self.this
    }

    /// Whether the filter compares stats as they are now (constant abilities applied),
    /// which only the behaviours can tell.
    pub fn tests_current_stats(&self) -> bool {
        !self.min_stat.is_empty() || !self.max_stat.is_empty()
    }
}

/// A keyword that keeps its objects from being targeted by sources of a subtype: a card
/// being activated, or the object whose ability is (Grand Archive's spellshroud: "can't
/// be targeted by Spells").
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[serde(deny_unknown_fields)]
pub struct Shroud {
    pub keyword: String,
    pub by_subtype: String,
}
