//! How a ruleset resolves as much as it can: a target requirement that finds too few
//! objects, and how a played card enters play (KeyForge's exhausted creatures on a
//! flank of the battleline). Plain data, read by the pipeline and the procedures.

use super::{CostPart, CostSpec};
use serde::{Deserialize, Serialize};

/// An activated ability of an object ("(1), rest this, sacrifice this: ..."): activated
/// like a card (announce, modes, targets, legality, cost, payment), but the object stays
/// where it is and the ability waits on the effects stack alone.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct ActivatedAbility {
    /// The ability's name, unique on the card: the script's `activated.<id>` hooks.
    pub id: String,
    /// Its amount of a cost kind, paid as a card's cost is (Reservable may pay it).
    #[serde(default)]
    pub cost: Option<CostSpec>,
    /// Its other costs: rest or sacrifice this object (`filter: (this: true)`), remove
    /// counters, ... paid after the amount, in this order.
    #[serde(default)]
    pub costs: Vec<CostPart>,
    /// Zones the object must be in for the ability to be activated; the ruleset's
    /// `in_play` zones if empty.
    #[serde(default)]
    pub from: Vec<String>,
    /// "Activate this ability only N times per turn": each object counts its own, and
    /// the count starts again at each turn's start.
    #[serde(default)]
    pub per_turn: Option<u32>,
    /// "Activate this ability only once": times each object may activate it at all, for
    /// as long as it stays the same object (a zone change makes a new one).
    #[serde(default)]
    pub per_object: Option<u32>,
    /// Rules text of the ability alone, for people.
    #[serde(default)]
    pub text: String,
}

/// A player counter that a player's next activated card with `subtype` takes onto itself
/// as it is announced (Grand Archive's Empower: the next Spell card activates and resolves
/// as if the champion's level were higher; the card reads its own counters).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CarriedCounter {
    pub counter: String,
    pub subtype: String,
}

/// An activated ability the rules give every object in play holding a counter (Grand
/// Archive's enlighten counters: "remove 3 enlighten counters: draw a card"). Its hooks
/// are the rules script's `activated.<id>`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields)]
pub struct CounterAbility {
    pub counter: String,
    pub ability: ActivatedAbility,
}

/// What a `targets` requirement that finds fewer legal objects than its minimum does.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum ShortTargets {
    /// The card can't be played (Grand Archive: "illegal without enough targets").
    #[default]
    Illegal,
    /// Every legal object there is is chosen (none, if none) and the card is played:
    /// its ability resolves as much as it can (KeyForge).
    AsMany,
}

/// How a played card that resolves into one of `zones` enters it (KeyForge: creatures
/// and artifacts). The card enters its zone *before* its own ability resolves, so the
/// ability sees it in play (its neighbours, itself in a count).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EnterPlay {
    /// The zones (where `resolve_to` sends the card) this applies to.
    pub zones: Vec<String>,
    /// The card enters exhausted (rested).
    #[serde(default)]
    pub exhausted: bool,
    /// A card with this keyword may enter a line zone between any two objects; others
    /// enter at one of its ends (a flank). The active player chooses where when there is
    /// more than one place.
    #[serde(default)]
    pub anywhere_keyword: Option<String>,
    /// A card with this printed keyword enters ready although `exhausted` is set
    /// (KeyForge's Silvertooth, "enters play ready").
    #[serde(default)]
    pub ready_keyword: Option<String>,
}

/// Counters on an object that add to one of its stats (KeyForge's +1 power counters).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatCounter {
    pub counter: String,
    pub stat: String,
}

/// A stat counted down by counters (Grand Archive's durability): an object with the
/// printed stat enters play with that many `counter` counters, and the state-based check
/// destroys it when none are left. An object without the stat is never destroyed by it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DepletingCounter {
    pub counter: String,
    pub stat: String,
}

/// Counters that go to a player's pool when their object leaves play (KeyForge: æmber a
/// creature captured goes to its opponent's pool).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeavePlayCounter {
    /// The counter on the object.
    pub counter: String,
    /// The player counter it becomes.
    pub player_counter: String,
    /// Whose: the opponent of the object's controller (the player it was captured from),
    /// or its controller.
    pub to: CounterOwner,
    /// Only objects of one of these card types release it (empty: every object); the
    /// counter on any other object goes back to the supply as it leaves play.
    #[serde(default)]
    pub types: Vec<String>,
}

/// Whose pool counters go to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CounterOwner {
    Controller,
    Opponent,
}

/// Cards played attached to another object (KeyForge's upgrades on creatures): while it
/// is played its player chooses a host among the objects in `hosts` zones (of
/// `host_types`, if any); it resolves into `zone` attached to the host, instead of its
/// default zone, and when the host leaves play it goes to its owner's `leave_to` zone.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Attachments {
    /// The card types played attached.
    pub types: Vec<String>,
    /// The zone an attached card stays in while attached (an in-play zone).
    pub zone: String,
    /// The zones its host may be in (either player's).
    pub hosts: Vec<String>,
    /// The card types a host must have (any, if empty).
    #[serde(default)]
    pub host_types: Vec<String>,
    /// Where an attachment goes when its host leaves play.
    pub leave_to: String,
}

/// Objects with the keyword `keyword` that enter play attached to another (Grand
/// Archive's Link: CR, Link 1-7): one entering from the stack is attached to the first
/// object it targeted; an object with the keyword in play attached to nothing (its host
/// left, or it never had one) goes to its owner's `broken_to` zone as a state-based check.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Links {
    pub keyword: String,
    pub broken_to: String,
}
