//! A mutation fuzzer that runs on the stable toolchain: it mutates the bundled RON files
//! (rulesets, sets, scenarios) and feeds them to the loaders, and plays random games with
//! the random agent, checking that nothing panics and that invariants hold.
//!
//! `cargo run --release --example fuzz -- <target> --seconds N` runs a target for a while;
//! `tests/fuzz.rs` runs each briefly with a fixed seed, plus every saved regression input.

use crate::core::Ruleset;
use crate::load::{self, Content, SetFile};
use crate::scenario::Scenario;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

/// The fuzz targets.
pub const TARGETS: &[&str] = &["ruleset", "set", "scenario", "mod", "games"];

/// Pieces of RON worth splicing in: structure, edge-case numbers, field names.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "Some(",
    "None",
    "-1",
    "0",
    "99999999999999999999",
    "1e308",
    "id",
    "cost",
    "kind",
    "amount",
    "x: true",
    "zones",
    "steps",
    "Activate(",
    "Expect(",
    "\u{0}",
    "é",
    "//",
    "/*",
    "r#\"",
    "true",
    "false",
    "()",
];

/// One mutation of `input`.
pub fn mutate(rng: &mut Pcg64Mcg, input: &[u8], other: &[u8]) -> Vec<u8> {
    let mut out = input.to_vec();
    let edits = rng.random_range(1..=4);
    for _ in 0..edits {
        let len = out.len().max(1);
        let at = rng.random_range(0..len).min(out.len());
        match rng.random_range(0..6) {
            0 if !out.is_empty() => {
                let i = at.min(out.len() - 1);
                out[i] ^= 1 << rng.random_range(0..8);
            }
            1 if !out.is_empty() => {
                let end = (at + rng.random_range(1..16)).min(out.len());
                out.drain(at..end);
            }
            2 => {
                let t = TOKENS[rng.random_range(0..TOKENS.len())].as_bytes();
                out.splice(at..at, t.iter().copied());
            }
            3 if !out.is_empty() => {
                let end = (at + rng.random_range(1..32)).min(out.len());
                let chunk: Vec<u8> = out[at..end].to_vec();
                out.splice(at..at, chunk);
            }
            4 if !other.is_empty() => {
                let s = rng.random_range(0..other.len());
                let e = (s + rng.random_range(1..64)).min(other.len());
                out.splice(at..at, other[s..e].iter().copied());
            }
            _ => {
                let end = (at + 1).min(out.len());
                out.splice(at..end, [rng.random::<u8>()]);
            }
        }
    }
    out
}

/// Feeds one input to a parser target; `Err` describes a panic.
pub fn run_input(target: &str, input: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(input).into_owned();
    let file = Path::new("fuzz-input.ron");
    let r = catch_unwind(AssertUnwindSafe(|| match target {
        "ruleset" => drop(load::parse_ron::<Ruleset>(file, &text)),
        "set" => drop(load::parse_ron::<SetFile>(file, &text)),
        "scenario" => drop(load::parse_ron::<Scenario>(file, &text)),
        "mod" => drop(load::parse_ron::<load::ModManifest>(file, &text)),
        _ => {}
    }));
    r.map_err(|p| panic_message(&p))
}

fn panic_message(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "panic".into())
}

/// The seed corpus for a target: the bundled files of that kind.
pub fn corpus(root: &Path, target: &str) -> Vec<Vec<u8>> {
    let dir = match target {
        "ruleset" => root.join("data/rulesets"),
        "set" => root.join("data/sets"),
        "scenario" => root.join("data/scenarios"),
        "mod" => root.join("mods"),
        _ => return Vec::new(),
    };
    let files = load::ron_files(&dir);
    files.iter().filter_map(|f| std::fs::read(f).ok()).collect()
}

/// A crash found by the fuzzer: the target, the input and what happened.
#[derive(Debug)]
pub struct Crash {
    pub target: String,
    pub input: Vec<u8>,
    pub message: String,
}

/// Runs `iterations` mutations of a parser target's corpus; returns the crashes.
pub fn fuzz_parser(root: &Path, target: &str, seed: u64, iterations: u64) -> Vec<Crash> {
    let corpus = corpus(root, target);
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut crashes = Vec::new();
    if corpus.is_empty() {
        return crashes;
    }
    for _ in 0..iterations {
        let a = &corpus[rng.random_range(0..corpus.len())];
        let b = &corpus[rng.random_range(0..corpus.len())];
        let input = mutate(&mut rng, a, b);
        if let Err(message) = run_input(target, &input) {
            crashes.push(Crash {
                target: target.into(),
                input,
                message,
            });
        }
    }
    crashes
}

/// Plays `games` random games of up to `steps` actions each on the bundled content (the
/// simulator's games); a panic, broken zones, or a refused action that changed the game
/// is a crash. The input saved is the game's replay.
pub fn fuzz_games(content: &Content, seed: u64, games: u64, steps: usize) -> Vec<Crash> {
    (0..games)
        .filter_map(|g| {
            let r = crate::sim::play_one(content, seed.wrapping_add(g), steps);
            r.failure.map(|f| Crash {
                target: "games".into(),
                input: ron::ser::to_string_pretty(&f, ron::ser::PrettyConfig::default())
                    .unwrap_or_default()
                    .into_bytes(),
                message: f.failure,
            })
        })
        .collect()
}
