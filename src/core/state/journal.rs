//! The undo journal: a transaction's snapshot saves the small parts of the state, and
//! the first change to each object, player and zone list is recorded, so a rollback costs
//! what the transaction changed.

use super::{GameObject, GameRng, GameState, Player};
use crate::core::board::Square;
use crate::core::ids::{CardIdx, ObjectId, PlayerId, Timestamp};
use crate::core::stack::EffectsStack;
use std::collections::BTreeMap;

/// The undo journal: the earlier value of everything a transaction changed.
#[derive(Clone, Debug, Default)]
pub(super) struct Journal {
    pub(super) undo: Vec<Undo>,
    /// The transaction being recorded; 0 while none is open (set-up is not recorded).
    pub(super) epoch: u64,
    /// The last epoch handed out: epochs are never reused, so a stale mark never matches.
    pub(super) last_epoch: u64,
    /// Per object and per player: the epoch whose undo entry already holds the value it
    /// had when that transaction began (only the first change needs recording).
    pub(super) object_saved: Vec<u64>,
    pub(super) player_saved: Vec<u64>,
    /// Bumped when the journal is dropped: snapshots taken before are void.
    pub(super) era: u64,
}

/// Whether item `i` (of `len`, tracked by `saved`) changes for the first time in the open
/// transaction `epoch`, so that its earlier value must be recorded; marks it recorded.
pub(super) fn first_change(saved: &mut Vec<u64>, epoch: u64, i: usize, len: usize) -> bool {
    if epoch == 0 || i >= len {
        return false;
    }
    if saved.len() < len {
        saved.resize(len, 0);
    }
    std::mem::replace(&mut saved[i], epoch) != epoch
}

#[derive(Clone, Debug)]
pub(super) enum Undo {
    Object(GameObject),
    Player(usize, Player),
    /// An id was pushed onto a zone list.
    ZonePushed(usize),
    /// An id was removed from a zone list at this index.
    ZoneRemoved(usize, usize, ObjectId),
    /// A zone list was reordered.
    ZoneOrder(usize, Vec<ObjectId>),
    Terrain(Square, Option<String>),
}

impl GameState {
    /// Opens a transaction: saves the small parts of the position (the stack, the turn,
    /// the RNG, the clock) and starts recording the first change to each object, player
    /// and zone. [`GameState::restore`] returns to it; its cost is what changed since, not the
    /// size of the board. Snapshots nest; one taken before [`GameState::forget`] is void.
    pub(crate) fn snapshot(&mut self) -> Snapshot {
        let j = &mut self.journal;
        j.last_epoch += 1;
        j.epoch = j.last_epoch;
        Snapshot {
            era: j.era,
            mark: j.undo.len(),
            objects: self.objects.len(),
            log_len: self.log.len(),
            stack: self.stack.clone(),
            turn: self.turn,
            turn_player: self.turn_player,
            phase: self.phase,
            turns_taken: self.turns_taken.clone(),
            extra_turns: self.extra_turns.clone(),
            materialized: self.materialized,
            turn_resume: self.turn_resume,
            purchase: self.purchase.clone(),
            opportunity: self.opportunity,
            passes: self.passes,
            rng: self.rng.clone(),
            over: self.over.clone(),
            title_uses: self.title_uses.clone(),
            acts: self.acts.clone(),
            turn_acts: self.turn_acts.clone(),
            ability_uses: self.ability_uses.clone(),
            combat: self.combat.clone(),
            window: self.window.clone(),
            trigger_cursor: self.trigger_cursor,
            reacting: self.reacting.clone(),
            clock: self.clock,
            lasting: self.lasting.clone(),
            versions: self.versions,
        }
    }

    /// Returns to a snapshot: the same position, and the log as it was. Changes are
    /// undone newest first, so each object ends with the value it had at the snapshot.
    pub(crate) fn restore(&mut self, snap: &Snapshot) {
        debug_assert_eq!(snap.era, self.journal.era, "restoring a void snapshot");
        while self.journal.undo.len() > snap.mark {
            let Some(undo) = self.journal.undo.pop() else {
                break;
            };
            match undo {
                Undo::Object(o) => {
                    let i = o.id.0 as usize;
                    if let Some(slot) = self.objects.get_mut(i) {
                        *slot = o;
                    }
                }
                Undo::Player(i, p) => {
                    if let Some(slot) = self.players.get_mut(i) {
                        *slot = p;
                    }
                }
                Undo::ZonePushed(slot) => {
                    self.zones[slot].pop();
                }
                Undo::ZoneRemoved(slot, at, id) => {
                    let list = &mut self.zones[slot];
                    list.insert(at.min(list.len()), id);
                }
                Undo::ZoneOrder(slot, order) => self.zones[slot] = order,
                Undo::Terrain(sq, old) => match old {
                    Some(kind) => {
                        self.terrain.insert(sq, kind);
                    }
                    None => {
                        self.terrain.remove(&sq);
                    }
                },
            }
        }
        self.objects.truncate(snap.objects);
        self.log.truncate(snap.log_len);
        self.stack.clone_from(&snap.stack);
        self.turn = snap.turn;
        self.turn_player = snap.turn_player;
        self.phase = snap.phase;
        self.turns_taken.clone_from(&snap.turns_taken);
        self.extra_turns.clone_from(&snap.extra_turns);
        self.materialized = snap.materialized;
        self.turn_resume = snap.turn_resume;
        self.purchase = snap.purchase.clone();
        self.opportunity = snap.opportunity;
        self.passes = snap.passes;
        self.rng.clone_from(&snap.rng);
        self.over.clone_from(&snap.over);
        self.title_uses.clone_from(&snap.title_uses);
        self.acts.clone_from(&snap.acts);
        self.turn_acts.clone_from(&snap.turn_acts);
        self.ability_uses.clone_from(&snap.ability_uses);
        self.combat.clone_from(&snap.combat);
        self.window.clone_from(&snap.window);
        self.trigger_cursor = snap.trigger_cursor;
        self.reacting.clone_from(&snap.reacting);
        self.clock = snap.clock;
        self.lasting.clone_from(&snap.lasting);
        // The position is again exactly the snapshot's, so its stamps are too: what a
        // cache kept for it holds again (the legal actions tried one by one and rolled
        // back all read the same position). Changes from here on take new stamps.
        self.versions = snap.versions;
        let j = &mut self.journal;
        j.last_epoch += 1;
        j.epoch = j.last_epoch;
    }

    /// Ends every open transaction: drops the journal. The driver calls it when no
    /// snapshot can be restored any more (no action is in progress).
    pub(crate) fn forget(&mut self) {
        let j = &mut self.journal;
        j.undo.clear();
        j.epoch = 0;
        j.era += 1;
    }

    /// How many changes the open transactions have recorded (for tests and benches).
    pub fn journal_len(&self) -> usize {
        self.journal.undo.len()
    }
}

/// A saved position (see [`GameState::snapshot`]): the small parts of the state, and
/// where the journal stood.
#[derive(Clone, Debug)]
pub struct Snapshot {
    era: u64,
    mark: usize,
    objects: usize,
    log_len: usize,
    stack: EffectsStack,
    turn: u32,
    turn_player: PlayerId,
    phase: u8,
    turns_taken: Vec<u32>,
    extra_turns: Vec<PlayerId>,
    materialized: u8,
    turn_resume: Option<u8>,
    purchase: Option<super::PendingPurchase>,
    opportunity: Option<PlayerId>,
    passes: u8,
    rng: GameRng,
    over: Option<crate::core::game_end::GameOver>,
    title_uses: BTreeMap<(PlayerId, CardIdx), u32>,
    acts: BTreeMap<PlayerId, u32>,
    turn_acts: Vec<super::TurnAct>,
    ability_uses: BTreeMap<(crate::core::ids::ObjectId, String), super::AbilityUses>,
    combat: Option<crate::core::procedures::combat::Combat>,
    window: crate::core::primitives::DamageWindow,
    trigger_cursor: usize,
    reacting: Option<crate::core::reactions::Reacting>,
    clock: Timestamp,
    /// The lasting effects (few, and small): saved whole.
    lasting: Vec<crate::core::lasting::Lasting>,
    /// The stamps of the position at the snapshot.
    versions: super::Versions,
}

impl Snapshot {
    /// The absolute log position a restore truncates to: events from there on may still
    /// be rolled back.
    pub(crate) fn log_mark(&self) -> usize {
        self.log_len
    }
}
