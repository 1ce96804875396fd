//! KeyForge's archive pickup (turn step 2) as the legal-action listing sees it: while the
//! question is open the player may only take it or pass (KF-ARCHIVE-PICKUP-4).

mod common;

use cardsmith::core::{Action, PlayerId};
use cardsmith::engine::{Engine, Setup};
use common::*;

#[test]
fn kf_archive_pickup_4_only_the_choice_is_legal_while_it_is_asked() {
    let c = cardsmith::load::load(&repo(), "keyforge").expect("the KeyForge content loads");
    let a = player(
        "a",
        &[],
        &[
            ("archives", &["dextre"]),
            ("hand", &["troll"]),
            ("battleline", &["krump"]),
        ],
    );
    let b = player("b", &[], &[("battleline", &["batdrone"])]);
    let mut e = Engine::new(
        &c,
        &Setup {
            seed: 1,
            players: vec![a, b],
            turn_player: 1,
            phase: Some("choose_house".into()),
            ..Default::default()
        },
    )
    .expect("setup is valid");
    let p = PlayerId(0);
    e.submit(Action::Declare {
        player: p,
        value: "brobnar".into(),
    })
    .unwrap();
    let mut legal = e.legal_actions(p);
    legal.sort_by_key(|a| format!("{a:?}"));
    let take = Action::Take {
        player: p,
        action: "pick_up_archives".into(),
        object: None,
    };
    assert_eq!(legal, vec![Action::Pass { player: p }, take.clone()]);
    e.submit(take).unwrap();
    // The main step: the troll in hand and the krump in play are offered again.
    let legal = e.legal_actions(p);
    assert!(legal.iter().any(|a| matches!(a, Action::Activate { .. })));
    assert!(legal.iter().any(|a| matches!(a, Action::Use { .. })));
    assert!(!legal
        .iter()
        .any(|a| matches!(a, Action::Take { action, .. } if action == "pick_up_archives")));
}
