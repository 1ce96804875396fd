//! Stable identifiers. Everything the engine hands out is an id, never a reference:
//! ids survive snapshots, serialization and the Lua boundary.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A game object (a card instance or token). Stable for the whole game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ObjectId(pub u32);

/// A seat at the table, 0-based.
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

impl fmt::Display for ObjectId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "P{}", self.0 + 1)
    }
}
