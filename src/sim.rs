//! Simulation: seeded games between agents, one script VM per game, from two decks
//! ([`crate::load::deck`]) or random cards. Each game becomes a [`GameRecord`] (how it
//! ended, its length, the cards played and drawn), and records add up to a [`Summary`]
//! (win rates with confidence intervals, per seat and per card). A game that fails (a
//! card script error, a panic, a refused action that changed the game, broken zone
//! bookkeeping) becomes a replay — the setup and every action and answer — that
//! [`replay`] (and `cardsmith replay`) reproduces.
//!
//! One game ([`play_game`]) and the summary need only the engine; the batch runner
//! behind `cardsmith sim` (every core, a progress bar, JSON lines, the plot) comes with
//! the `cli` feature.

#[cfg(feature = "cli")]
mod batch;
mod game;
#[cfg(feature = "cli")]
mod plot;
mod report;
#[cfg(feature = "cli")]
pub use batch::{
    agents_for, deck_ruleset, read_decks, read_json_lines, run, setup_for, write_json_lines,
    write_text, Line, MergeError, SimOptions, SimReport,
};
pub use game::{play_game, End, GameLimits, GameRecord};
#[cfg(feature = "cli")]
pub use plot::plot;
pub use report::{wilson, CardStats, Rate, Summary};

use crate::core::decision::Answer;
use crate::core::game::Action;
use crate::engine::{Engine, PlayerSetup, Setup};
use crate::load::Content;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

/// A failed game, enough to play it again exactly.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Replay {
    pub ruleset: String,
    pub setup: Setup,
    pub steps: Vec<ReplayStep>,
    /// What went wrong the first time.
    pub failure: String,
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReplayStep {
    pub action: Action,
    #[serde(default)]
    pub answers: Vec<Answer>,
}

/// A game's setup: two seats with 30 random main-deck cards each and the whole material
/// deck, from the game seed; a new game (first-turn rules apply).
pub fn game_setup(content: &Content, seed: u64) -> Setup {
    let db = &content.db;
    let main: Vec<&str> = db
        .cards
        .iter()
        .filter(|c| c.deck == "main")
        .map(|c| c.id.as_str())
        .collect();
    let material: Vec<String> = db
        .cards
        .iter()
        .filter(|c| c.deck != "main")
        .map(|c| c.id.clone())
        .collect();
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    // Where the game acts from a board (6d6), each seat starts with a character on it,
    // in opposite corners.
    let board = crate::core::board::board(db);
    let actor = db.ruleset.resistance.as_ref().and_then(|r| {
        db.cards
            .iter()
            .find(|c| c.types.iter().any(|t| r.actor_types.contains(t)))
    });
    let mut seats = 0u8;
    let mut seat = |name: &str| {
        let corner = seats;
        seats += 1;
        let on_board = match (board, actor) {
            (Some((z, def)), Some(card)) => {
                let (x, y) = if corner == 0 {
                    (0, 0)
                } else {
                    (def.width.saturating_sub(1), def.height.saturating_sub(1))
                };
                vec![(
                    db.zone_name(z).to_string(),
                    vec![format!("{}@{name}_character at {x},{y}", card.id)],
                )]
            }
            _ => Vec::new(),
        };
        let deck: Vec<String> = if main.is_empty() {
            Vec::new()
        } else {
            (0..30)
                .map(|_| main[rng.random_range(0..main.len())].to_string())
                .collect()
        };
        PlayerSetup {
            name: name.into(),
            elements: vec![],
            zones: [
                // The main deck is the zone players draw from.
                (db.ruleset.draw_from.clone(), deck),
                ("material_deck".to_string(), material.clone()),
            ]
            .into_iter()
            .chain(on_board)
            .filter(|(z, _)| db.zone(z).is_some())
            .collect(),
            ..Default::default()
        }
    };
    let players = (0..db.ruleset.players)
        .map(|i| seat(&format!("P{}", i + 1)))
        .collect();
    Setup {
        seed,
        players,
        turn_player: 1,
        new_game: true,
        ..Default::default()
    }
}

/// One simulated game with random decks (fuzzing, benches): actions, script calls, and
/// the replay if it failed.
#[derive(Debug, Default)]
pub struct GameResult {
    pub actions: u64,
    pub script_calls: u64,
    pub failure: Option<Replay>,
}

/// Plays one game of random cards (see [`game_setup`]) of at most `steps` agent actions.
pub fn play_one(content: &Content, seed: u64, steps: usize) -> GameResult {
    let limits = GameLimits {
        actions: steps,
        turns: u32::MAX,
    };
    let (record, failure) = play_game(content, &game_setup(content, seed), limits, &[]);
    GameResult {
        actions: record.actions,
        script_calls: record.script_calls,
        failure,
    }
}

/// Plays a replay again; `Err` is the failure it reproduces (or a setup problem).
pub fn replay(content: &Content, r: &Replay) -> Result<(), String> {
    let outcome = catch_unwind(AssertUnwindSafe(|| -> Result<(), String> {
        let mut e = Engine::new(content, &r.setup).map_err(|e| format!("setup: {e}"))?;
        for step in &r.steps {
            let hash = e.state().state_hash();
            let mut result = e.submit(step.action.clone());
            for a in &step.answers {
                if result.is_err() {
                    break;
                }
                result = e.answer(a.clone());
            }
            if let Err(err) = &result {
                if let Some(why) = game::script_failure(err) {
                    return Err(why);
                }
                if e.state().state_hash() != hash {
                    return Err(format!("refused {:?} but the game changed", step.action));
                }
            }
            e.state().check_zones()?;
        }
        Ok(())
    }));
    match outcome {
        Ok(r) => r,
        Err(p) => Err(game::panic_message(p)),
    }
}

/// The seed of game `i` of shard `k` of `n`: shards never share a seed.
pub fn seed_of(base: u64, i: u64, (k, n): (u64, u64)) -> u64 {
    base.wrapping_add(i.wrapping_mul(n.max(1)))
        .wrapping_add(k.saturating_sub(1))
}

/// The process's peak resident memory (Linux), in KiB.
pub fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Reads a replay file.
pub fn read_replay(path: &Path) -> Result<Replay, crate::load::LoadError> {
    crate::load::read_ron(path)
}
