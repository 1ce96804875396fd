//! The batch simulator and replays.

mod common;

use cardsmith::load::Content;
use cardsmith::sim::{self, Replay, ReplayStep};

fn options(games: u64, seed: u64, shard: (u64, u64)) -> sim::SimOptions {
    sim::SimOptions {
        games,
        seed,
        steps: 20_000,
        turns: 200,
        shard,
        out_dir: std::env::temp_dir().join(format!("cardsmith-sim-{}", std::process::id())),
        progress: false,
        decks: Vec::new(),
        agents: Vec::new(),
    }
}

fn with_bundled_decks(ruleset: &str, mut opts: sim::SimOptions) -> (Content, sim::SimOptions) {
    let content = cardsmith::load::load(&common::repo(), ruleset).unwrap();
    let files = cardsmith::load::deck::bundled_decks(&common::repo(), ruleset);
    assert_eq!(files.len(), 2, "two bundled decks for {ruleset}");
    opts.decks = sim::read_decks(&content, &files).unwrap();
    (content, opts)
}

#[test]
fn a_small_batch_of_random_cards_plays_without_failures() {
    let mut opts = options(8, 3, (1, 1));
    opts.steps = 150;
    let r = sim::run(&common::bundled(), &opts);
    assert_eq!(r.games, 8);
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert!(r.script_calls > 0);
}

#[test]
fn bundled_decks_of_every_ruleset_play_games_that_end_by_the_rules() {
    for ruleset in ["grand_archive", "keyforge", "6d6"] {
        let (content, opts) = with_bundled_decks(ruleset, options(6, 1, (1, 1)));
        let r = sim::run(&content, &opts);
        assert!(r.failures.is_empty(), "{ruleset}: {:?}", r.failures);
        let s = sim::Summary::of(&r.records);
        let by_rules =
            s.ends.get("won").copied().unwrap_or(0) + s.ends.get("draw").copied().unwrap_or(0);
        assert!(by_rules >= 5, "{ruleset}: {:?}", s.ends);
        for rec in &r.records {
            // Each deck takes both seats: odd seeds swap them.
            let names: Vec<&str> = opts.decks.iter().map(|d| d.name()).collect();
            let first = if rec.seed % 2 == 0 {
                names[0]
            } else {
                names[1]
            };
            assert_eq!(rec.decks[0], first, "{ruleset}");
            if let (sim::End::Won, Some(w)) = (rec.end, rec.winner) {
                assert!(rec.reason.is_some() && (w as usize) < rec.decks.len());
            }
            assert!(
                rec.played.iter().any(|m| !m.is_empty()),
                "{ruleset}: nothing played"
            );
        }
    }
}

#[test]
fn four_shards_merged_give_the_report_of_one_run() {
    let (content, one) = with_bundled_decks("keyforge", options(16, 7, (1, 1)));
    let whole = sim::run(&content, &one);
    let dir = std::env::temp_dir().join(format!("cardsmith-shards-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut files = Vec::new();
    for k in 1..=4 {
        let mut opts = one.clone();
        opts.games = 4;
        opts.shard = (k, 4);
        let part = sim::run(&content, &opts);
        let mut text = Vec::new();
        sim::write_json_lines(&part.records, &sim::Summary::of(&part.records), &mut text).unwrap();
        let file = dir.join(format!("shard-{k}.jsonl"));
        std::fs::write(&file, text).unwrap();
        files.push(file);
    }
    let merged = sim::read_json_lines(&files).unwrap();
    assert_eq!(merged, whole.records);
    assert_eq!(sim::Summary::of(&merged), sim::Summary::of(&whole.records));
    // A shard given twice overlaps itself: refused, not counted twice.
    files.push(files[0].clone());
    assert!(matches!(
        sim::read_json_lines(&files),
        Err(sim::MergeError::Duplicate { .. })
    ));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn wilson_intervals_match_the_textbook_values() {
    // 8 of 10: 0.8, interval [0.490, 0.943] (Wilson 1927, z = 1.96).
    let r = sim::wilson(8, 10);
    assert!(
        (r.low - 0.4902).abs() < 1e-3 && (r.high - 0.9433).abs() < 1e-3,
        "{r:?}"
    );
    let none = sim::wilson(0, 20);
    assert_eq!(none.low, 0.0);
    assert!((none.high - 0.1611).abs() < 1e-3, "{none:?}");
    assert_eq!(sim::wilson(0, 0).of, 0);
}

#[test]
fn a_broken_card_script_fails_the_game_and_its_replay_reproduces_it() {
    let root = common::TempRoot::new();
    root.set(&[
        (
            "seer",
            r#"deck: "material", types: ["champion"], elements: ["norm"], stats: {"level": 0, "life": 20}"#,
            "return {}",
        ),
        (
            "broken_bolt",
            r#"types: ["action"], elements: ["norm"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx) error(\"broken on purpose\") end }",
        ),
    ]);
    let content = root.load().unwrap();
    let mut opts = options(3, 1, (1, 1));
    opts.out_dir = root.root().join("failures");
    let r = sim::run(&content, &opts);
    assert_eq!(r.failures.len(), 3, "every game plays the broken card");
    let s = sim::Summary::of(&r.records);
    assert_eq!(s.ends.get("failed"), Some(&3));
    assert_eq!(s.failed.len(), 3);
    for rec in &r.records {
        let why = rec.failure.as_deref().unwrap_or_default();
        assert!(why.contains("broken on purpose"), "{why}");
    }
    let replay = sim::read_replay(&r.failures[0]).unwrap();
    let again = sim::replay(&content, &replay).unwrap_err();
    assert!(again.contains("broken on purpose"), "{again}");
}

#[test]
fn shards_play_disjoint_seeds() {
    let seeds = |k| {
        (0..100)
            .map(|i| sim::seed_of(5, i, (k, 3)))
            .collect::<std::collections::BTreeSet<_>>()
    };
    let (a, b, c) = (seeds(1), seeds(2), seeds(3));
    assert!(a.is_disjoint(&b) && b.is_disjoint(&c) && a.is_disjoint(&c));
    assert_eq!(a.len() + b.len() + c.len(), 300);
}

#[test]
fn a_replay_round_trips_and_plays_the_same_steps() {
    let content = common::bundled();
    let setup = sim::game_setup(&content, 11);
    // Record a real game's actions by playing it with the agent, then replay them.
    let mut engine = cardsmith::engine::Engine::new(&content, &setup).unwrap();
    let mut agent = cardsmith::agent::RandomAgent::new(99);
    let mut steps = Vec::new();
    for _ in 0..120 {
        match agent.step(&mut engine) {
            Some(cardsmith::agent::Outcome::Acted(a))
            | Some(cardsmith::agent::Outcome::Refused(a, _)) => steps.push(ReplayStep {
                action: a,
                answers: agent.last_answers.clone(),
            }),
            None => break,
        }
    }
    let replay = Replay {
        ruleset: "grand_archive".into(),
        setup,
        steps,
        failure: "none: a recorded healthy game".into(),
    };
    let text = ron::ser::to_string_pretty(&replay, ron::ser::PrettyConfig::default()).unwrap();
    let back: Replay =
        cardsmith::load::parse_ron(std::path::Path::new("replay.ron"), &text).unwrap();
    assert_eq!(back.steps.len(), replay.steps.len());
    assert_eq!(sim::replay(&content, &back), Ok(()));
}
