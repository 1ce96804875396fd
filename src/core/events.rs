//! Events: every change of state is recorded as one.

use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::ZoneRef;
use serde::{Deserialize, Serialize};

/// How a stack entry got there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlayKind {
    Activation,
    Materialization,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    /// A step of the activation or materialization pipeline began.
    Step {
        object: ObjectId,
        step: crate::core::activation::Step,
    },
    /// Step 1.1: the card was announced and put on the effects stack.
    Announced {
        player: PlayerId,
        object: ObjectId,
    },
    /// An object changed zones.
    Moved {
        object: ObjectId,
        from: ZoneRef,
        to: ZoneRef,
    },
    /// A cost was paid: `amount` of `kind`, with these objects.
    CostPaid {
        player: PlayerId,
        kind: String,
        amount: i64,
        objects: Vec<ObjectId>,
    },
    Rested {
        object: ObjectId,
    },
    Woke {
        object: ObjectId,
    },
    Drew {
        player: PlayerId,
        object: ObjectId,
    },
    Damaged {
        object: ObjectId,
        amount: i64,
        source: Option<ObjectId>,
        /// What kind of damage card text calls it, when the change said (KeyForge's
        /// `"fight"`, `"splash"`, `"assault"`, `"hazardous"`): "destroyed by its
        /// splash-attack damage".
        #[serde(default)]
        cause: Option<String>,
    },
    /// An object was destroyed; `controller` is the player who controlled it then (it is
    /// in its owner's zone by the time triggers read this); `source` the object whose
    /// damage destroyed it, when lethal damage did; `cause` what destroyed it, when it was
    /// named: the lethal damage's cause, or the destruction's own (poison: `"fight"`).
    Destroyed {
        object: ObjectId,
        #[serde(default)]
        controller: Option<PlayerId>,
        #[serde(default)]
        source: Option<ObjectId>,
        #[serde(default)]
        cause: Option<String>,
    },
    /// An object was tagged for destruction (a ruleset destroying in steps): it is still
    /// in play, and its own "destroyed" abilities answer this event.
    Destroying {
        object: ObjectId,
    },
    /// An object left play (an in-play zone for one that is not), as it last was there:
    /// its controller, the damage it had, its neighbours in a line zone and what it was
    /// attached to. Its own "leaves play" and "destroyed" abilities read this, since the
    /// object is gone.
    LeftPlay {
        object: ObjectId,
        controller: PlayerId,
        damage: i64,
        neighbors: Vec<ObjectId>,
        #[serde(default)]
        host: Option<ObjectId>,
        /// The objects whose control lasted until this one left play (their control
        /// effect ended as it left).
        #[serde(default)]
        released: Vec<ObjectId>,
        /// The cards that paid its cost when it was played, with their generation then
        /// (last-known information: "the cards banished by Slime King").
        #[serde(default)]
        paid_with: Vec<(ObjectId, u32)>,
        /// The statuses it had as it left (last-known information: "a fostered ally
        /// dies").
        #[serde(default)]
        statuses: Vec<String>,
    },
    /// Damage was removed from an object.
    Healed {
        object: ObjectId,
        amount: i64,
    },
    /// An effect copied `original` (on the stack: the copy keeps its X, modes, targets).
    Copied {
        original: ObjectId,
        copy: ObjectId,
    },
    /// `cause`: the act card text named, when the change said (KeyForge's `"exalt"`,
    /// `"capture"`), and `player` the player whose ability did it.
    CounterAdded {
        object: ObjectId,
        counter: String,
        amount: i64,
        #[serde(default)]
        cause: Option<String>,
        #[serde(default)]
        player: Option<PlayerId>,
    },
    /// An object kept in one of several named states switched from `from` to `to`, its
    /// counter `counter` holding the state's place (`primitives::switch`: Grand Archive's
    /// Shifting Currents turning from North to West).
    Switched {
        object: ObjectId,
        counter: String,
        from: String,
        to: String,
    },
    /// An object got a status (`primitives::set_status`: Grand Archive's "fostered").
    StatusGained {
        object: ObjectId,
        status: String,
    },
    /// A resolving ability of `object` met the condition of its reflexive trigger `name`
    /// ("when you do, ..."): the trigger goes on the stack once the resolution is over.
    Reflexive {
        object: ObjectId,
        player: PlayerId,
        name: String,
    },
    /// Step 1.9: the card is activated (or materialized).
    Played {
        player: PlayerId,
        object: ObjectId,
        kind: PlayKind,
    },
    OpportunityGained {
        player: PlayerId,
    },
    TurnBegan {
        player: PlayerId,
        turn: u32,
    },
    /// The turn of `player` ends: its last phase has ended, and the triggers that ended
    /// it raised have resolved where abilities resolve at once. "This turn" is still
    /// this turn; lasting "turn" effects end after it ("at the end of your turn").
    TurnEnded {
        player: PlayerId,
        turn: u32,
    },
    /// `player`: whose turn the phase is part of (the turn player then), so "at the end of
    /// your turn" can be told from the next player's turn whose events follow at once.
    PhaseBegan {
        phase: String,
        #[serde(default)]
        player: PlayerId,
    },
    PhaseEnded {
        phase: String,
        #[serde(default)]
        player: PlayerId,
    },
    Passed {
        player: PlayerId,
    },
    Resolved {
        object: ObjectId,
    },
    /// Every target became illegal: the card left the stack without resolving.
    Fizzled {
        object: ObjectId,
    },
    /// An effect negated it: it left the stack without resolving (GA, Negate).
    Negated {
        object: ObjectId,
    },
    /// A resolving instruction could not happen and was skipped.
    Skipped {
        object: ObjectId,
        what: String,
    },
    /// A player used an object in play (KeyForge's reap, fight, action); `via` is set
    /// when another card's ability made the use.
    Used {
        player: PlayerId,
        object: ObjectId,
        ability: String,
        via: bool,
        /// The objects beside it in a line zone as the use began ("after a neighbor of
        /// Little Niff is used to fight": the fight may take it out of play).
        #[serde(default)]
        neighbors: Vec<ObjectId>,
    },
    /// The game ended: `winner` won (`None`: a draw) by the ruleset's rule `reason`.
    GameOver {
        winner: Option<PlayerId>,
        reason: String,
    },
    /// A player counter changed (æmber gained or lost, a key forged).
    Gained {
        player: PlayerId,
        counter: String,
        amount: i64,
        /// What card text called the change, when the change said ("steal"): "after your
        /// æmber is stolen".
        #[serde(default)]
        cause: Option<String>,
    },
    /// A player declared a value for the turn (KeyForge's active house).
    Declared {
        player: PlayerId,
        name: String,
        value: String,
    },
    /// A player took an action the ruleset declares that belongs to no card (KeyForge:
    /// raised the tide).
    Took {
        player: PlayerId,
        action: String,
    },
    /// A replacement effect of `source` changed what was about to happen.
    Replaced {
        source: ObjectId,
        label: String,
    },
    /// A triggered ability of `source` went on the effects stack.
    Triggered {
        source: ObjectId,
        label: String,
    },
    /// An activation action met its resistance (6d6): the whole check, rolled.
    Checked {
        object: ObjectId,
        trace: Box<crate::core::procedures::resistance::ResistanceTrace>,
    },
    /// An activation action failed to beat its resistance: its cards left the stack
    /// without taking effect.
    ActivationFailed {
        object: ObjectId,
    },
    /// A failed attack is activated anyway, but lands on another square.
    Missed {
        object: ObjectId,
        aimed: crate::core::board::Square,
        landed: crate::core::board::Square,
    },
    /// Two objects of one zone traded places in it (`primitives::swap`).
    Swapped {
        object: ObjectId,
        other: ObjectId,
    },
    /// A zone was shuffled.
    Shuffled {
        player: PlayerId,
        zone: String,
    },
    /// A token was created (`ctx:create_token`).
    Created {
        player: PlayerId,
        object: ObjectId,
    },
    /// A card was discarded (it then moves to the discard zone); `from` names the zone it
    /// left ("discarded from your hand"), when it was a player's zone.
    Discarded {
        object: ObjectId,
        #[serde(default)]
        from: Option<String>,
    },
    /// `player` revealed these cards to everyone.
    Revealed {
        player: PlayerId,
        objects: Vec<ObjectId>,
    },
    /// `player` declared an attack with `object` on `target`: a combat began (GA).
    Attacked {
        player: PlayerId,
        object: ObjectId,
        target: ObjectId,
    },
    /// `object` rested to retaliate against `target`, the unit attacking it (GA).
    Retaliated {
        object: ObjectId,
        target: ObjectId,
    },
    /// `object` dealt `amount` combat damage to `target` (GA: what On Hit answers).
    Hit {
        object: ObjectId,
        target: ObjectId,
        amount: i64,
        /// Every object of the blow that hit (the unit, its weapons, its intent's cards):
        /// what "an attack using this weapon" reads.
        #[serde(default)]
        blow: Vec<ObjectId>,
    },
    /// `target` was killed by the combat damage `object` dealt it (GA: On Kill).
    Killed {
        object: ObjectId,
        target: ObjectId,
    },
    /// `object` was attached to `host` (an upgrade to its creature; a Link object linked
    /// to its object, which becomes linked to it too).
    Attached {
        object: ObjectId,
        host: ObjectId,
    },
    /// `player` sacrificed `object` to pay a cost (Grand Archive's "On Sacrifice"), logged
    /// as it leaves the field: `generation` is the one it had there.
    Sacrificed {
        object: ObjectId,
        player: PlayerId,
        generation: u32,
    },
}

impl Event {
    /// The objects that took part in the event besides its subject: the blow of a hit
    /// (Grand Archive's "an attack using this weapon").
    pub fn participants(&self) -> &[ObjectId] {
        match self {
            Event::Hit { blow, .. } => blow,
            _ => &[],
        }
    }

    /// The object the event happened to, if it is about one (a card's "own" triggered
    /// abilities answer only events about that card).
    pub fn subject(&self) -> Option<ObjectId> {
        match self {
            Event::Announced { object, .. }
            | Event::Moved { object, .. }
            | Event::Rested { object }
            | Event::Woke { object }
            | Event::Drew { object, .. }
            | Event::Damaged { object, .. }
            | Event::Destroyed { object, .. }
            | Event::Destroying { object }
            | Event::LeftPlay { object, .. }
            | Event::Healed { object, .. }
            | Event::CounterAdded { object, .. }
            | Event::StatusGained { object, .. }
            | Event::Switched { object, .. }
            | Event::Reflexive { object, .. }
            | Event::Played { object, .. }
            | Event::Resolved { object }
            | Event::Fizzled { object }
            | Event::Negated { object }
            | Event::Used { object, .. }
            | Event::Attacked { object, .. }
            | Event::Retaliated { object, .. }
            | Event::Hit { object, .. }
            | Event::Killed { object, .. }
            | Event::Attached { object, .. }
            | Event::Sacrificed { object, .. }
            | Event::Created { object, .. } => Some(*object),
            _ => None,
        }
    }

    /// The event's name as scenarios and scripts spell it.
    pub fn name(&self) -> &'static str {
        match self {
            Event::Step { .. } => "step",
            Event::Announced { .. } => "announced",
            Event::Moved { .. } => "moved",
            Event::CostPaid { .. } => "cost_paid",
            Event::Rested { .. } => "rested",
            Event::Woke { .. } => "woke",
            Event::Drew { .. } => "drew",
            Event::Damaged { .. } => "damaged",
            Event::Destroyed { .. } => "destroyed",
            Event::Destroying { .. } => "destroying",
            Event::LeftPlay { .. } => "leaves_play",
            Event::Healed { .. } => "healed",
            Event::Copied { .. } => "copied",
            Event::CounterAdded { .. } => "counter_added",
            Event::StatusGained { .. } => "status",
            Event::Switched { .. } => "switched",
            Event::Reflexive { .. } => "when_you_do",
            Event::Played { .. } => "played",
            Event::OpportunityGained { .. } => "opportunity_gained",
            Event::TurnBegan { .. } => "turn_began",
            Event::TurnEnded { .. } => "turn_ended",
            Event::PhaseBegan { .. } => "phase_began",
            Event::PhaseEnded { .. } => "phase_ended",
            Event::Passed { .. } => "passed",
            Event::Resolved { .. } => "resolved",
            Event::Fizzled { .. } => "fizzled",
            Event::Negated { .. } => "negated",
            Event::Skipped { .. } => "skipped",
            Event::Used { .. } => "used",
            Event::Gained { .. } => "gained",
            Event::GameOver { .. } => "game_over",
            Event::Declared { .. } => "declared",
            Event::Took { .. } => "took",
            Event::Replaced { .. } => "replaced",
            Event::Triggered { .. } => "triggered",
            Event::Checked { .. } => "checked",
            Event::ActivationFailed { .. } => "activation_failed",
            Event::Missed { .. } => "missed",
            Event::Shuffled { .. } => "shuffled",
            Event::Swapped { .. } => "swapped",
            Event::Created { .. } => "created",
            Event::Discarded { .. } => "discarded",
            Event::Revealed { .. } => "revealed",
            Event::Attacked { .. } => "attack",
            Event::Retaliated { .. } => "retaliate",
            Event::Hit { .. } => "hit",
            Event::Killed { .. } => "kill",
            Event::Attached { .. } => "attached",
            Event::Sacrificed { .. } => "sacrificed",
        }
    }
}
