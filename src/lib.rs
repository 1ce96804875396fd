//! cardsmith: a data-driven card-game rules engine.
//!
//! Layers, each depending only on the ones before it:
//! - [`core`]: the rules machinery (state, stack, pipelines, costs, events, decisions);
//!   no IO, no Lua.
//! - [`script`]: the Lua (Luau) host that implements card behaviour for the core.
//! - [`load`]: RON loading of rulesets and sets, with file:line errors.
//! - [`scenario`]: the scenario format and its runner.
//! - [`cli`]: the commands behind the `cardsmith` binary.

pub mod cli;
pub mod core;
pub mod engine;
pub mod load;
pub mod scenario;
pub mod script;
