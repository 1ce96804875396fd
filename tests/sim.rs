//! The batch simulator and replays.

mod common;

use cardsmith::sim::{self, Replay, ReplayStep};

#[test]
fn a_small_batch_plays_without_failures() {
    let dir = std::env::temp_dir().join(format!("cardsmith-sim-{}", std::process::id()));
    let opts = sim::SimOptions {
        games: 12,
        seed: 3,
        steps: 150,
        shard: (1, 1),
        out_dir: dir.clone(),
        progress: false,
    };
    let r = sim::run(&common::bundled(), &opts);
    assert_eq!(r.games, 12);
    assert!(r.failures.is_empty(), "{:?}", r.failures);
    assert!(
        r.actions >= 12 * 100,
        "games stopped early: {} actions",
        r.actions
    );
    assert!(r.script_calls > 0);
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
