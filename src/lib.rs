//! cardsmith: a data-driven card-game rules engine.
//!
//! Layers, each depending only on the ones before it:
//! - [`core`]: the rules machinery (state, stack, pipelines, costs, events, decisions);
//!   no IO, no Lua.
//! - [`script`]: the Lua (Luau) host that implements card behaviour for the core.
//! - [`load`]: RON loading of rulesets and sets, with file:line errors.
//! - [`scenario`]: the scenario format and its runner.
//! - `cli`: the commands behind the `cardsmith` binary (the `cli` feature, on by default;
//!   `--no-default-features` builds the engine alone).
//!
//! # Embedding
//!
//! Load the content once and start a game from a setup. Then, in a loop: ask which
//! actions are legal for the player who may act, submit one, answer the decisions it
//! raises, and read what happened through an events cursor. Each player's
//! [`view`](engine::Engine::view) shows only what the ruleset lets them see. Seats are
//! 1-based wherever people read or write them (`turn_player: 1`, `P1`,
//! [`PlayerId::seat`](core::PlayerId::seat)); `PlayerId(0)` is seat 1 inside the API.
//!
//! ```
//! use cardsmith::core::{Action, Options, PlayerId, Progress};
//! use cardsmith::core::view::ObjectView;
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
//! let mut cursor = engine.subscribe();
//! let aria = PlayerId::from_seat(1).unwrap();
//!
//! // Only what the rules accept now is listed (Bram, without opportunity, gets nothing).
//! let sentry = engine.label("sentry").unwrap();
//! let legal = engine.legal_actions(aria);
//! let play = Action::Activate { player: aria, object: sentry };
//! assert!(legal.contains(&play) && legal.contains(&Action::Pass { player: aria }));
//! assert!(engine.legal_actions(PlayerId(1)).is_empty());
//!
//! // Stone Sentry costs 2 and three cards could pay: the engine asks which.
//! let mut progress = engine.submit(play)?;
//! while let Progress::Decide(decision) = progress {
//!     let Options::Objects { candidates, min, .. } = &decision.options else { unreachable!() };
//!     progress = engine.answer(cardsmith::core::Answer::Objects(candidates[..*min].to_vec()))?;
//! }
//! assert_eq!(engine.state().stack.len(), 1);
//!
//! // The events, named: players by seat and name, objects by id and card.
//! let (events, next) = engine.events_since(cursor);
//! cursor = next;
//! assert!(events.iter().any(|e| e.event == "announced"));
//!
//! // Bram sees how many cards Aria holds, not which.
//! let bram_sees = engine.view(PlayerId(1));
//! let hand = bram_sees.players[0].zones.iter().find(|z| z.zone == "hand").unwrap();
//! assert!(hand.objects.iter().all(|o| *o == ObjectView::Hidden));
//! # let _ = cursor;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! [`unchecked`] is the documented escape hatch for tests that set up positions by hand;
//! it is not part of the embedding surface.

// The one exception is `script::lent`, which lends the game state by pointer.
#![deny(unsafe_code)]

pub mod agent;
pub mod catalog;
#[cfg(feature = "cli")]
pub mod cli;
pub mod core;
pub mod engine;
pub mod fuzz;
pub mod load;
pub mod play;
pub mod scenario;
pub mod script;
pub mod sim;
#[cfg(feature = "studio")]
pub mod studio;
pub mod unchecked;
