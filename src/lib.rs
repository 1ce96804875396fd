//! cardsmith: a data-driven card-game rules engine.
//!
//! Layers, each depending only on the ones before it:
//! - [`core`]: the rules machinery (state, stack, pipelines, costs, events, decisions);
//!   no IO, no Lua.
//! - [`script`]: the Lua (Luau) host that implements card behaviour for the core.
//! - [`load`]: RON loading of rulesets and sets, with file:line errors.
//! - [`scenario`]: the scenario format and its runner.
//! - [`cli`]: the commands behind the `cardsmith` binary.
//!
//! # Embedding
//!
//! Load the content once, start a game from a setup, then submit actions and answer
//! the decisions the engine returns:
//!
//! ```
//! use cardsmith::core::{Action, Answer, Options, PlayerId, Progress};
//! use cardsmith::engine::{Engine, PlayerSetup, Setup};
//!
//! let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
//! let content = cardsmith::load::load(root, "grand_archive")?;
//! let seat = |name: &str, hand: &[&str]| PlayerSetup {
//!     name: name.into(),
//!     zones: [("hand".to_string(), hand.iter().map(|c| c.to_string()).collect())].into(),
//!     ..Default::default()
//! };
//! let setup = Setup {
//!     seed: 7,
//!     players: vec![seat("Aria", &["stone_sentry@sentry", "twin_decree", "rally_cry", "ember_lance"]), seat("Bram", &[])],
//!     turn_player: 1,
//!     ..Default::default()
//! };
//! let mut engine = Engine::new(&content, &setup)?;
//! let sentry = engine.labels()["sentry"];
//! let mut progress = engine.submit(Action::Activate { player: PlayerId(0), object: sentry })?;
//! // Stone Sentry costs 2 and three cards could pay: the engine asks which.
//! while let Progress::Decide(decision) = progress {
//!     let Options::Objects { candidates, min, .. } = &decision.options else { unreachable!() };
//!     progress = engine.answer(Answer::Objects(candidates[..*min].to_vec()))?;
//! }
//! assert_eq!(engine.state().stack.len(), 1);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

// The one exception is `script::lent`, which lends the game state by pointer.
#![deny(unsafe_code)]

pub mod agent;
pub mod cli;
pub mod core;
pub mod engine;
pub mod fuzz;
pub mod load;
pub mod play;
pub mod scenario;
pub mod script;
pub mod sim;
pub mod unchecked;
