//! Damage prevention as lasting effects (seeds/prevention.md), with invented cards: an
//! instance prevention, unpreventable damage, the order of a prevention among other
//! replacement effects, and damage that keeps its kind through a replacement effect.

mod common;

use common::*;

const ACTION: &str = r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#;

fn guard(effect: &str) -> String {
    format!(
        "return {{ targets = function(_ctx) return {{ {{ card = 'statue', count = 1 }} }} end,\n\
         resolve = function(ctx) ctx:lasting({{ target = ctx:target(1), duration = 'turn', effect = {effect} }}) end }}"
    )
}

fn zap(opts: &str) -> String {
    format!(
        "return {{ targets = function(_ctx) return {{ {{ card = 'statue', count = 1 }} }} end,\n\
         resolve = function(ctx) ctx:deal_damage(ctx:target(1), 3{opts}) end }}"
    )
}

/// A root with the guards, the zaps, a statue (life 20) and a doubler, whose
/// replacement effect doubles damage to allies.
fn root() -> TempRoot {
    let root = TempRoot::new();
    let shield = guard("{ prevent = 2 }");
    let once = guard("{ prevent = 2, instance = true }");
    let all = guard("{ prevent = 'all' }");
    let zap_plain = zap("");
    let zap_hard = zap(", { unpreventable = true }");
    root.set(&[
        ("shield", ACTION, &shield),
        ("once", ACTION, &once),
        ("all", ACTION, &all),
        ("zap", ACTION, &zap_plain),
        ("hard_zap", ACTION, &zap_hard),
        ("statue", r#"types: ["ally"], stats: {"life": 20}"#, "return {}"),
        (
            "doubler",
            r#"types: ["ally"], stats: {"life": 20}"#,
            "return { replacements = { { on = 'damage', label = 'double it',\n\
             applies = function(_ctx, change) return change.target:card_id() == 'statue' end,\n\
             instead = function(_ctx, change) return { kind = 'damage', target = change.target, amount = change.amount * 2, source = change.source } end } } }",
        ),
    ]);
    root
}

/// A scenario in which the first player holds `hand` and has the statue (and `field`).
fn scenario(name: &str, rule: &str, hand: &[&str], field: &[&str], steps: &str) -> String {
    let hand: Vec<String> = hand.iter().map(|c| format!("\"{c}\"")).collect();
    let mut on_field = vec!["\"statue@statue\"".to_string()];
    on_field.extend(field.iter().map(|c| format!("\"{c}\"")));
    format!(
        "Scenario(name: \"{name}\", rules: [\"{rule}\"], ruleset: \"grand_archive\",\n\
         players: [(name: \"A\", zones: {{\"hand\": [{}], \"field\": [{}], \"main_deck\": [\"statue\", \"statue\", \"statue\"]}}), (name: \"B\", zones: {{\"main_deck\": [\"statue\", \"statue\", \"statue\"]}})],\n\
         steps: [{steps}])",
        hand.join(", "),
        on_field.join(", ")
    )
}

#[test]
fn ga_prevent_3_an_instance_prevention_meets_the_next_damage_only() {
    let steps = "Activate(player: 1, card: \"once\"), Resolve,\n\
        Activate(player: 1, card: \"z1\"), Resolve,\n\
        Expect(damage: {\"statue\": 1}, events: [\"replaced\", \"damaged\"]),\n\
        Activate(player: 1, card: \"z2\"), Resolve,\n\
        Expect(damage: {\"statue\": 4}, no_events: [\"replaced\"]),";
    let root = root();
    let s = scenario(
        "instance",
        "GA-PREVENT-3",
        &["once", "zap@z1", "zap@z2"],
        &[],
        steps,
    );
    run_scenario(&root, &s);
}

#[test]
fn ga_prevent_4_unpreventable_damage_passes_a_shield_and_uses_up_an_instance() {
    // The shield is not met by the unpreventable 3 and is still whole for the next zap.
    let steps = "Activate(player: 1, card: \"shield\"), Resolve,\n\
        Activate(player: 1, card: \"hard_zap\"), Resolve,\n\
        Expect(damage: {\"statue\": 3}, no_events: [\"replaced\"]),\n\
        Activate(player: 1, card: \"zap\"), Resolve,\n\
        Expect(damage: {\"statue\": 4}, events: [\"replaced\", \"damaged\"]),";
    let root = root();
    let s = scenario(
        "shield",
        "GA-PREVENT-4",
        &["shield", "hard_zap", "zap"],
        &[],
        steps,
    );
    run_scenario(&root, &s);
    // The instance prevention tries, prevents none of it, and is gone.
    let steps = "Activate(player: 1, card: \"once\"), Resolve,\n\
        Activate(player: 1, card: \"hard_zap\"), Resolve,\n\
        Expect(damage: {\"statue\": 3}, events: [\"replaced\", \"damaged\"]),\n\
        Activate(player: 1, card: \"zap\"), Resolve,\n\
        Expect(damage: {\"statue\": 6}, no_events: [\"replaced\"]),";
    let s = scenario(
        "instance",
        "GA-PREVENT-4",
        &["once", "hard_zap", "zap"],
        &[],
        steps,
    );
    run_scenario(&root, &s);
}

#[test]
fn ga_prevent_5_the_damaged_units_controller_orders_a_prevention_among_replacements() {
    // Prevent first: 3 - 2 = 1, then doubled: 2. Double first: 6, then 2 prevented: 4.
    for (first, dealt) in [
        ("prevent the next 2 damage (shield)", 2),
        ("double it (doubler)", 4),
    ] {
        let steps = format!(
            "Activate(player: 1, card: \"shield\"), Resolve,\n\
             Activate(player: 1, card: \"zap\"), Resolve,\n\
             Expect(decider: 1),\n\
             Answer(Options([\"{first}\"])),\n\
             Expect(damage: {{\"statue\": {dealt}}}),"
        );
        let root = root();
        let s = scenario(
            "order",
            "GA-PREVENT-5",
            &["shield", "zap"],
            &["doubler"],
            &steps,
        );
        run_scenario(&root, &s);
    }
}

#[test]
fn ga_prevent_6_damage_put_in_place_of_damage_keeps_its_kind() {
    // The doubled damage is still unpreventable: the shield never meets it.
    let steps = "Activate(player: 1, card: \"shield\"), Resolve,\n\
        Activate(player: 1, card: \"hard_zap\"), Resolve,\n\
        Expect(damage: {\"statue\": 6}),";
    let root = root();
    let s = scenario(
        "kind",
        "GA-PREVENT-6",
        &["shield", "hard_zap"],
        &["doubler"],
        steps,
    );
    run_scenario(&root, &s);
}

#[test]
fn ga_prevent_7_prevent_all_lasts_its_duration() {
    let steps = "Activate(player: 1, card: \"all\"), Resolve,\n\
        Activate(player: 1, card: \"z1\"), Resolve,\n\
        Activate(player: 1, card: \"z2\"), Resolve,\n\
        Expect(damage: {\"statue\": 0}, no_events: [\"damaged\"]),\n\
        PassUntil(\"main\"),\n\
        PassUntil(\"main\"),\n\
        Activate(player: 1, card: \"z3\"), Resolve,\n\
        Expect(damage: {\"statue\": 3}),";
    let root = root();
    let s = scenario(
        "all",
        "GA-PREVENT-7",
        &["all", "zap@z1", "zap@z2", "zap@z3"],
        &[],
        steps,
    );
    run_scenario(&root, &s);
}

#[test]
fn a_bad_prevent_effect_is_a_clear_error() {
    for (effect, want) in [
        ("{ prevent = 0 }", "ctx:lasting: prevent"),
        ("{ prevent = 'some' }", "ctx:lasting: prevent"),
        ("{ instance = true }", "prevent is missing"),
        (
            "{ prevent = 2, damage = 'fire' }",
            "expected \"combat\" or \"non_combat\"",
        ),
        (
            "{ prevent = 2, stat = 'power' }",
            "'stat' does not go with prevent",
        ),
    ] {
        let (_root, e) = probe_game(
            &guard(effect).replace("card = 'statue'", "type = 'ally', controller = 'you'"),
            &[],
            &["ally@mine"],
        );
        let mut e = e.unwrap();
        let err = resolve_refused(&mut e).to_string();
        assert!(err.contains(want), "{effect}: {err}");
    }
}
