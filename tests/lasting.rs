//! Lasting effects of resolved abilities (seeds/lasting.md) where a scenario can't say
//! it: rollback, timestamp order against a constant ability, bad input.

mod common;

use cardsmith::core::{Action, PlayerId};
use common::*;

/// A Grand Archive game: `card` in the first player's hand, a "statue" ally in play.
fn cast(root: &TempRoot, card: &str) -> (cardsmith::engine::Engine, Result<(), String>) {
    let c = root.load().unwrap();
    let deck = vec!["statue"; 10];
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[
                    ("hand", &[format!("{card}@{card}").as_str()]),
                    ("field", &["statue@statue"]),
                    ("main_deck", &deck),
                ],
            ),
            player("b", &[], &[]),
        ],
    );
    e.submit(activate(&e, 1, card)).unwrap();
    let pass = |seat| Action::Pass {
        player: PlayerId(seat),
    };
    e.submit(pass(0)).unwrap();
    let r = e.submit(pass(1)).map(|_| ()).map_err(|err| err.to_string());
    (e, r)
}

fn power(e: &mut cardsmith::engine::Engine) -> Option<i64> {
    let statue = label(e, "statue");
    let (db, host, st) = cardsmith::unchecked::parts_mut(e);
    cardsmith::core::hooks::Behaviors::stat(host, &db, st, statue, "power").unwrap()
}

fn cards(extra: &[(&str, &str, &str)]) -> TempRoot {
    let root = TempRoot::new();
    let mut all = vec![(
        "statue",
        r#"types: ["ally"], cost: (kind: "reserve", amount: 0), stats: {"power": 2}"#,
        r#"return { statics = { { stat = "power", set = 5, self_only = true } } }"#,
    )];
    all.extend_from_slice(extra);
    root.set(&all);
    root
}

const ACTION: &str = r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#;

/// Each case's resolution (`body`, line 2 of card `id`) fails with an error containing
/// `want`, naming the file and line, and begins no lasting effect.
fn assert_clear_errors(cases: &[(&str, &str, &str)]) {
    for &(id, body, want) in cases {
        let script = format!("return {{ resolve = function(ctx)\n{body}\nend }}");
        let root = cards(&[(id, ACTION, &script)]);
        let (e, r) = cast(&root, id);
        let err = r.unwrap_err();
        assert!(err.contains(want), "{id}: {err}");
        assert!(
            err.contains(&format!("{id}.lua:2")),
            "{id}: names file and line: {err}"
        );
        assert!(e.state().lasting().is_empty());
    }
}

#[test]
fn lasting_2_a_lasting_set_applies_after_older_effects() {
    let root = cards(&[(
        "shrink",
        ACTION,
        r#"return { resolve = function(ctx)
                local s = ctx:objects({ card = "statue" })[1]
                ctx:lasting({ target = s, duration = "turn", effect = { stat = "power", set = 3 } })
                ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { stat = "power", increase = 1 } })
            end }"#,
    )]);
    let (mut e, r) = cast(&root, "shrink");
    r.unwrap();
    // The constant ability sets 5; the lasting set began later and wins; +1 adds.
    assert_eq!(power(&mut e), Some(4));
    assert_eq!(e.state().lasting().len(), 2);
}

#[test]
fn lasting_1_a_rollback_undoes_a_lasting_effect() {
    let root = cards(&[(
        "fickle",
        ACTION,
        r#"return { resolve = function(ctx)
            ctx:lasting({ target = { card = "statue" }, duration = "your_next_turn", effect = { grant = "flying" } })
            error("changed my mind")
        end }"#,
    )]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[("hand", &["fickle@fickle"]), ("field", &["statue@statue"])],
            ),
            player("b", &[], &[]),
        ],
    );
    e.submit(activate(&e, 1, "fickle")).unwrap();
    let pass = |seat| Action::Pass {
        player: PlayerId(seat),
    };
    e.submit(pass(0)).unwrap();
    let hash = e.state().state_hash();
    let err = e.submit(pass(1)).unwrap_err().to_string();
    assert!(err.contains("changed my mind"), "{err}");
    assert!(e.state().lasting().is_empty(), "the effect was rolled back");
    assert_eq!(e.state().state_hash(), hash);
}

#[test]
fn lasting_6_bad_lasting_input_is_a_clear_error() {
    assert_clear_errors(&[
        (
            "forever",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "forever", effect = { grant = "flying" } })"#,
            "unknown duration \"forever\"",
        ),
        (
            "negative",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { stat = "power", increase = -2 } })"#,
            "must be 0 or more",
        ),
        (
            "nowhile",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "while", condition = "nope", effect = { grant = "flying" } })"#,
            "no function 'nope'",
        ),
        (
            "badforbid",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { forbid = "sneeze" } })"#,
            "'sneeze' is not something an effect can forbid",
        ),
        (
            "whosenext",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "controller_next_turn", effect = { forbid = "wake_step" } })"#,
            "needs one object as its target",
        ),
    ]);
}

#[test]
fn lasting_triggers_and_player_costs_bad_input_is_a_clear_error() {
    assert_clear_errors(&[
        (
            "notrigger",
            r#"ctx:lasting({ duration = "turn", effect = { trigger = "each_fight" } })"#,
            "no trigger with lasting = \"each_fight\"",
        ),
        (
            "costonobject",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { cost = "key", increase = 1 } })"#,
            "a cost or skip effect's target is a player",
        ),
        (
            "declarealone",
            r#"ctx:lasting({ target = ctx.opponent, duration = "turn", effect = { declare = "house" } })"#,
            "a declaration restriction is",
        ),
        (
            "declareonobject",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { declare = "house", must = "dis" } })"#,
            "a cost or skip effect's target is a player",
        ),
        (
            "nokey",
            r#"ctx:lasting({ target = ctx.opponent, duration = "turn", effect = { cost = "key", increase = 1 } })"#,
            "no player cost 'key'",
        ),
        (
            "grantonplayer",
            r#"ctx:lasting({ target = ctx.opponent, duration = "turn", effect = { grant = "flying" } })"#,
            "needs an object or a filter",
        ),
        (
            "noforge",
            r#"ctx:lasting({ target = ctx.opponent, duration = "turn", effect = { skip = "forge" } })"#,
            "no phase 'forge'",
        ),
        (
            "nocost",
            r#"local n = ctx.controller:cost("key")"#,
            "no player cost 'key'",
        ),
        (
            "nobuy",
            r#"ctx:buy(ctx.controller, "key")"#,
            "no player cost 'key'",
        ),
    ]);
}

#[test]
fn lasting_lose_abilities_and_become_bad_input_is_a_clear_error() {
    assert_clear_errors(&[
        (
            "falseloss",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { lose_abilities = false } })"#,
            "losing all abilities is { lose_abilities = true } alone",
        ),
        (
            "lossandgrant",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { lose_abilities = true, grant = "x" } })"#,
            "losing all abilities is { lose_abilities = true } alone",
        ),
        (
            "becomefilter",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { become = { "item" } } })"#,
            "a type change (become) needs one object as its target",
        ),
        (
            "becomeempty",
            r#"ctx:lasting({ target = ctx:objects({ card = "statue" })[1], duration = "turn", effect = { become = {}, subtypes = { "x" } } })"#,
            "a type change is { become = { types... }",
        ),
        (
            "subtypesempty",
            r#"ctx:lasting({ target = ctx:objects({ card = "statue" })[1], duration = "turn", effect = { subtypes = {} } })"#,
            "or { subtypes = { ... } } alone",
        ),
        (
            "subtypesfilter",
            r#"ctx:lasting({ target = { card = "statue" }, duration = "turn", effect = { subtypes = { "x" } } })"#,
            "a type change (become) needs one object as its target",
        ),
    ]);
}

/// A base value an object's constant ability sets is applied in layer A, before the
/// object loses all its abilities (layer D): it stays (CR, Layers; see GA-CR-EX-2935).
#[test]
fn lasting_a_loss_of_abilities_keeps_a_base_value_the_object_sets() {
    let root = cards(&[(
        "silence",
        ACTION,
        r#"return { resolve = function(ctx)
                local s = ctx:objects({ card = "statue" })[1]
                ctx:lasting({ target = s, duration = "turn", effect = { lose_abilities = true } })
            end }"#,
    )]);
    let (mut e, r) = cast(&root, "silence");
    r.unwrap();
    assert_eq!(power(&mut e), Some(5));
}
