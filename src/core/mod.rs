//! The rules core: state, the effects stack, the pipelines, costs, events, decisions.
//!
//! Invariant: this module does no IO and knows nothing of Lua. Card behaviour reaches
//! it only through the [`Behaviors`] trait.

pub mod activation;
pub mod board;
pub mod cost;
pub mod decision;
pub mod declare;
pub mod event_view;
pub mod events;
pub mod game;
pub mod game_end;
pub mod hooks;
pub mod ids;
pub mod lasting;
pub mod log;
pub mod player_cost;
pub(crate) mod primitives;
pub mod procedures;
pub mod query;
pub mod reactions;
pub mod replacement;
pub mod ruleset;
pub mod stack;
pub mod state;
#[cfg(test)]
pub(crate) mod testing;
pub mod turn;
pub mod view;

pub use activation::Step;
pub use board::Square;
pub use cost::{CostModifier, CostOp, CostTrace};
pub use decision::{
    Answer, Choice, Decider, Decision, FirstChoiceDecider, Options, ScriptedDecider,
};
pub use events::{Event, PlayKind};
pub use game::{Action, ActionError, Game, Progress};
pub use game_end::GameOver;
pub use hooks::{Behaviors, HookError, Legality, ModeSpec, ResolveStep, TargetSpec};
pub use ids::{CardIdx, ObjectId, PlayerId, Timestamp, ZoneIdx};
pub use replacement::{Change, Replacement};
pub use ruleset::{CardDb, CardDef, ObjectFilter, Ruleset, Who};
pub use stack::{Ability, EffectsStack, StackEntry, Target};
pub use state::{GameObject, GameState, Player, ZoneRef};
