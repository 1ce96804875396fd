//! The batch runner behind `cardsmith sim`: many seeded games across every core (rayon),
//! with a progress bar (indicatif); failures are saved as replay files; records are
//! written and read back as JSON lines (one per game, then the summary) so that shards'
//! outputs merge. Needs the `cli` feature.

use super::game::{play_game, GameLimits, GameRecord};
use super::report::Summary;
use super::{game_setup, peak_memory_kib, seed_of, Replay};
use crate::load::deck::LoadedDeck;
use crate::load::Content;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How to run a batch.
#[derive(Clone, Debug)]
pub struct SimOptions {
    pub games: u64,
    pub seed: u64,
    /// Agent actions per game at most.
    pub steps: usize,
    /// A game stops once this turn would begin.
    pub turns: u32,
    /// This run is shard `k` (1-based) of `n`: it plays the seeds congruent to `k - 1`.
    pub shard: (u64, u64),
    pub out_dir: PathBuf,
    pub progress: bool,
    /// The decks, in seat order for even seeds (swapped for odd ones, so each deck
    /// plays first half the time); one deck plays itself. None: random cards.
    pub decks: Vec<LoadedDeck>,
    /// The agents, paired with the decks the same way (the first agent plays the first
    /// deck); one agent plays every seat. None: random agents.
    pub agents: Vec<crate::agent::Kind>,
}

/// What a batch did.
#[derive(Debug, Default)]
pub struct SimReport {
    pub games: u64,
    pub actions: u64,
    pub script_calls: u64,
    /// Forks the searching agents judged, over every game.
    pub playouts: u64,
    pub elapsed: Duration,
    pub failures: Vec<PathBuf>,
    pub peak_memory_kib: Option<u64>,
    /// Every game, in seed order.
    pub records: Vec<GameRecord>,
}

/// The setup of the game with `seed`: the decks (their seats alternating with the seed),
/// or random cards.
pub fn setup_for(content: &Content, decks: &[LoadedDeck], seed: u64) -> crate::engine::Setup {
    match decks {
        [] => game_setup(content, seed),
        [one] => crate::load::deck::game_setup(&content.db, &[one, one], seed),
        [a, b, ..] if seed % 2 == 0 => crate::load::deck::game_setup(&content.db, &[a, b], seed),
        [a, b, ..] => crate::load::deck::game_setup(&content.db, &[b, a], seed),
    }
}

/// The seats' agents in the game with `seed`: as the decks, swapped on odd seeds.
pub fn agents_for(agents: &[crate::agent::Kind], seed: u64) -> Vec<crate::agent::Kind> {
    match agents {
        [a, b, ..] if seed % 2 == 1 => vec![*b, *a],
        [one] => vec![*one, *one],
        _ => agents.to_vec(),
    }
}

/// Plays a batch on every core, saving failures under `out_dir`.
pub fn run(content: &Content, opts: &SimOptions) -> SimReport {
    let bar = if opts.progress {
        let b = indicatif::ProgressBar::new(opts.games);
        b.set_style(
            indicatif::ProgressStyle::with_template(
                "{bar:40} {pos}/{len} games  {per_sec}  eta {eta}",
            )
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar()),
        );
        b
    } else {
        indicatif::ProgressBar::hidden()
    };
    let start = Instant::now();
    let (actions, calls, playouts) = (AtomicU64::new(0), AtomicU64::new(0), AtomicU64::new(0));
    let limits = GameLimits {
        actions: opts.steps,
        turns: opts.turns,
    };
    let mut played: Vec<(GameRecord, Option<Replay>)> = (0..opts.games)
        .into_par_iter()
        .map(|i| {
            let seed = seed_of(opts.seed, i, opts.shard);
            let setup = setup_for(content, &opts.decks, seed);
            let r = play_game(content, &setup, limits, &agents_for(&opts.agents, seed));
            actions.fetch_add(r.0.actions, Ordering::Relaxed);
            calls.fetch_add(r.0.script_calls, Ordering::Relaxed);
            playouts.fetch_add(r.0.playouts, Ordering::Relaxed);
            bar.inc(1);
            r
        })
        .collect();
    bar.finish_and_clear();
    played.sort_by_key(|(r, _)| r.seed);
    let mut saved = Vec::new();
    let mut records = Vec::with_capacity(played.len());
    for (record, failure) in played {
        if let Some(f) = failure {
            let _ = std::fs::create_dir_all(&opts.out_dir);
            let path = opts.out_dir.join(format!("replay-{}.ron", record.seed));
            if let Ok(text) = ron::ser::to_string_pretty(&f, ron::ser::PrettyConfig::default()) {
                if std::fs::write(&path, text).is_ok() {
                    saved.push(path);
                }
            }
        }
        records.push(record);
    }
    SimReport {
        games: opts.games,
        actions: actions.into_inner(),
        script_calls: calls.into_inner(),
        playouts: playouts.into_inner(),
        elapsed: start.elapsed(),
        failures: saved,
        peak_memory_kib: peak_memory_kib(),
        records,
    }
}

/// One JSON line of `cardsmith sim --json`: a game, or the summary that ends a run.
#[derive(Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Line {
    Game(GameRecord),
    Summary(Box<Summary>),
}

/// Writes the records, one JSON line each, then the summary's line.
pub fn write_json_lines(
    records: &[GameRecord],
    summary: &Summary,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    for r in records {
        writeln!(out, "{}", serde_json::to_string(&Line::Game(r.clone()))?)?;
    }
    let line = Line::Summary(Box::new(summary.clone()));
    writeln!(out, "{}", serde_json::to_string(&line)?)
}

/// A problem reading JSON lines.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    #[error("{}: cannot read: {message}", file.display())]
    Io { file: PathBuf, message: String },
    #[error("{}:{line}: not a line of `cardsmith sim --json`: {message}", file.display())]
    Line {
        file: PathBuf,
        line: usize,
        message: String,
    },
    #[error("{}:{line}: seed {seed} was already played in {}", file.display(), first.display())]
    Duplicate {
        file: PathBuf,
        line: usize,
        seed: u64,
        first: PathBuf,
    },
}

/// Reads the game records of shards' JSON lines (their summaries are recomputed, not
/// read). A seed found twice is an error: shards must not overlap.
pub fn read_json_lines(files: &[PathBuf]) -> Result<Vec<GameRecord>, MergeError> {
    let mut records = Vec::new();
    let mut seen: std::collections::BTreeMap<u64, PathBuf> = Default::default();
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| MergeError::Io {
            file: file.clone(),
            message: e.to_string(),
        })?;
        for (i, l) in text
            .lines()
            .enumerate()
            .filter(|(_, l)| !l.trim().is_empty())
        {
            let bad = |message: String| MergeError::Line {
                file: file.clone(),
                line: i + 1,
                message,
            };
            match serde_json::from_str::<Line>(l).map_err(|e| bad(e.to_string()))? {
                Line::Game(r) => {
                    if let Some(first) = seen.insert(r.seed, file.clone()) {
                        return Err(MergeError::Duplicate {
                            file: file.clone(),
                            line: i + 1,
                            seed: r.seed,
                            first,
                        });
                    }
                    records.push(r);
                }
                Line::Summary(_) => {}
            }
        }
    }
    records.sort_by_key(|r| r.seed);
    Ok(records)
}

/// Reads every deck file named, checked against `content`'s deck building rules.
pub fn read_decks(content: &Content, files: &[PathBuf]) -> Result<Vec<LoadedDeck>, String> {
    let mut decks = Vec::new();
    let mut problems = Vec::new();
    for f in files {
        match crate::load::deck::load_deck(&content.db, f) {
            Ok(d) => decks.push(d),
            Err(errs) => problems.extend(errs.iter().map(|e| e.to_string())),
        }
    }
    if problems.is_empty() {
        Ok(decks)
    } else {
        Err(problems.join("\n"))
    }
}

/// The ruleset a deck file says it is for (to load the right content before checking it).
pub fn deck_ruleset(file: &Path) -> Option<String> {
    crate::load::deck::deck_ruleset(file)
}

/// The text report of a run: what was played, throughput and peak memory, the summary,
/// and where failed games' replays are.
pub fn write_text(
    r: &SimReport,
    summary: &Summary,
    ruleset: &str,
    opts: &SimOptions,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let secs = r.elapsed.as_secs_f64().max(1e-9);
    let decks: Vec<&str> = opts.decks.iter().map(|d| d.name()).collect();
    writeln!(
        out,
        "{} game(s) of {ruleset}{} (shard {}/{}, seeds from {}) in {:.2}s on {} thread(s)",
        r.games,
        if decks.is_empty() {
            ", random cards".to_string()
        } else {
            format!(": {}", decks.join(" vs "))
        },
        opts.shard.0,
        opts.shard.1,
        opts.seed,
        secs,
        rayon::current_num_threads()
    )?;
    writeln!(
        out,
        "  {:.1} games/s, {:.0} actions/s, {:.0} script calls/s, peak memory {}",
        r.games as f64 / secs,
        r.actions as f64 / secs,
        r.script_calls as f64 / secs,
        r.peak_memory_kib.map_or("unknown".into(), |k| format!(
            "{:.1} MiB",
            k as f64 / 1024.0
        ))
    )?;
    if r.playouts > 0 {
        writeln!(
            out,
            "  {:.0} playouts/s (forks the searching agents judged)",
            r.playouts as f64 / secs
        )?;
    }
    summary.write_text(out)?;
    for f in &r.failures {
        writeln!(out, "  FAILED: replay saved to {}", f.display())?;
    }
    writeln!(
        out,
        "games: {} passed, {} failed",
        r.games - r.failures.len() as u64,
        r.failures.len()
    )
}
