//! Stable identifiers. Everything the engine hands out is an id, never a reference:
//! ids survive snapshots, serialization and the Lua boundary.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A game object (a card instance or token). Stable for the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ObjectId(pub u32);

/// A seat at the table. Inside the engine the id is 0-based (`PlayerId(0)` is the
/// first seat); everything shown to people or read from them (scenarios, narration,
/// error messages, views) uses the 1-based seat: [`PlayerId::seat`] and
/// [`PlayerId::from_seat`] are the only conversions, and `Display` prints `P1`, `P2`.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct PlayerId(pub u8);

/// Index of a card definition in the [`CardDb`](crate::core::CardDb).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CardIdx(pub u32);

/// When an object entered its zone, or when a continuous effect began: a value of the
/// game's clock, which only goes forward. Effects apply oldest first; where they exclude
/// each other, the newest wins (Grand Archive's timestamps).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
pub struct Timestamp(pub u64);

/// Index of a per-player zone declared by the ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ZoneIdx(pub u8);

impl PlayerId {
    /// The 1-based seat number (`PlayerId(0)` sits in seat 1).
    pub fn seat(self) -> u8 {
        self.0.saturating_add(1)
    }

    /// The player in 1-based seat `seat` (`None` for seat 0).
    pub fn from_seat(seat: u8) -> Option<PlayerId> {
        seat.checked_sub(1).map(PlayerId)
    }
}

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.seat())
    }
}
