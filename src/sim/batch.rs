//! The batch runner behind `cardsmith sim`: many seeded games across every core (rayon),
//! with a progress bar (indicatif); failures are saved as replay files. Needs the `cli`
//! feature.

use super::{peak_memory_kib, play_one, seed_of, Replay};
use crate::load::Content;
use rayon::prelude::*;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// How to run a batch.
#[derive(Clone, Debug)]
pub struct SimOptions {
    pub games: u64,
    pub seed: u64,
    pub steps: usize,
    /// This run is shard `k` (1-based) of `n`: it plays the seeds congruent to `k - 1`.
    pub shard: (u64, u64),
    pub out_dir: PathBuf,
    pub progress: bool,
}

/// What a batch did.
#[derive(Debug, Default)]
pub struct SimReport {
    pub games: u64,
    pub actions: u64,
    pub script_calls: u64,
    pub elapsed: Duration,
    pub failures: Vec<PathBuf>,
    pub peak_memory_kib: Option<u64>,
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
    let (actions, calls) = (AtomicU64::new(0), AtomicU64::new(0));
    let failures: Vec<(u64, Replay)> = (0..opts.games)
        .into_par_iter()
        .filter_map(|i| {
            let seed = seed_of(opts.seed, i, opts.shard);
            let r = play_one(content, seed, opts.steps);
            actions.fetch_add(r.actions, Ordering::Relaxed);
            calls.fetch_add(r.script_calls, Ordering::Relaxed);
            bar.inc(1);
            r.failure.map(|f| (seed, f))
        })
        .collect();
    bar.finish_and_clear();
    let mut saved = Vec::new();
    for (seed, f) in failures {
        let _ = std::fs::create_dir_all(&opts.out_dir);
        let path = opts.out_dir.join(format!("replay-{seed}.ron"));
        if let Ok(text) = ron::ser::to_string_pretty(&f, ron::ser::PrettyConfig::default()) {
            if std::fs::write(&path, text).is_ok() {
                saved.push(path);
            }
        }
    }
    SimReport {
        games: opts.games,
        actions: actions.into_inner(),
        script_calls: calls.into_inner(),
        elapsed: start.elapsed(),
        failures: saved,
        peak_memory_kib: peak_memory_kib(),
    }
}
