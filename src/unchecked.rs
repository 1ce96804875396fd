//! The escape hatch: direct access to a game's state and transactions, bypassing the
//! rules. It exists for tests that set up positions the rules could not reach directly
//! (terrain laid mid-game, an object placed by hand) and for benchmarks that measure
//! the transaction machinery itself.
//!
//! It is **not** part of the embedding surface. Nothing here keeps the engine's
//! invariants: a change made through [`state_mut`] is no event, triggers nothing and
//! passes no replacement effect; a snapshot restored out of order corrupts the undo
//! journal. Embedders use [`Engine::submit`](crate::engine::Engine::submit),
//! [`Engine::answer`](crate::engine::Engine::answer) and the read accessors.

use crate::core::game::Game;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, Snapshot};
use crate::engine::Engine;
use crate::script::LuaHost;
use std::sync::Arc;

/// The engine's state, to change directly.
pub fn state_mut(engine: &mut Engine) -> &mut GameState {
    engine.state_mut()
}

/// The card database, the script host and the state to change, at once: for calling a
/// rules function (e.g. `core::procedures::uses::begin_use`) on the engine's position.
pub fn parts_mut(engine: &mut Engine) -> (Arc<CardDb>, &LuaHost, &mut GameState) {
    engine.parts_mut()
}

/// A game's state, to change directly.
pub fn game_state_mut(game: &mut Game) -> &mut GameState {
    game.state_mut()
}

/// Opens a transaction on `st` (see the undo journal in `core/state.rs`).
pub fn snapshot(st: &mut GameState) -> Snapshot {
    st.snapshot()
}

/// Returns `st` to `snap`, which must be the newest snapshot still open.
pub fn restore(st: &mut GameState, snap: &Snapshot) {
    st.restore(snap)
}
