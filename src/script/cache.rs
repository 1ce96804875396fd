//! Stats computed through constant abilities, kept until what they were read from
//! changes.
//!
//! A stat (power, armor) runs every constant ability that might change it, and the
//! state-based check asks for the stat of every damaged object after each resolution.
//! Most resolutions change nothing those abilities read (an æmber gain, a triggered
//! ability put on the stack, a card going from the stack to a discard pile), so the value
//! is kept with the stamps of what was read (`GameState::versions`) and given again while
//! they are the same.
//!
//! What a computation read is recorded by the API's state reads as it runs:
//! - reads of objects in play, their zones and lasting effects record nothing: every
//!   entry carries the play stamp;
//! - reads of objects or zones out of play record `ELSEWHERE` (the entry carries the
//!   board stamp too), reads of players `PLAYERS` (the player stamp);
//! - every other read (the stack, the turn, the phase, the RNG) records `ANY`, and a
//!   value that read anything of that kind is not kept.
//!
//! A read is narrower than `ANY` only where its API function says so (`api::read_board`
//! and the checks in `api::live`); the default is `ANY`, so a new API function can make
//! the cache keep less, never keep a wrong value.

use crate::core::hooks::HookError;
use crate::core::ids::ObjectId;
use crate::core::state::{GameState, Versions};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

/// The computation read players.
pub(crate) const PLAYERS: u8 = 1;
/// It read objects or zones out of play.
pub(crate) const ELSEWHERE: u8 = 2;
/// It read something no stamp covers: don't keep it.
pub(crate) const ANY: u8 = 4;

thread_local! {
    /// What the computations running now have read. Per thread rather than per host: a
    /// computation runs on one host, and no hook reaches another host meanwhile.
    static READS: Cell<u8> = const { Cell::new(0) };
}

/// Records that the running computation (if any) read `what`.
pub(crate) fn read(what: u8) {
    if what != 0 {
        READS.with(|r| r.set(r.get() | what));
    }
}

/// Records a read of something in `zone`: out of play, it is `ELSEWHERE`.
pub(crate) fn read_zone(st: &GameState, zone: crate::core::state::ZoneRef) {
    if !st.is_in_play(zone) {
        read(ELSEWHERE);
    }
}

#[derive(Default)]
pub(crate) struct StatCache {
    entries: RefCell<HashMap<ObjectId, Vec<Entry>>>,
}

struct Entry {
    stat: String,
    value: Option<i64>,
    play: u64,
    /// The board stamp, when the value read something out of play.
    board: Option<u64>,
    /// The player stamp, when the value read players.
    players: Option<u64>,
    /// The stack's cards, when constant abilities work from the stack.
    stack: Option<u64>,
}

impl Entry {
    fn holds(&self, v: Versions, stack: Option<u64>) -> bool {
        self.play == v.play
            && self.board.is_none_or(|b| b == v.board)
            && self.players.is_none_or(|p| p == v.players)
            && self.stack == stack
    }

    /// What the kept value was read from, recorded again when it is used.
    fn reads(&self) -> u8 {
        let mut r = 0;
        if self.board.is_some() {
            r |= ELSEWHERE;
        }
        if self.players.is_some() {
            r |= PLAYERS;
        }
        r
    }
}

impl StatCache {
    /// `object`'s `stat`: the kept value if what it was read from is unchanged, else
    /// `compute`'s, kept if it read nothing unstamped. `stack` fingerprints the cards on
    /// the stack when they can hold constant abilities.
    pub(crate) fn stat(
        &self,
        st: &mut GameState,
        object: ObjectId,
        stat: &str,
        stack: Option<u64>,
        compute: impl FnOnce(&mut GameState) -> Result<Option<i64>, HookError>,
    ) -> Result<Option<i64>, HookError> {
        let v = st.versions();
        let hit = self.entries.borrow().get(&object).and_then(|list| {
            list.iter()
                .find(|e| e.stat == stat && e.holds(v, stack))
                .map(|e| (e.value, e.reads()))
        });
        if let Some((value, reads)) = hit {
            read(reads);
            return Ok(value);
        }
        let outer = READS.with(|r| r.replace(0));
        // The object's own state (its counters) is read too.
        if let Some(zone) = st.object(object).map(|o| o.zone) {
            read_zone(st, zone);
        }
        let r = compute(st);
        let reads = READS.with(|r| r.get());
        READS.with(|r| r.set(outer | reads));
        let value = r?;
        // A computation only reads (check hooks can't change the game); should the
        // stamps differ anyway, the value is not kept.
        if reads & ANY == 0 && st.versions() == v {
            let entry = Entry {
                stat: stat.to_string(),
                value,
                play: v.play,
                board: (reads & ELSEWHERE != 0).then_some(v.board),
                players: (reads & PLAYERS != 0).then_some(v.players),
                stack,
            };
            let mut entries = self.entries.borrow_mut();
            let list = entries.entry(object).or_default();
            match list.iter_mut().find(|e| e.stat == stat) {
                Some(e) => *e = entry,
                None => list.push(entry),
            }
        }
        Ok(value)
    }
}

/// The objects whose constant abilities may apply now (`statics::sources`), kept for the
/// position they were listed in: its board stamp (which covers objects in play and out of
/// it, their zones, timestamps and gained abilities), the turn (an ability gained for the
/// turn ends with it) and, where constant abilities work from the stack, the stack's cards. Every stat, permission and prohibition asks for
/// them, mostly of an unchanged position.
#[derive(Default)]
pub(crate) struct SourcesCache {
    kept: RefCell<Option<(SourcesKey, Vec<ObjectId>)>>,
}

/// What a list of sources was made from: the board stamp, the turn, the stack's cards.
type SourcesKey = (u64, u32, Option<u64>);

impl SourcesCache {
    pub(crate) fn get(
        &self,
        st: &GameState,
        stack: Option<u64>,
        list: impl FnOnce() -> Vec<ObjectId>,
    ) -> Vec<ObjectId> {
        let key = (st.versions().board, st.turn, stack);
        if let Some((k, kept)) = &*self.kept.borrow() {
            if *k == key {
                return kept.clone();
            }
        }
        let out = list();
        *self.kept.borrow_mut() = Some((key, out.clone()));
        out
    }
}
