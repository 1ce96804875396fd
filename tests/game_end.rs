//! Games end by the rules (seeds/game-end.md): each ruleset's defeat and victory
//! conditions, reached through the embedder API.

mod common;

use cardsmith::core::{Action, ActionError, Event, GameOver, PlayerId, Progress};
use cardsmith::engine::Engine;
use common::*;

fn content(ruleset: &str) -> cardsmith::load::Content {
    cardsmith::load::load(&repo(), ruleset).expect("bundled content loads")
}

/// Passes with whoever has opportunity until the game is over (at most `n` passes).
fn pass_until_over(e: &mut Engine, n: usize) {
    for _ in 0..n {
        let Some(p) = e.state().opportunity else {
            break;
        };
        e.submit(Action::Pass { player: p })
            .expect("a pass is legal");
        if e.state().over.is_some() {
            break;
        }
    }
}

fn game_over_events(e: &Engine) -> Vec<(Option<PlayerId>, String)> {
    e.state()
        .log
        .iter()
        .filter_map(|ev| match ev {
            Event::GameOver { winner, reason } => Some((*winner, reason.clone())),
            _ => None,
        })
        .collect()
}

/// Once over, nobody may act and every action is refused with the ending.
fn assert_finished(e: &mut Engine, over: &GameOver) {
    assert_eq!(e.state().over.as_ref(), Some(over));
    assert_eq!(e.state().opportunity, None);
    for p in [PlayerId(0), PlayerId(1)] {
        assert!(e.legal_actions(p).is_empty());
        assert!(matches!(
            e.submit(Action::Pass { player: p }),
            Err(ActionError::GameOver(_))
        ));
    }
    let view = e.view(PlayerId(1));
    assert_eq!(view.winner, over.winner.map(|w| w.seat()));
    assert_eq!(view.game_over.as_deref(), Some(over.reason.as_str()));
}

#[test]
fn ga_end_1_a_champion_with_lethal_damage_dies_and_its_player_loses() {
    let content = content("grand_archive");
    let hand = [
        "arcane_blast@blast",
        "blitz_mage",
        "blitz_mage",
        "blitz_mage",
        "blitz_mage",
        "blitz_mage",
        "blitz_mage",
        "blitz_mage",
        "blitz_mage",
        "blitz_mage",
    ];
    let mut e = engine(
        &content,
        1,
        vec![
            player(
                "Aria",
                &["arcane"],
                &[
                    ("field", &["rai_spellcrafter", "magus_disciple"]),
                    ("hand", &hand),
                ],
            ),
            player("Bram", &[], &[("field", &["spirit_of_water@spirit"])]),
        ],
    );
    // Spirit of Water (life 15) already has 4 damage: Arcane Blast's 11 is lethal.
    let spirit = label(&e, "spirit");
    cardsmith::unchecked::state_mut(&mut e)
        .object_mut(spirit)
        .unwrap()
        .damage = 4;
    let blast = activate(&e, 1, "blast");
    let mut progress = e.submit(blast).unwrap();
    while let Progress::Decide(_) = progress {
        progress = e.answer(objects(&e, &["spirit"])).unwrap();
    }
    assert_eq!(e.state().over, None, "nothing is dealt before it resolves");
    pass_until_over(&mut e, 4);
    let over = GameOver {
        winner: Some(PlayerId(0)),
        reason: "champion_gone".into(),
    };
    assert_eq!(
        game_over_events(&e),
        vec![(over.winner, over.reason.clone())]
    );
    assert_finished(&mut e, &over);
}

#[test]
fn ga_end_3_drawing_from_an_empty_deck_loses() {
    let content = content("grand_archive");
    // Bram's main deck is empty: his next draw phase ends the game.
    let mut e = engine(
        &content,
        1,
        vec![
            player(
                "Aria",
                &[],
                &[("main_deck", &["owl_familiar", "owl_familiar"])],
            ),
            player("Bram", &[], &[("hand", &["owl_familiar"])]),
        ],
    );
    pass_until_over(&mut e, 40);
    let over = GameOver {
        winner: Some(PlayerId(0)),
        reason: "drew_from_empty_deck".into(),
    };
    assert_eq!(e.state().turn_player, PlayerId(1), "on Bram's own turn");
    assert_finished(&mut e, &over);
}

#[test]
fn ga_end_4_players_losing_together_draw() {
    let content = content("grand_archive");
    let mut e = engine(
        &content,
        1,
        vec![
            player("Aria", &[], &[("field", &["spirit_of_fire@a"])]),
            player("Bram", &[], &[("field", &["spirit_of_water@b"])]),
        ],
    );
    assert!(e
        .state()
        .players()
        .iter()
        .all(|p| p.held == ["champion_gone"]));
    // One effect destroys both champions (as a sweeper could): at the next game state
    // check both players lose together.
    let (a, b) = (label(&e, "a"), label(&e, "b"));
    let (db, host, st) = cardsmith::unchecked::parts_mut(&mut e);
    for object in [a, b] {
        cardsmith::core::replacement::apply(
            &db,
            host,
            st,
            cardsmith::core::Change::Destroy {
                object,
                cause: None,
            },
        )
        .unwrap();
    }
    pass_until_over(&mut e, 1);
    let over = GameOver {
        winner: None,
        reason: "champion_gone".into(),
    };
    assert_finished(&mut e, &over);
}

#[test]
fn kf_end_2_an_empty_deck_is_refilled_from_the_discard_pile() {
    let content = content("keyforge");
    let mut e = cardsmith::engine::Engine::new(
        &content,
        &cardsmith::engine::Setup {
            seed: 3,
            players: vec![
                player(
                    "Aaron",
                    &[],
                    &[
                        ("discard", &["troll", "troll", "ancient_bear"]),
                        ("deck", &["hyde"]),
                    ],
                ),
                player("Bea", &[], &[("deck", &["troll"; 8])]),
            ],
            turn_player: 1,
            ..Default::default()
        },
    )
    .unwrap();
    // Aaron ends his turn: he draws up to 6 — Hyde, then his shuffled discard pile.
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    let aaron = |zone: &str| {
        let z = e.db().zone(zone).unwrap();
        e.state()
            .zone(cardsmith::core::ZoneRef::Player(PlayerId(0), z))
            .len()
    };
    assert_eq!((aaron("hand"), aaron("deck"), aaron("discard")), (4, 0, 0));
    assert_eq!(e.state().over, None);
    let drew = e
        .state()
        .log
        .iter()
        .filter(|ev| matches!(ev, Event::Drew { player, .. } if *player == PlayerId(0)))
        .count();
    assert_eq!(drew, 4);
}

#[test]
fn d6_end_1_a_side_whose_characters_are_all_gone_loses() {
    let content = content("6d6");
    let mut e = engine(
        &content,
        1,
        vec![
            player("a", &[], &[("board", &["ranger@ranger at 0,0"])]),
            player(
                "b",
                &[],
                &[
                    ("board", &["adept@adept at 7,7"]),
                    ("deck", &["firebolt"; 6]),
                ],
            ),
        ],
    );
    assert!(e
        .state()
        .players()
        .iter()
        .all(|p| p.held == ["party_defeated"]));
    let adept = label(&e, "adept");
    let (db, host, st) = cardsmith::unchecked::parts_mut(&mut e);
    cardsmith::core::replacement::apply(
        &db,
        host,
        st,
        cardsmith::core::Change::Destroy {
            object: adept,
            cause: None,
        },
    )
    .unwrap();
    pass_until_over(&mut e, 1);
    let over = GameOver {
        winner: Some(PlayerId(0)),
        reason: "party_defeated".into(),
    };
    assert_finished(&mut e, &over);
}
