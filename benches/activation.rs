//! Criterion benches of the activation pipeline on the bundled starter set.
//! Run: `cargo bench --bench activation`. Compare figures as ratios within one run.

use cardsmith::core::{Action, Answer, PlayerId, Progress};
use cardsmith::engine::{Engine, PlayerSetup, Setup};
use cardsmith::load;
use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use std::path::Path;

fn setup() -> Setup {
    let p = |name: &str, zones: &[(&str, &[&str])]| PlayerSetup {
        name: name.into(),
        elements: vec!["fire".into()],
        zones: zones
            .iter()
            .map(|(z, c)| (z.to_string(), c.iter().map(|s| s.to_string()).collect()))
            .collect(),
    };
    Setup {
        seed: 1,
        players: vec![
            p(
                "a",
                &[
                    (
                        "hand",
                        &[
                            "ember_lance@lance",
                            "stone_sentry",
                            "stone_sentry",
                            "stone_sentry",
                        ],
                    ),
                    ("field", &["lens_of_thrift", "toll_totem"]),
                ],
            ),
            p(
                "b",
                &[(
                    "field",
                    &["stone_sentry@t1", "stone_sentry@t2", "toll_totem"],
                )],
            ),
        ],
        turn_player: 1,
        ..Default::default()
    }
}

/// Activates Ember Lance (targets, cost modifiers, payment) and resolves it.
fn activate_and_resolve(engine: &mut Engine) {
    let lance = engine.labels["lance"];
    let target = engine.labels["t1"];
    let mut p = engine
        .submit(Action::Activate {
            player: PlayerId(0),
            object: lance,
        })
        .expect("activation starts");
    while let Progress::Decide(d) = p {
        let answer = match d.choice {
            cardsmith::core::Choice::Targets => Answer::Objects(vec![target]),
            _ => match d.options {
                cardsmith::core::Options::Objects {
                    candidates, min, ..
                } => Answer::Objects(candidates[..min].to_vec()),
                _ => unreachable!("Ember Lance asks only for targets and payment"),
            },
        };
        p = engine.answer(answer).expect("answer accepted");
    }
    engine
        .submit(Action::Pass {
            player: PlayerId(0),
        })
        .unwrap();
    engine
        .submit(Action::Pass {
            player: PlayerId(1),
        })
        .unwrap();
}

fn benches(c: &mut Criterion) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let content = load::load(root, "grand_archive").expect("bundled content");
    let fresh = Engine::new(&content, &setup()).expect("setup");
    let start = fresh.game.clone();

    c.bench_function("activation/ember_lance_activate_and_resolve", |b| {
        let mut engine = Engine::new(&content, &setup()).unwrap();
        b.iter(|| {
            engine.game = start.clone();
            activate_and_resolve(&mut engine);
            black_box(engine.state().state_hash());
        })
    });

    c.bench_function("activation/failed_activation_rollback", |b| {
        let mut engine = Engine::new(&content, &setup()).unwrap();
        // Ember Lance with no payment left: refused at step 1.8 after targets, the cost
        // calculation and the script hooks have run, then rolled back.
        let poor = engine.labels["lance"];
        engine.game = start.clone();
        let hand = engine.game.db().zone("hand").unwrap();
        let others: Vec<_> = engine
            .state()
            .zone(cardsmith::core::ZoneRef::Player(PlayerId(0), hand))
            .iter()
            .copied()
            .filter(|o| *o != poor)
            .collect();
        let graveyard = engine.game.db().zone("graveyard").unwrap();
        for o in others {
            cardsmith::core::primitives::move_to_zone(
                engine.game.db().clone().as_ref(),
                engine.game.state_mut(),
                o,
                graveyard,
            );
        }
        let broke = engine.game.clone();
        let target = engine.labels["t1"];
        b.iter(|| {
            let mut p = engine.submit(Action::Activate {
                player: PlayerId(0),
                object: poor,
            });
            if let Ok(Progress::Decide(_)) = p {
                p = engine.answer(Answer::Objects(vec![target]));
            }
            black_box(p.is_err());
            debug_assert_eq!(engine.state().state_hash(), broke.state().state_hash());
        })
    });

    c.bench_function("state/snapshot_and_hash", |b| {
        let st = start.state().clone();
        b.iter(|| {
            let snap = st.snapshot();
            black_box(snap.state().state_hash());
        })
    });
}

criterion_group!(activation, benches);
criterion_main!(activation);
