//! The game state lent to the VM while a hook runs.
//!
//! The caller of a hook holds `&mut GameState`; for the call's duration the host keeps a
//! pointer to it, which the API functions reach through [`Lent::with`] and
//! [`Lent::with_mut`]. Lending by pointer rather than moving the state into the host and
//! back saves moving the whole `GameState` struct in and out on every hook call and on
//! every API call that may call hooks: measured on `dispatch/engine_legal_hook`, 199 ns
//! with the moves against 127 ns by pointer (the bare mlua call: 57 ns).
//!
//! Soundness rests on three rules, each kept by this module alone:
//! - a pointer is stored only by [`Lent::lend`], from a live `&mut GameState`, and only
//!   while the closure it was given runs: the previous pointer is back before that borrow
//!   ends (also when the closure unwinds);
//! - `with` and `with_mut` empty the cell while their closure runs, so at most one
//!   reference made from the pointer exists at a time: a nested read finds nothing lent
//!   and fails with an error rather than aliasing;
//! - a hook called from inside `with_mut` is lent the reference it was given, which is
//!   derived from the outer one, and restores the empty cell when it returns.

#![allow(unsafe_code)]

use crate::core::GameState;
use std::cell::Cell;
use std::ptr;

/// A cell holding the lent state's address, or null when nothing is lent.
#[derive(Debug)]
pub(crate) struct Lent(Cell<*mut GameState>);

impl Default for Lent {
    fn default() -> Self {
        Lent(Cell::new(ptr::null_mut()))
    }
}

/// Puts the previously lent pointer back when dropped.
struct Restore<'a> {
    cell: &'a Lent,
    previous: *mut GameState,
}

impl Drop for Restore<'_> {
    fn drop(&mut self) {
        self.cell.0.set(self.previous);
    }
}

impl Lent {
    /// Lends `st` while `f` runs; what was lent before is lent again after, however `f`
    /// ends.
    pub fn lend<R>(&self, st: &mut GameState, f: impl FnOnce() -> R) -> R {
        let previous = self.0.replace(st);
        let _restore = Restore {
            cell: self,
            previous,
        };
        f()
    }

    /// Whether a state is lent now (and not taken by a `with`).
    #[cfg(test)]
    fn is_lent(&self) -> bool {
        !self.0.get().is_null()
    }

    /// Reads the lent state; `None` if none is lent.
    pub fn with<R>(&self, f: impl FnOnce(&GameState) -> R) -> Option<R> {
        self.with_mut(|st| f(st))
    }

    /// Changes the lent state, or passes it on to other hooks; `None` if none is lent.
    pub fn with_mut<R>(&self, f: impl FnOnce(&mut GameState) -> R) -> Option<R> {
        let p = self.0.replace(ptr::null_mut());
        if p.is_null() {
            return None;
        }
        // Put the pointer back however `f` ends.
        let _back = Restore {
            cell: self,
            previous: p,
        };
        // SAFETY: `p` was stored by a `lend` whose closure is still running (lends nest and
        // restore in reverse order), so the `&mut GameState` it came from is borrowed for
        // at least as long as this call. The cell is null while `f` runs, so no other
        // reference derived from `p` can be created meanwhile.
        Some(f(unsafe { &mut *p }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nothing_is_lent_outside_a_lend_or_inside_a_with() {
        let lent = Lent::default();
        let mut st = GameState::default();
        assert!(lent.with(|_| ()).is_none());
        lent.lend(&mut st, || {
            assert_eq!(lent.with(|s| s.turn), Some(0));
            // A nested read finds nothing: at most one reference at a time.
            assert_eq!(lent.with(|_| lent.with(|_| ()).is_none()), Some(true));
            lent.with_mut(|s| s.turn = 3);
        });
        assert!(!lent.is_lent());
        assert_eq!(st.turn, 3);
    }

    #[test]
    fn a_nested_lend_restores_the_outer_one() {
        let lent = Lent::default();
        let mut st = GameState::default();
        let passes = lent.lend(&mut st, || {
            lent.with_mut(|outer| lent.lend(outer, || lent.with_mut(|s| s.passes = 2)));
            lent.with(|s| s.passes)
        });
        assert_eq!(passes, Some(2));
        assert!(!lent.is_lent());
    }

    #[test]
    fn an_unwinding_call_leaves_nothing_dangling() {
        let lent = Lent::default();
        let mut st = GameState::default();
        let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            lent.lend(&mut st, || lent.with(|_| panic!("a callback failed")));
        }));
        assert!(r.is_err());
        assert!(!lent.is_lent());
    }
}
