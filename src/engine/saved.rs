//! Resuming a saved game: a position serialized from [`Engine::state`], checked against
//! the loaded content before it is played.

use super::Engine;
use crate::core::game::Game;
use crate::core::state::{GameState, InvalidState};
use crate::load::Content;
use crate::script::{Limits, LuaHost, ScriptError};
use indexmap::IndexMap;
use thiserror::Error;

#[derive(Clone, Debug, Error, PartialEq)]
pub enum SavedGameError {
    #[error("the saved game does not fit the loaded content: {0}")]
    Invalid(#[from] InvalidState),
    #[error("{}", .0.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"))]
    Scripts(Vec<ScriptError>),
}

impl Engine {
    /// Resumes a game from a saved position (a deserialized [`GameState`], e.g. saved
    /// with `ron::to_string(engine.state())`), with the given content's cards and
    /// scripts. The position is checked first ([`GameState::validate`]): a save that does
    /// not fit the content is an error, never a panic. The event log starts empty and
    /// nothing waits on an answer. Save between actions (while [`Engine::pending`] is
    /// `None`): a position saved while a resolution waits on an answer is mid-resolution.
    pub fn from_saved(content: &Content, state: GameState) -> Result<Engine, SavedGameError> {
        state.validate(&content.db)?;
        let host = LuaHost::new(content.db.clone(), &content.scripts, Limits::default())
            .map_err(SavedGameError::Scripts)?;
        Ok(Engine::assemble(
            Game::new(content.db.clone(), state),
            host,
            IndexMap::new(),
        ))
    }
}
