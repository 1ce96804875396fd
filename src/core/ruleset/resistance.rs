//! 6d6's section of a ruleset: activation resistance (seed 004), read by the resistance
//! procedure (`core/procedures/resistance/`).

use super::one_u32;
use serde::{Deserialize, Serialize};

/// Activation resistance (seed 004): how an activation action's score is rolled, what
/// adds to the resistance it must beat, and what happens when it fails. Every number
/// and name is data; the core only adds them up and rolls the dice.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResistanceRule {
    /// How the action's score is formed.
    pub score: ScoreRule,
    /// Whether the score must be higher than the resistance, or only reach it.
    #[serde(default)]
    pub success: Beat,
    /// The resistance every action has to overcome ("the basic score of one").
    pub basic: i64,
    /// Cards with this keyword are harmful: their targets resist them.
    pub harmful_keyword: String,
    /// Types of the activating player's creature on the board, from whose square range
    /// and cover are counted. A player without one can't activate.
    pub actor_types: Vec<String>,
    /// The attribute that names an effect card's action (cast, throw, switch on): only a
    /// card with it is activated; the others (skills, defences) only join or resist an
    /// action. None: every card may be activated.
    #[serde(default)]
    pub action_attribute: Option<String>,
    /// Cards that may join the effect card in its activation action.
    #[serde(default)]
    pub combine: Option<CombineRule>,
    /// Cards the targets' players may use to resist a harmful effect.
    #[serde(default)]
    pub defend: Option<DefendRule>,
    /// Range: `add` for every full `every` squares between the actor and a target.
    #[serde(default)]
    pub range: Option<RangeRule>,
    /// Terrain cover between the actor and a target square adds its cover value.
    #[serde(default)]
    pub cover: bool,
    /// Cards with one of these keywords add `per_square` for each square targeted.
    #[serde(default)]
    pub area: Option<AreaRule>,
    /// Creatures standing in targeted squares add to the resistance, willing or not.
    #[serde(default)]
    pub occupants: Option<OccupantRule>,
    /// What a failed action does.
    pub failure: FailureRule,
}

/// The score: `base_dice` dice, plus `dice_stat` dice for every card in the action, each
/// with `sides` sides, summed; plus every card's `bonus_stat`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScoreRule {
    #[serde(default)]
    pub base_dice: u32,
    pub dice_stat: String,
    pub sides: u32,
    #[serde(default)]
    pub bonus_stat: Option<String>,
}

/// When a score beats a resistance.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Beat {
    /// Higher than the resistance.
    #[default]
    Exceed,
    /// At least the resistance.
    Meet,
}

/// A card joins an activation action (Throw with a hand grenade) when its
/// `with_attribute` equals the effect card's `attribute` ("throw", "cast").
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombineRule {
    pub from: Vec<String>,
    pub attribute: String,
    pub with_attribute: String,
}

/// A card with `keyword` in one of the `from` zones adds its `stat` to the resistance
/// of a harmful effect aimed at its player's creature, and then goes to `to`. A card
/// with the attribute `against` resists only actions whose `CombineRule::attribute`
/// has that value.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DefendRule {
    pub from: Vec<String>,
    pub keyword: String,
    pub stat: String,
    pub to: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RangeRule {
    pub every: u32,
    pub add: i64,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AreaRule {
    pub keywords: Vec<String>,
    pub per_square: i64,
}

/// Each object of `types` standing in a targeted square adds its `stat` (at least
/// `min`) to a harmful effect's resistance, and `min` to any other's.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OccupantRule {
    pub types: Vec<String>,
    pub stat: String,
    pub min: i64,
}

/// A failed action's cards go to `zone` (shuffled in if `shuffle`), unless one of
/// their keywords sends them elsewhere. A card with `attack_keyword` is activated
/// anyway, but each square it targets is replaced by one chosen at random with the
/// game RNG among the squares within `scatter` of it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FailureRule {
    pub zone: String,
    #[serde(default)]
    pub shuffle: bool,
    #[serde(default)]
    pub keywords: Vec<FailureKeyword>,
    #[serde(default)]
    pub attack_keyword: Option<String>,
    #[serde(default = "one_u32")]
    pub scatter: u32,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FailureKeyword {
    pub keyword: String,
    pub zone: String,
}
