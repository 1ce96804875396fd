//! The effects stack: last in, first out.

use crate::core::cost::CostTrace;
use crate::core::events::PlayKind;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::ruleset::ObjectFilter;
use serde::{Deserialize, Serialize};

/// A chosen target. Objects carry the generation they had when chosen, so a target that
/// changed zones since is recognised as a new object (and is no longer legal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Target {
    Object {
        id: ObjectId,
        generation: u32,
    },
    Player(PlayerId),
    /// A square of the board (6d6): always still there.
    Square(crate::core::board::Square),
}

/// The targets chosen for one target requirement of the card.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TargetGroup {
    /// The mode this requirement belongs to, if the card has modes.
    pub mode: Option<String>,
    pub label: String,
    /// What a legal target is; checked again on resolution.
    pub filter: ObjectFilter,
    pub chosen: Vec<Target>,
    /// An "up to" requirement (none had to be chosen): its targets are not necessary.
    #[serde(default)]
    pub optional: bool,
}

/// An ability of an object that stays where it is, waiting on the effects stack.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// A use of the object (KeyForge's reap, fight, action); `via` when another card's
    /// ability made it.
    Use {
        name: String,
        via: bool,
        /// The object's generation when used: if it has left play since, the ability
        /// does nothing.
        generation: u32,
    },
    /// The object's activated ability `name` (its card's `abilities`): it exists apart
    /// from its source, and resolves even if the source has left play (GA-ABIL-6).
    Activated {
        name: String,
        /// The card that gave the object this ability, when it is not the object's own
        /// (RULE-GAINED-1): its script resolves it even after the object lost it.
        #[serde(default)]
        card: Option<crate::core::ids::CardIdx>,
    },
    /// The object's `index`th triggered ability (1-based), triggered by `event`.
    Trigger {
        index: u16,
        label: String,
        event: crate::core::events::Event,
    },
}

impl Ability {
    pub fn name(&self) -> &str {
        match self {
            Ability::Use { name, .. } | Ability::Activated { name, .. } => name,
            Ability::Trigger { label, .. } => label,
        }
    }
}

/// An activation or materialization waiting on the effects stack, or an ability of an
/// object in play.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct StackEntry {
    pub object: ObjectId,
    pub controller: PlayerId,
    pub kind: PlayKind,
    /// The declared X (0 if the card has none).
    pub x: i64,
    pub modes: Vec<String>,
    /// Modes chosen beyond the normal number thanks to a class bonus.
    pub bonus_modes: Vec<String>,
    pub targets: Vec<TargetGroup>,
    /// Optional costs declared (and paid).
    pub optional_costs: Vec<String>,
    pub alternative_cost: Option<String>,
    /// The cost calculation of step 1.7, kept for `explain` and scenarios.
    pub cost: Option<CostTrace>,
    /// Cards moved to pay the cost (e.g. reserved into memory).
    pub paid_with: Vec<ObjectId>,
    /// Objects rested to pay an additional cost part (Grand Archive's Command: the ally
    /// that then attacks), with their generation then.
    #[serde(default)]
    pub rested_for_cost: Vec<(ObjectId, u32)>,
    /// Cards an additional cost part moved (Slime King's banished Slimes), with their
    /// generation after the move.
    #[serde(default)]
    pub moved_for_cost: Vec<(ObjectId, u32)>,
    /// The counters the objects an additional cost part moved had as they moved, by name,
    /// summed (last-known information: "X is the age counters that were on Polaris").
    #[serde(default)]
    pub moved_counters: std::collections::BTreeMap<String, i64>,
    /// Whether step 1.8 has paid the costs (declared optional costs count as paid only
    /// from then on).
    pub costs_paid: bool,
    /// A copy made by an effect: it was never played, and ceases to exist when it
    /// leaves the stack.
    pub copy: bool,
    /// Set for an ability: the object is not on the stack and stays where it is.
    pub ability: Option<Ability>,
    /// Cards that joined the activation action (a Throw skill with a grenade); they
    /// wait on the stack with it and leave with it.
    pub joined: Vec<ObjectId>,
    /// The activation check, where the ruleset has activation resistance.
    pub resistance: Option<Box<crate::core::procedures::resistance::ResistanceTrace>>,
    /// Where the card enters a line zone when it resolves: how many objects stand left
    /// of it (`None`: where the move puts it). Chosen during its activation (KeyForge).
    #[serde(default)]
    pub place: Option<u32>,
    /// What the card attaches to when it resolves (a KeyForge upgrade's creature),
    /// chosen during its activation.
    #[serde(default)]
    pub attach_to: Option<ObjectId>,
    /// The entry of its card's `may_play_as` it is played as, if any: it enters play as
    /// that entry too.
    #[serde(default)]
    pub played_as: Option<crate::core::ids::CardIdx>,
    /// The card it is played as a copy of, when its card `enters_as_copy`: it enters play
    /// as that copy too.
    #[serde(default)]
    pub copy_of: Option<crate::core::ids::CardIdx>,
    /// The object whose resolving ability plays the card (`ctx:play`), if one does.
    #[serde(default)]
    pub played_by: Option<ObjectId>,
    /// Triggered abilities put on the stack by one check for triggers share this mark
    /// (the log position of that check, plus one): they triggered together. 0 for
    /// everything else — and, where each player orders their own as they are placed,
    /// for an ability once it is placed.
    #[serde(default)]
    pub batch: u64,
}

impl StackEntry {
    /// An ability of `object` controlled by `controller`, with nothing chosen or paid.
    pub fn ability(object: ObjectId, controller: PlayerId, ability: Ability) -> Self {
        StackEntry {
            ability: Some(ability),
            ..StackEntry::announced(object, controller)
        }
    }

    /// A card just announced (step 1.1): nothing chosen or paid yet.
    pub fn announced(object: ObjectId, controller: PlayerId) -> Self {
        StackEntry {
            object,
            controller,
            kind: PlayKind::Activation,
            x: 0,
            modes: Vec::new(),
            bonus_modes: Vec::new(),
            targets: Vec::new(),
            optional_costs: Vec::new(),
            alternative_cost: None,
            cost: None,
            paid_with: Vec::new(),
            rested_for_cost: Vec::new(),
            moved_for_cost: Vec::new(),
            moved_counters: Default::default(),
            costs_paid: false,
            copy: false,
            ability: None,
            joined: Vec::new(),
            resistance: None,
            place: None,
            attach_to: None,
            played_as: None,
            copy_of: None,
            played_by: None,
            batch: 0,
        }
    }
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EffectsStack {
    entries: Vec<StackEntry>,
}

impl EffectsStack {
    pub fn push(&mut self, entry: StackEntry) {
        self.entries.push(entry);
    }

    pub fn pop(&mut self) -> Option<StackEntry> {
        self.entries.pop()
    }

    /// Takes the entry of `object` (its card, or the given ability of it) out of the
    /// stack, wherever it is: a resolving card may have put new entries above itself.
    pub fn remove_entry(
        &mut self,
        object: ObjectId,
        ability: Option<&Ability>,
    ) -> Option<StackEntry> {
        let i = self
            .entries
            .iter()
            .rposition(|e| e.object == object && e.ability.as_ref() == ability)?;
        Some(self.entries.remove(i))
    }

    /// Takes `object`'s entry out of the stack, wherever it is (a resolving card may have
    /// put new entries above itself).
    pub fn remove(&mut self, object: ObjectId) -> Option<StackEntry> {
        let i = self.entries.iter().rposition(|e| e.object == object)?;
        Some(self.entries.remove(i))
    }

    /// Puts `entry` at `index`, counted from the bottom (an ability placed under others
    /// that went on the stack together with it).
    pub fn insert(&mut self, index: usize, entry: StackEntry) {
        self.entries.insert(index.min(self.entries.len()), entry);
    }

    /// Bottom first.
    pub fn entries_mut(&mut self) -> &mut [StackEntry] {
        &mut self.entries
    }

    pub fn top(&self) -> Option<&StackEntry> {
        self.entries.last()
    }

    pub fn top_mut(&mut self) -> Option<&mut StackEntry> {
        self.entries.last_mut()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Bottom first.
    pub fn entries(&self) -> &[StackEntry] {
        &self.entries
    }

    pub fn find(&self, object: ObjectId) -> Option<&StackEntry> {
        self.entries
            .iter()
            .find(|e| e.object == object && e.ability.is_none())
    }

    /// The entry whose choices (modes, targets, X) a hook of `object` reads: its card's,
    /// or else the newest activated ability of it (while that is activated or resolves).
    pub fn find_choices(&self, object: ObjectId) -> Option<&StackEntry> {
        self.find(object).or_else(|| {
            self.entries.iter().rev().find(|e| {
                e.object == object && matches!(e.ability, Some(Ability::Activated { .. }))
            })
        })
    }
}
