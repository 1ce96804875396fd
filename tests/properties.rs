//! Property tests over random games: a random legal-move agent plays seeded games and
//! every step is checked against the engine's invariants.

mod common;

use cardsmith::agent::{Outcome, RandomAgent};
use cardsmith::core::Event;
use cardsmith::engine::{Engine, Setup};
use cardsmith::load::Content;
use proptest::prelude::*;
use std::sync::OnceLock;

fn content() -> &'static Content {
    static C: OnceLock<Content> = OnceLock::new();
    C.get_or_init(common::bundled)
}

fn deck() -> Vec<&'static str> {
    vec![
        "ember_lance",
        "searing_torrent",
        "volley_of_sparks",
        "twin_decree",
        "kindled_insight",
        "desperate_gambit",
        "tidal_flare",
        "last_stand",
        "surging_tides",
        "stone_sentry",
        "stone_sentry",
        "rally_cry",
        "recall_ward",
        "echoing_refrain",
        "tithe_of_ash",
        "warriors_gambit",
        "lost_chronicle",
        "lens_of_thrift",
        "toll_totem",
        "gilded_regent",
        "colossus_engine",
        "powercell",
        "powercell",
        "echo_of_ages",
        "dethrone",
    ]
}

fn setup(seed: u64) -> Setup {
    let seat = |name: &str| {
        common::player(
            name,
            &["water"],
            &[
                ("main_deck", &deck()),
                (
                    "material_deck",
                    &[
                        "spirit_of_embers",
                        "kaelen_ember_squire",
                        "kaelen_flame_knight",
                        "sunforged_crown",
                        "mira_tide_adept",
                    ],
                ),
                ("field", &["archive_key"]),
            ],
        )
    };
    Setup {
        seed,
        players: vec![seat("a"), seat("b")],
        turn_player: 1,
        new_game: true,
        ..Default::default()
    }
}

/// Plays `steps` agent actions, checking the invariants after each; returns the log and
/// the final hash.
fn play(seed: u64, steps: usize) -> Result<(Vec<Event>, u64), String> {
    let mut e = Engine::new(content(), &setup(seed)).map_err(|e| e.to_string())?;
    let cards = e.state().objects().len();
    let mut agent = RandomAgent::new(seed ^ 0x5eed);
    for _ in 0..steps {
        let (hash, log_len) = (e.state().state_hash(), e.state().log.len());
        match agent.step(&mut e) {
            None => break,
            Some(Outcome::Refused(action, err)) => {
                if e.state().state_hash() != hash || e.state().log.len() != log_len {
                    return Err(format!("refused {action:?} ({err}) but the game changed"));
                }
                if e.pending().is_some() {
                    return Err(format!("refused {action:?} left a decision pending"));
                }
            }
            Some(Outcome::Acted(_)) => {}
        }
        e.state().check_zones()?;
        // Between actions nothing can be rolled back: the undo journal is empty, so a
        // long game does not accumulate one.
        if e.pending().is_none() && e.state().journal_len() != 0 {
            return Err(format!(
                "{} undo entries kept after the action",
                e.state().journal_len()
            ));
        }
        let originals = e
            .state()
            .objects()
            .iter()
            .filter(|o| o.id.0 < cards as u32)
            .count();
        if originals != cards {
            return Err("cards were lost".into());
        }
        for ev in &e.state().log {
            if let Event::CostPaid { amount, .. } = ev {
                if *amount < 0 {
                    return Err(format!("a negative cost was paid: {ev:?}"));
                }
            }
        }
        for entry in e.state().stack.entries() {
            if entry.cost.as_ref().is_some_and(|c| c.total < 0) {
                return Err("a cost calculated below 0".into());
            }
        }
    }
    Ok((e.state().log.to_vec(), e.state().state_hash()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_every_invariant(seed in any::<u64>()) {
        let r = play(seed, 300);
        prop_assert!(r.is_ok(), "seed {seed}: {}", r.unwrap_err());
    }

    #[test]
    fn the_same_seed_replays_the_same_game(seed in any::<u64>()) {
        let a = play(seed, 120).map_err(TestCaseError::fail)?;
        let b = play(seed, 120).map_err(TestCaseError::fail)?;
        prop_assert_eq!(a.1, b.1);
        prop_assert!(a.0 == b.0, "event logs differ for seed {}", seed);
    }
}

#[test]
fn random_games_get_somewhere() {
    // Guards the property tests against testing nothing: games do advance turns and
    // resolve cards.
    let (log, _) = play(7, 400).unwrap();
    let turns = log
        .iter()
        .filter(|e| matches!(e, Event::TurnBegan { .. }))
        .count();
    let resolved = log
        .iter()
        .filter(|e| matches!(e, Event::Resolved { .. }))
        .count();
    assert!(turns >= 3, "only {turns} turns");
    assert!(resolved >= 3, "only {resolved} resolutions");
    let materialized = log
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Played {
                    kind: cardsmith::core::PlayKind::Materialization,
                    ..
                }
            )
        })
        .count();
    assert!(materialized >= 1, "no materialization");
}
