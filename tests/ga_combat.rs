//! Grand Archive combat with several retaliating units (seeds/ga-combat.md): which blow
//! kills the attacker, read from the game's events.

mod common;

use cardsmith::core::{Action, Answer, Choice, Event, ObjectId, Options, PlayerId, Progress};
use cardsmith::engine::Engine;
use common::*;

/// A Hurricane Sweep (Cleave) attack by Aria's Spirit of Wind, with `damage` already on
/// it, on Bram's champion, Giant Tortoise (power 1) and Blitz Mage (power 3); the tortoise
/// retaliates first, then the mage, and Aria, asked, puts their damage in `order` (labels).
/// Returns the game after the damage step and the sources of the kills of Aria's champion.
fn retaliated(damage: i64, order: [&str; 2]) -> (Engine, Vec<ObjectId>) {
    let content = cardsmith::load::load(&repo(), "grand_archive").expect("bundled content loads");
    let hand = [
        "hurricane_sweep@sweep",
        "giant_tortoise",
        "giant_tortoise",
        "giant_tortoise",
        "giant_tortoise",
        "giant_tortoise",
    ];
    let mut e = engine(
        &content,
        1,
        vec![
            player(
                "Aria",
                &["wind"],
                &[("field", &["spirit_of_wind@champ"]), ("hand", &hand)],
            ),
            player(
                "Bram",
                &["fire"],
                &[(
                    "field",
                    &[
                        "spirit_of_fire",
                        "giant_tortoise@tortoise",
                        "blitz_mage@mage",
                    ],
                )],
            ),
        ],
    );
    let champ = label(&e, "champ");
    cardsmith::unchecked::state_mut(&mut e)
        .object_mut(champ)
        .unwrap()
        .damage = damage;
    let sweep = activate(&e, 1, "sweep");
    assert!(matches!(e.submit(sweep), Ok(Progress::Ready)));
    // Both pass: Hurricane Sweep resolves into the intent and the Cleave attack begins.
    for p in [0, 1] {
        e.submit(Action::Pass {
            player: PlayerId(p),
        })
        .expect("a pass");
    }
    assert!(e.state().combat.is_some(), "the attack began");
    for unit in ["tortoise", "mage"] {
        e.submit(Action::Pass {
            player: PlayerId(0),
        })
        .expect("Aria passes");
        let object = label(&e, unit);
        let used = e.submit(Action::Use {
            player: PlayerId(1),
            object,
            ability: "retaliate".into(),
        });
        assert!(matches!(used, Ok(Progress::Ready)), "{unit} retaliates");
    }
    // Every player passes twice: into the damage step, then the damage, once Aria (the
    // attacking player) has ordered the two retaliators' damage (CR, Damage Step 2).
    let mut asked = 0;
    for _ in 0..4 {
        let Some(p) = e.state().opportunity else {
            break;
        };
        let progress = e.submit(Action::Pass { player: p }).expect("a pass");
        if let Progress::Decide(d) = progress {
            assert_eq!((d.player, d.choice), (PlayerId(0), Choice::Order));
            let Options::Objects {
                candidates,
                min,
                max,
            } = d.options
            else {
                panic!("the order is a list of objects");
            };
            let mut both = vec![label(&e, "tortoise"), label(&e, "mage")];
            both.sort();
            let mut offered = candidates.clone();
            offered.sort();
            assert_eq!((offered, min, max), (both, 2, 2));
            let order = order.iter().map(|u| label(&e, u)).collect();
            e.answer(Answer::Objects(order))
                .expect("the order is accepted");
            asked += 1;
        }
        if e.state().over.is_some() {
            break;
        }
    }
    assert_eq!(asked, 1, "the order is asked once, before the damage");
    let killers = e
        .state()
        .log
        .iter()
        .filter_map(|ev| match ev {
            Event::Killed { object, target } if *target == champ => Some(*object),
            _ => None,
        })
        .collect();
    (e, killers)
}

#[test]
fn ga_combat_14_only_the_blow_that_takes_the_attacker_to_lethal_kills() {
    // 12 + 1 (tortoise) = 13, + 3 (mage) = 16 of 15: the mage's blow is the lethal one.
    let (e, killers) = retaliated(12, ["tortoise", "mage"]);
    assert_eq!(killers, vec![label(&e, "mage")]);
    // 14 + 1 = 15: the tortoise's blow, dealt first, is lethal; the mage's is not a kill.
    let (e, killers) = retaliated(14, ["tortoise", "mage"]);
    assert_eq!(killers, vec![label(&e, "tortoise")]);
}

#[test]
fn ga_combat_14_the_attacking_player_orders_the_retaliators_damage() {
    // The same blows the other way round: 14 + 3 (mage) = 17 of 15, so the mage kills,
    // though it retaliated second; the tortoise's blow after it is no kill.
    let (e, killers) = retaliated(14, ["mage", "tortoise"]);
    assert_eq!(killers, vec![label(&e, "mage")]);
}

#[test]
fn ga_combat_13_a_unit_with_cleave_attacks_every_unit_of_the_opponent() {
    let root = TempRoot::new();
    // Cards without a script of their own: Cleave and stealth are the rules script's.
    let card = |id, fields| (id, fields, "return {}");
    root.set(&[
        card(
            "hero",
            r#"types: ["champion"], stats: {"level": 0, "life": 20}"#,
        ),
        card(
            "cleaver",
            r#"types: ["ally"], keywords: ["cleave"], stats: {"power": 2, "life": 5}"#,
        ),
        card("pawn", r#"types: ["ally"], stats: {"power": 1, "life": 5}"#),
        card(
            "quick",
            r#"types: ["ally"], keywords: ["fast"], cost: (kind: "reserve", amount: 0), stats: {"power": 1, "life": 5}"#,
        ),
        card(
            "shade",
            r#"types: ["ally"], keywords: ["stealth"], stats: {"power": 1, "life": 5}"#,
        ),
    ]);
    // No target is asked for: Cleave makes every unit of Bram's but the stealthy one a
    // defender (CR, Cleave 1); both pawns retaliate (Cleave 5); an ally Bram brings in
    // after the declaration is no defender (Cleave 4); each defender is dealt 2.
    run_scenario(
        &root,
        r#"Scenario(
            name: "an ally with Cleave",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"field": ["hero", "cleaver@cleaver"]}),
                (name: "Bram", zones: {"field": ["hero@them", "pawn@a", "pawn@b", "shade@shade"], "hand": ["quick@late"]}),
            ],
            steps: [
                Use(player: 1, card: "cleaver", ability: "attack"),
                Expect(rested: ["cleaver"], events: ["attack"]),
                Pass(1),
                Use(player: 2, card: "a", ability: "retaliate"),
                Pass(1),
                Use(player: 2, card: "shade", ability: "retaliate", expect: Illegal(reason: "not a unit defending")),
                Use(player: 2, card: "b", ability: "retaliate"),
                Pass(1),
                Activate(player: 2, card: "late"),
                Resolve,
                Expect(zones: {"p2.field": ["hero", "pawn", "pawn", "shade", "quick"]}),
                Pass(1),
                Use(player: 2, card: "late", ability: "retaliate", expect: Illegal(reason: "not a unit defending")),
                Resolve,
                Resolve,
                // Two retaliators: Aria orders their damage first (CR, Damage Step 2).
                Expect(pending: "Order", decider: 1, candidates: ["a", "b"]),
                Answer(Objects(["b", "a"])),
                Expect(damage: {"them": 2, "a": 2, "b": 2, "shade": 0, "late": 0, "cleaver": 2}),
            ],
        )"#,
    );
}
