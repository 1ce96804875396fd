//! 6d6 on the shared core: activation resistance and failure on a board of squares,
//! where a scenario can't say it (seeds/d6-004-resistance.md).

mod common;

use cardsmith::core::{Answer, Choice, Event, PlayerId, Progress, Square};
use cardsmith::engine::{Engine, PlayerSetup, Setup, SetupError};
use common::*;

fn six_d6() -> cardsmith::load::Content {
    cardsmith::load::load(&repo(), "6d6").expect("the 6d6 content loads")
}

fn game(seed: u64, players: Vec<PlayerSetup>) -> Engine {
    engine(&six_d6(), seed, players)
}

/// Throws a grenade at (5, 4), where a Goblin stands, and answers every question.
fn throw_grenade(seed: u64) -> Engine {
    let mut e = game(
        seed,
        vec![
            player(
                "a",
                &[],
                &[
                    ("board", &["ranger@ranger at 1,4"]),
                    ("hand", &["frag_grenade@grenade"]),
                ],
            ),
            player("b", &[], &[("board", &["goblin@goblin at 5,4"])]),
        ],
    );
    let a = activate(&e, 1, "grenade");
    let p = e.submit(a).unwrap();
    let Progress::Decide(d) = p else {
        panic!("expected the target question")
    };
    assert_eq!(d.choice, Choice::Targets);
    e.answer(Answer::Squares(vec![Square::new(5, 4)])).unwrap();
    e
}

fn last_check(e: &Engine) -> cardsmith::core::procedures::resistance::ResistanceTrace {
    e.state()
        .log
        .iter()
        .rev()
        .find_map(|ev| match ev {
            Event::Checked { trace, .. } => Some((**trace).clone()),
            _ => None,
        })
        .expect("an activation check was made")
}

#[test]
fn d6_fail_2_a_miss_lands_next_to_the_aimed_square_by_the_game_rng() {
    let aimed = Square::new(5, 4);
    let mut landings = std::collections::BTreeSet::new();
    let mut misses = 0;
    for seed in 0..40 {
        let e = throw_grenade(seed);
        let t = last_check(&e);
        if t.success {
            assert!(t.landed.is_empty(), "a hit lands where it was aimed");
            continue;
        }
        misses += 1;
        assert_eq!(t.landed.len(), 1, "one aimed square, one landing");
        let (from, to) = t.landed[0];
        assert_eq!(from, aimed);
        assert_ne!(to, aimed, "a miss never lands on the aimed square");
        assert_eq!(to.distance(aimed), 1, "within the ruleset's scatter of 1");
        landings.insert(to);
        // Same seed, same answers: the same landing and the same position.
        let again = throw_grenade(seed);
        assert_eq!(last_check(&again).landed, t.landed);
        assert_eq!(again.state().state_hash(), e.state().state_hash());
    }
    assert!(
        misses >= 3,
        "the grenade should miss now and then: {misses}"
    );
    assert!(
        landings.len() >= 3,
        "the landing square is drawn, not fixed: {landings:?}"
    );
}

#[test]
fn d6_res_2_the_defenders_choice_is_theirs_and_the_attackers_cards_never_resist() {
    let mut e = game(
        1,
        vec![
            player(
                "a",
                &[],
                &[
                    ("board", &["adept@adept at 1,1"]),
                    ("hand", &["firebolt@bolt", "iron_will@mine"]),
                ],
            ),
            player(
                "b",
                &[],
                &[
                    ("board", &["goblin@goblin at 3,1"]),
                    ("hand", &["iron_will@theirs", "dodge@dodge"]),
                ],
            ),
        ],
    );
    let a = activate(&e, 1, "bolt");
    e.submit(a).unwrap();
    let p = e.answer(objects(&e, &["goblin"])).unwrap();
    let Progress::Decide(d) = p else {
        panic!("the defender is asked")
    };
    assert_eq!(d.choice, Choice::Defend);
    assert_eq!(d.player, PlayerId(1), "the target's player decides");
    let cardsmith::core::Options::Objects { candidates, .. } = &d.options else {
        panic!("objects offered")
    };
    // Dodge resists only throws; the attacker's own Iron Will is not theirs to use.
    assert_eq!(candidates, &vec![label(&e, "theirs")]);
    let hash = e.state().state_hash();
    assert!(e.answer(objects(&e, &["mine"])).is_err());
    assert_eq!(
        e.state().state_hash(),
        hash,
        "a refused answer changes nothing"
    );
    e.answer(objects(&e, &["theirs"])).unwrap();
    let t = last_check(&e);
    assert!(t
        .lines
        .iter()
        .any(|l| l.source == "Iron Will (P2 resists)" && l.value == 1));
}

#[test]
fn d6_res_3_cover_is_traced_along_the_line_of_attack() {
    let c = six_d6();
    let mut e = game(1, vec![player("a", &[], &[]), player("b", &[], &[])]);
    let st = cardsmith::unchecked::state_mut(&mut e);
    st.set_terrain(Square::new(3, 1), "wall".into());
    st.set_terrain(Square::new(3, 4), "rubble".into());
    st.set_terrain(Square::new(6, 6), "rubble".into());
    let st = e.state();
    let cover = |from: (u8, u8), to: (u8, u8)| {
        cardsmith::core::board::cover_between(
            &c.db,
            st,
            Square::new(from.0, from.1),
            Square::new(to.0, to.1),
        )
        .map(|(v, at, kind)| (v, (at.x, at.y), kind))
    };
    assert_eq!(cover((1, 1), (5, 1)), Some((2, (3, 1), "wall".into())));
    // Terrain off the line gives no cover.
    assert_eq!(cover((1, 1), (1, 6)), None);
    // Terrain on the target's own square counts; the actor's own square does not.
    assert_eq!(cover((1, 1), (6, 6)), Some((1, (6, 6), "rubble".into())));
    assert_eq!(cover((3, 4), (6, 4)), None);
}

#[test]
#[cfg(feature = "cli")]
fn d6_trace_1_demo_and_verbose_test_print_the_resistance_trace() {
    let mut buf = Vec::new();
    let code = cardsmith::cli::demo(&repo(), None, Some("6d6"), false, &mut buf).unwrap();
    let text = String::from_utf8(buf).unwrap();
    assert_eq!(code, 0, "{text}");
    for want in [
        "resistance:",
        "+1  basic resistance",
        "+2  cover: wall at (3, 5)",
        "+2  Dodge (P2 resists)",
        "score:",
        "-> failure",
        "-> success",
    ] {
        assert!(text.contains(want), "demo output lacks {want:?}:\n{text}");
    }
    let mut buf = Vec::new();
    let file = repo()
        .join("data/scenarios/6d6/d6_004_fail_2_a_missed_grenade_lands_on_a_random_square.ron");
    let code = cardsmith::cli::test(&repo(), &[file], true, &mut buf).unwrap();
    let text = String::from_utf8(buf).unwrap();
    assert_eq!(code, 0, "{text}");
    for want in [
        "Indirect: 1 square(s) targeted",
        "missed: aimed at (5, 4), landed on (6, 3)",
    ] {
        assert!(
            text.contains(want),
            "verbose output lacks {want:?}:\n{text}"
        );
    }
}

#[test]
#[cfg(feature = "cli")]
fn d6_run_1_three_rulesets_run_from_one_binary() {
    for ruleset in [None, Some("keyforge"), Some("6d6")] {
        let mut buf = Vec::new();
        let code = cardsmith::cli::demo(&repo(), None, ruleset, false, &mut buf).unwrap();
        let text = String::from_utf8(buf).unwrap();
        assert_eq!(code, 0, "{ruleset:?}: {text}");
        assert!(
            text.contains("The demo ran as its scenario expects."),
            "{text}"
        );
    }
}

#[test]
fn a_board_card_must_say_where_it_stands() {
    let err = Engine::new(
        &six_d6(),
        &Setup {
            players: vec![
                player("a", &[], &[("board", &["ranger"])]),
                player("b", &[], &[]),
            ],
            turn_player: 1,
            ..Default::default()
        },
    )
    .err()
    .expect("refused");
    assert!(matches!(err, SetupError::NoSquare { .. }), "{err}");
    assert!(err.to_string().contains("ranger at 0,0"), "{err}");
    let off = Engine::new(
        &six_d6(),
        &Setup {
            players: vec![
                player("a", &[], &[("board", &["ranger at 9,1"])]),
                player("b", &[], &[]),
            ],
            turn_player: 1,
            ..Default::default()
        },
    )
    .err()
    .expect("refused");
    assert!(off.to_string().contains("off the 8x8 board"), "{off}");
}

#[test]
fn a_resistance_rule_without_a_board_is_a_load_error() {
    let root = TempRoot::new();
    let text = std::fs::read_to_string(repo().join("data/rulesets/6d6.ron")).unwrap();
    let board = "(id: \"board\", board: (\n            width: 8,\n            height: 8,\n            terrain: [(id: \"wall\", cover: 2), (id: \"rubble\", cover: 1)],\n        )),";
    assert!(text.contains(board), "the test edits the bundled board out");
    let broken = text.replace(board, "(id: \"board\"),");
    root.write("data/rulesets/6d6.ron", &broken);
    root.write(
        "data/sets/none.ron",
        r#"(id: "none", name: "None", ruleset: "6d6", cards: [])"#,
    );
    let Err(err) = cardsmith::load::load(root.root(), "6d6") else {
        panic!("a resistance rule without a board loads")
    };
    let msg = err.to_string();
    assert!(msg.contains("6d6.ron"), "{msg}");
    assert!(msg.contains("resistance needs a board zone"), "{msg}");
}

#[test]
fn a_sim_game_of_6d6_makes_activation_checks() {
    let c = six_d6();
    let (mut checks, mut failed, mut missed) = (0, 0, 0);
    for seed in 0..5 {
        let mut e = Engine::new(&c, &cardsmith::sim::game_setup(&c, seed)).expect("setup");
        let mut agent = cardsmith::agent::RandomAgent::new(seed);
        for _ in 0..300 {
            if agent.step(&mut e).is_none() {
                break;
            }
        }
        e.state().check_zones().expect("zones stay consistent");
        for ev in &e.state().log {
            match ev {
                Event::Checked { .. } => checks += 1,
                Event::ActivationFailed { .. } => failed += 1,
                Event::Missed { .. } => missed += 1,
                _ => {}
            }
        }
    }
    assert!(
        checks > 10,
        "random agents make activation actions: {checks}"
    );
    assert!(failed + missed > 0, "and some of them fail");
}

#[test]
fn validate_dry_runs_the_check_hooks_of_cards_that_stand_on_the_board() {
    let root = std::env::temp_dir().join(format!("cardsmith-6d6-dry-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(root.join("data/rulesets")).unwrap();
    std::fs::copy(
        repo().join("data/rulesets/6d6.ron"),
        root.join("data/rulesets/6d6.ron"),
    )
    .unwrap();
    let write = |rel: &str, text: &str| {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write(
        "data/sets/t.ron",
        r#"(id: "t", name: "T", ruleset: "6d6", cards: [
            (id: "tower", name: "Tower", types: ["creature"], stats: {"health": 3}),
        ])"#,
    );
    write(
        "scripts/cards/t/tower.lua",
        r#"return { legal = function(ctx) error("the tower's legal hook breaks") end }"#,
    );
    let content = cardsmith::load::load(&root, "6d6").unwrap();
    let errors = cardsmith::engine::dry_run_check_hooks(&content);
    let _ = std::fs::remove_dir_all(&root);
    assert!(
        errors
            .iter()
            .any(|e| e.to_string().contains("the tower's legal hook breaks")),
        "{errors:?}"
    );
}
