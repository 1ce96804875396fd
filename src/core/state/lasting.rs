//! The lasting effects kept in the position. A transaction's snapshot saves the list
//! whole (it is short), so a rollback undoes an effect begun or ended since.

use super::GameState;
use crate::core::lasting::Lasting;

impl GameState {
    /// The lasting effects now in force, in the order they began.
    pub fn lasting(&self) -> &[Lasting] {
        &self.lasting
    }

    /// Begins a lasting effect; it takes a new timestamp, later than every one before.
    pub(crate) fn add_lasting(&mut self, mut l: Lasting) {
        self.touch_play();
        l.timestamp = self.new_timestamp();
        self.lasting.push(l);
    }

    /// Replaces the list (the turn structure ending effects).
    pub(crate) fn set_lasting(&mut self, list: Vec<Lasting>) {
        self.touch_play();
        self.lasting = list;
    }
}
