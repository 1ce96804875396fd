//! Uses of objects (KeyForge's reap, fight and action; Grand Archive's attack and
//! retaliation), combat, and costs a player pays.

use serde::{Deserialize, Serialize};

/// A way to use an object in play.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UseDef {
    /// The use's name; also the hook the rules script and the card may define for it.
    pub id: String,
    /// Zones an object is used from.
    pub from: Vec<String>,
    /// Card types that can be used this way (any if empty).
    #[serde(default)]
    pub types: Vec<String>,
    /// Using the object exhausts (rests) it; a rested object can't be used.
    #[serde(default)]
    pub exhausts: bool,
    /// Only cards whose script defines the hook can be used this way (an "Action:").
    #[serde(default)]
    pub needs_hook: bool,
    /// The use counts toward the ruleset's title limit (`title_limit_per_turn`): false
    /// for one that is neither a play nor a use by the rules (KeyForge's discard from
    /// hand).
    #[serde(default = "counts")]
    pub title_limit: bool,
    /// The use resolves as it is made, with no opportunity to respond (Grand Archive's
    /// attack declarations).
    #[serde(default)]
    pub at_once: bool,
    /// A use at slow speed, as the ruleset's `speed` says slow cards are activated.
    #[serde(default)]
    pub slow: bool,
    /// A keyword whose objects make this exhausting use while exhausted and don't exhaust
    /// for it (Grand Archive's steadfast: retaliating while rested).
    #[serde(default)]
    pub unexhausted_by: Option<String>,
}

/// An action a player takes that belongs to no card (KeyForge's raising the tide): offered
/// to the player with opportunity in the phases listed (any phase with opportunity if
/// none). The rules script's hook of the same name performs it, and refuses it by
/// returning `false` and a reason.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerActionDef {
    pub id: String,
    #[serde(default)]
    pub phases: Vec<String>,
    /// The action is taken with one of the player's cards in this zone, which the rules
    /// script's hook gets as its second argument (Grand Archive: a Preserved card of the
    /// material deck, returned to hand). Without it the action names no card.
    #[serde(default)]
    pub objects_in: Option<String>,
    /// Taking it ends the phase (Grand Archive: returning a Preserved card replaces the
    /// materialize phase's materialization).
    #[serde(default)]
    pub ends_phase: bool,
}

fn counts() -> bool {
    true
}

/// Combat (Grand Archive, Combat Phase): an attack use begins a combat with a
/// retaliation step, a damage step and an end of combat step.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatRule {
    /// The use that declares an attack.
    pub attack: String,
    /// The use by which a defending unit retaliates.
    pub retaliate: String,
    /// The stat a unit deals combat damage by.
    pub power: String,
    /// The zone attack cards go to when they resolve (the intent); they add their power
    /// to the attack and go to `intent_to` at the end of combat.
    #[serde(default)]
    pub intent: Option<String>,
    #[serde(default)]
    pub intent_to: Option<String>,
    /// The zone of cards under an object (attached to it) that go to the intent, adding
    /// their power, as the object is used in an attack (Grand Archive's loaded cards).
    #[serde(default)]
    pub loaded: Option<String>,
    /// The counter each object used in an attack (a weapon) loses in the damage step,
    /// even when no damage is dealt, as long as the attacker still attacks.
    #[serde(default)]
    pub weapon_counter: Option<String>,
    /// A keyword that makes a unit an illegal attack target unless the attack sees it.
    #[serde(default)]
    pub hidden: Option<HiddenTargets>,
    /// A keyword that lets a unit of the defending player retaliate against the attacker
    /// though it is not defending (Grand Archive's ambush).
    #[serde(default)]
    pub retaliate_undefending: Option<String>,
    /// Stats whose value adds to a unit's combat damage while it has a combat role.
    #[serde(default)]
    pub bonuses: Vec<CombatBonus>,
}

/// A unit's stat `stat` adds to the combat damage it deals while it has `role`, and, with
/// `keyword`, only while it has that keyword too (Grand Archive: Retort N while
/// retaliating; Ranged N on attacks while distant).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CombatBonus {
    pub stat: String,
    pub role: CombatRole,
    #[serde(default)]
    pub keyword: Option<String>,
}

/// A role a unit has in a combat, for what applies only then.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CombatRole {
    Attacking,
    Retaliating,
}

/// Units with `keyword` can't be attack targets unless the attacking unit or an object
/// used in its attack has `seen_by`; a defending object that gains `keyword` stops
/// defending at once, though it still retaliates if it did (Grand Archive: stealth and
/// true sight).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HiddenTargets {
    pub keyword: String,
    pub seen_by: String,
}

/// A cost a player pays, not a card: `amount` of the player counter `counter` buys one
/// `gain` (KeyForge: a key costs 6 æmber). Cards change the amount with cost modifiers
/// of kind `id`; the result is calculated like a card's cost and is never below 0.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerCostDef {
    pub id: String,
    pub counter: String,
    pub amount: i64,
    pub gain: String,
    /// Kinds of what it buys, each a player counter the buyer has at most one of: each
    /// purchase also gains one kind the buyer has none of, their choice, asked only when
    /// two or more are left (KeyForge: the colour of the key forged, KF-KEY-COLOUR-1).
    #[serde(default)]
    pub one_of: Vec<String>,
}

impl PlayerCostDef {
    /// The kinds `has` (a player's counter by name) leaves to choose from, in data order.
    pub fn kinds_left<'a>(&'a self, has: impl Fn(&str) -> i64 + 'a) -> Vec<String> {
        self.one_of
            .iter()
            .filter(|k| has(k) <= 0)
            .cloned()
            .collect()
    }
}
