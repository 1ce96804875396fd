//! Version stamps of the position's parts, for caches of values computed from them (the
//! script host caches stats computed through constant abilities).
//!
//! A stamp changes whenever its part may have changed: every change to an object, a zone
//! list, the terrain or the lasting effects takes a new board stamp, and those of them
//! that touch the zones in play (an object in play, or entering or leaving play; a zone
//! list in play; terrain; lasting effects) a new play stamp too; every change to a
//! player takes a new player stamp; a rollback returns to the snapshot's stamps, the
//! position being exactly the snapshot's again. Until the position knows which zones are in play (`GameState::set_in_play`), every zone counts
//! as in play. Stamps are never handed
//! out twice in a process (blocks are taken from one global counter per thread), so two
//! positions share a stamp only when one is a clone of the other and neither has changed
//! since — when they are equal in that part. A cache entry made at stamp `s` is therefore
//! valid for any position whose stamp is `s`, whichever game it belongs to.

use std::cell::Cell;
use std::sync::atomic::{AtomicU64, Ordering};

/// Stamps are taken from this counter a block at a time.
static NEXT_BLOCK: AtomicU64 = AtomicU64::new(1);
const BLOCK: u64 = 1 << 20;

thread_local! {
    /// (next stamp, end of this thread's block).
    static LOCAL: Cell<(u64, u64)> = const { Cell::new((0, 0)) };
}

/// A stamp never handed out before.
pub(crate) fn fresh() -> u64 {
    LOCAL.with(|c| {
        let (mut next, mut end) = c.get();
        if next == end {
            next = NEXT_BLOCK.fetch_add(1, Ordering::Relaxed) * BLOCK;
            end = next + BLOCK;
        }
        c.set((next + 1, end));
        next
    })
}

/// The stamps of one position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Versions {
    /// Objects, zone lists, terrain and lasting effects.
    pub board: u64,
    /// The part of the board in play: objects in play and their zone lists, terrain,
    /// lasting effects.
    pub play: u64,
    /// Players (their counters, declarations, elements).
    pub players: u64,
}

impl Default for Versions {
    /// New stamps: a position made or loaded afresh shares no stamp with another.
    fn default() -> Self {
        Versions {
            board: fresh(),
            play: fresh(),
            players: fresh(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_never_handed_out_twice_across_threads() {
        let mut all: Vec<u64> = std::thread::scope(|s| {
            let hs: Vec<_> = (0..4)
                .map(|_| s.spawn(|| (0..1000).map(|_| fresh()).collect::<Vec<_>>()))
                .collect();
            hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
        });
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        assert_eq!(all.len(), n);
    }
}
