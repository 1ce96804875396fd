//! Runs a fuzz target for a while:
//! `cargo run --release --example fuzz -- <target> [--seconds N] [--seed S] [--ruleset R]`.
//! Targets: ruleset, set, scenario, mod (mutated RON into the loaders), games (random
//! games), scripts (mutated card scripts played in games of every bundled ruleset).
//! Crashing inputs are written to fuzz/regressions/<target>/ and fail the run.

use cardsmith::fuzz;
use std::time::{Duration, Instant};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let target = args.first().cloned().unwrap_or_else(|| "set".into());
    let value = |flag: &str, default: u64| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let seconds = value("--seconds", 30);
    let mut seed = value("--seed", 1);
    if !fuzz::TARGETS.contains(&target.as_str()) {
        eprintln!(
            "unknown target '{target}'; targets: {}",
            fuzz::TARGETS.join(", ")
        );
        std::process::exit(2);
    }
    // The fuzzer fuzzes this repository's own content, wherever it is run from.
    let root = std::env::current_dir()
        .ok()
        .and_then(|d| cardsmith::load::find_root(&d))
        .unwrap_or_else(|| env!("CARGO_MANIFEST_DIR").into());
    let ruleset = args
        .iter()
        .position(|a| a == "--ruleset")
        .and_then(|i| args.get(i + 1))
        .map_or("grand_archive", String::as_str);
    let content = cardsmith::load::load(&root, ruleset).expect("bundled content loads");
    let every_ruleset = if target == "scripts" {
        fuzz::all_rulesets(&root)
    } else {
        Vec::new()
    };
    let deadline = Instant::now() + Duration::from_secs(seconds);
    let (mut runs, mut crashes) = (0u64, Vec::new());
    // Quiet the default panic printout: crashes are collected and reported below.
    std::panic::set_hook(Box::new(|_| {}));
    while Instant::now() < deadline {
        let found = if target == "games" {
            runs += 10;
            fuzz::fuzz_games(&content, seed, 10, 300)
        } else if target == "scripts" {
            runs += 30;
            fuzz::fuzz_scripts(&every_ruleset, seed, 30, 80)
        } else {
            runs += 2000;
            fuzz::fuzz_parser(&root, &target, seed, 2000)
        };
        crashes.extend(found);
        seed = seed.wrapping_add(1_000_003);
    }
    let dir = root.join("fuzz/regressions").join(&target);
    for (i, c) in crashes.iter().enumerate() {
        let _ = std::fs::create_dir_all(&dir);
        let ext = if target == "scripts" { "lua" } else { "ron" };
        let _ = std::fs::write(dir.join(format!("crash-{i}.{ext}")), &c.input);
        eprintln!("crash: {}", c.message);
    }
    println!(
        "fuzz {target}: {runs} runs in {seconds}s, {} crash(es)",
        crashes.len()
    );
    if !crashes.is_empty() {
        std::process::exit(1);
    }
}
