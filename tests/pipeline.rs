//! Pipeline rules best checked against the raw event log.

mod common;

use cardsmith::core::{Action, Event, PlayKind, PlayerId, Step};
use common::*;

fn steps(log: &[Event]) -> Vec<Step> {
    log.iter()
        .filter_map(|e| match e {
            Event::Step { step, .. } => Some(*step),
            _ => None,
        })
        .collect()
}

#[test]
fn ga_act_0_steps_run_in_the_fixed_order() {
    let c = bundled();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &["fire"],
                &[(
                    "hand",
                    &["searing_torrent@t", "stone_sentry", "stone_sentry"],
                )],
            ),
            player("b", &[], &[("field", &["stone_sentry@x"])]),
        ],
    );
    let a = activate(&e, 1, "t");
    let mut p = e.submit(a).unwrap();
    while let cardsmith::core::Progress::Decide(d) = p {
        let answer = match d.options {
            cardsmith::core::Options::Number { .. } => cardsmith::core::Answer::Number(1),
            cardsmith::core::Options::Objects {
                candidates, min, ..
            } => cardsmith::core::Answer::Objects(candidates[..min].to_vec()),
            cardsmith::core::Options::Names { names, min, .. } => {
                cardsmith::core::Answer::Names(names[..min].to_vec())
            }
            cardsmith::core::Options::Squares {
                candidates, min, ..
            } => cardsmith::core::Answer::Squares(candidates[..min].to_vec()),
        };
        p = e.answer(answer).unwrap();
    }
    assert_eq!(
        steps(&e.state().log.to_vec()),
        [
            Step::ANNOUNCE,
            cardsmith::core::procedures::elements::CHECK_ELEMENTS,
            Step::DECLARE_COSTS,
            Step::SELECT_MODES,
            Step::DECLARE_TARGETS,
            Step::CHECK_LEGALITY,
            Step::CALCULATE_COST,
            Step::PAY_COSTS,
            Step::ACTIVATION
        ]
    );
}

#[test]
fn ga_act_3_a_card_on_the_stack_by_activation_is_an_activation() {
    let c = bundled();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[("hand", &["stone_sentry@s", "twin_decree", "twin_decree"])],
            ),
            player("b", &[], &[]),
        ],
    );
    let a = activate(&e, 1, "s");
    e.submit(a).unwrap();
    assert_eq!(e.state().stack.top().unwrap().kind, PlayKind::Activation);
    assert!(e.state().log.iter().any(|ev| matches!(
        ev,
        Event::Played {
            kind: PlayKind::Activation,
            ..
        }
    )));
}

/// Between the first payment event and `CostPaid` nobody gains opportunity or acts.
fn payment_is_uninterrupted(log: &[Event]) {
    let start = log
        .iter()
        .position(|e| {
            matches!(
                e,
                Event::Step {
                    step: Step::PAY_COSTS,
                    ..
                }
            )
        })
        .expect("payment step");
    let end = log
        .iter()
        .position(|e| matches!(e, Event::CostPaid { .. }))
        .expect("cost paid");
    assert!(start < end);
    for e in &log[start..end] {
        assert!(
            !matches!(
                e,
                Event::OpportunityGained { .. } | Event::Passed { .. } | Event::Announced { .. }
            ),
            "{e:?} between choosing and placing the payment"
        );
    }
}

#[test]
fn ga_cost_2_1_no_opportunity_between_choosing_and_reserving() {
    let c = bundled();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[(
                    "hand",
                    &[
                        "stone_sentry@s",
                        "twin_decree",
                        "twin_decree",
                        "ember_lance",
                    ],
                )],
            ),
            player("b", &[], &[]),
        ],
    );
    let a = activate(&e, 1, "s");
    let mut d = cardsmith::core::FirstChoiceDecider;
    e.run(&mut d, a).unwrap();
    payment_is_uninterrupted(&e.state().log.to_vec());
}

#[test]
fn ga_cost_3_2_no_opportunity_between_choosing_and_banishing() {
    let c = bundled();
    let mut e = engine(
        &c,
        5,
        vec![
            player(
                "a",
                &[],
                &[
                    ("hand", &["echo_of_ages@m"]),
                    ("field", &["archive_key"]),
                    ("memory", &["stone_sentry", "stone_sentry", "twin_decree"]),
                ],
            ),
            player("b", &[], &[]),
        ],
    );
    let a = activate(&e, 1, "m");
    e.submit(a).unwrap();
    payment_is_uninterrupted(&e.state().log.to_vec());
}

#[test]
fn ga_cost_9_x_is_zero_off_the_stack() {
    // A permanent with X in its cost reads its X: the declared value while on the stack,
    // 0 once it is on the field.
    let root = TempRoot::new();
    root.set(&[
        (
            "gauge",
            r#"types: ["ally"], cost: (kind: "reserve", amount: 0, x: true)"#,
            "return { legal = function(ctx) if ctx.x ~= 2 then return false, 'x on the stack is ' .. ctx.x end return true end,\n statics = { { reduce = function(ctx, card) return ctx.x + 1 end, applies_to = function(ctx, card) return card:card_id() == 'spell' end } } }",
        ),
        ("spell", r#"types: ["action"], cost: (kind: "reserve", amount: 3)"#, "return {}"),
        ("filler", r#"types: ["action"]"#, "return {}"),
    ]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[(
                    "hand",
                    &["gauge@g", "spell@s", "filler", "filler", "filler", "filler"],
                )],
            ),
            player("b", &[], &[]),
        ],
    );
    let a = activate(&e, 1, "g");
    e.submit(a).unwrap();
    e.answer(cardsmith::core::Answer::Number(2)).unwrap();
    let spell = label(&e, "s");
    let hand: Vec<_> = e
        .state()
        .zone(cardsmith::core::ZoneRef::Player(
            PlayerId(0),
            c.db.zone("hand").unwrap(),
        ))
        .iter()
        .copied()
        .filter(|o| *o != spell)
        .take(2)
        .collect();
    e.answer(cardsmith::core::Answer::Objects(hand)).unwrap();
    assert!(
        e.state().stack.top().is_some(),
        "the gauge is on the stack with X = 2"
    );
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    e.submit(Action::Pass {
        player: PlayerId(1),
    })
    .unwrap();
    // On the field X is 0: the spell costs 3 - (0 + 1) = 2.
    let a = activate(&e, 1, "s");
    let mut d = cardsmith::core::FirstChoiceDecider;
    e.run(&mut d, a).unwrap();
    assert_eq!(
        e.state().stack.top().unwrap().cost.as_ref().unwrap().total,
        2
    );
}

#[test]
fn ga_mat_3_4b_materialization_on_the_stack_is_a_materialization() {
    let c = bundled();
    let mut e = cardsmith::engine::Engine::new(
        &c,
        &cardsmith::engine::Setup {
            seed: 1,
            players: vec![
                player(
                    "a",
                    &[],
                    &[
                        ("material_deck", &["sunforged_crown@crown"]),
                        ("memory", &["stone_sentry", "stone_sentry"]),
                    ],
                ),
                player("b", &[], &[]),
            ],
            turn_player: 1,
            phase: Some("materialize".into()),
            ..Default::default()
        },
    )
    .unwrap();
    let crown = label(&e, "crown");
    e.submit(Action::Materialize {
        player: PlayerId(0),
        object: crown,
    })
    .unwrap();
    assert_eq!(
        e.state().stack.top().unwrap().kind,
        PlayKind::Materialization
    );
    assert!(e.state().log.iter().any(|ev| matches!(
        ev,
        Event::Played {
            kind: PlayKind::Materialization,
            ..
        }
    )));
}

#[test]
fn ga_cost_9_4_copy_of_a_field_object_has_x_zero() {
    // An ally played with X = 2 keeps that X on the field; a copy of it gets X = 0.
    let root = TempRoot::new();
    root.set(&[
        ("golem", r#"types: ["ally"], cost: (kind: "reserve", amount: 0, x: true), stats: {"life": 3}"#, "return {}"),
        (
            "mirror",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return {\n targets = function(ctx) return { { type = 'ally', controller = 'you', count = 1 } } end,\n resolve = function(ctx)\n  local original = ctx:target(1)\n  local copy = ctx:copy(original)\n  ctx:add_counter(original, 'x', original:x())\n  ctx:add_counter(copy, 'x', copy:x())\n end }",
        ),
        ("filler", r#"types: ["action"]"#, "return {}"),
    ]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[(
                    "hand",
                    &["golem@g", "mirror@m", "filler", "filler", "filler"],
                )],
            ),
            player("b", &[], &[]),
        ],
    );
    let g = activate(&e, 1, "g");
    e.submit(g).unwrap();
    e.answer(cardsmith::core::Answer::Number(2)).unwrap();
    let fillers: Vec<_> = e
        .state()
        .objects()
        .iter()
        .filter(|o| c.db.card(o.card).id == "filler")
        .map(|o| o.id)
        .take(2)
        .collect();
    e.answer(cardsmith::core::Answer::Objects(fillers)).unwrap();
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    e.submit(Action::Pass {
        player: PlayerId(1),
    })
    .unwrap();
    let m = activate(&e, 1, "m");
    e.submit(m).unwrap();
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    e.submit(Action::Pass {
        player: PlayerId(1),
    })
    .unwrap();
    let golems: Vec<_> = e
        .state()
        .objects()
        .iter()
        .filter(|o| c.db.card(o.card).id == "golem")
        .collect();
    assert_eq!(golems.len(), 2, "the copy exists");
    let original = golems.iter().find(|o| !o.copy).unwrap();
    let copy = golems.iter().find(|o| o.copy).unwrap();
    assert_eq!(
        original.counters.get("x"),
        Some(&2),
        "the original keeps its X"
    );
    assert_eq!(
        copy.counters.get("x").copied().unwrap_or(0),
        0,
        "the copy's X is 0"
    );
    assert_eq!(copy.zone, original.zone);
}
