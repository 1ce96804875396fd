//! What the script API reads of a card as the rules define it: X off the stack, printed
//! and modified stats, printed and current costs.

mod common;

use cardsmith::core::Answer;
use common::*;

#[test]
fn ga_cost_9_x_is_zero_in_the_graveyard() {
    // Surge is played with X = 2 and resolves to the graveyard; there its X is 0, which
    // Gauge's legality check reads.
    let root = TempRoot::new();
    root.set(&[
        ("surge", r#"types: ["action"], cost: (kind: "reserve", amount: 0, x: true)"#, "return {}"),
        (
            "gauge",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { legal = function(ctx)\n local s = ctx:objects({ zone = 'graveyard', card = 'surge' })[1]\n if s:x() ~= 0 then return false, 'X in the graveyard is ' .. s:x() end\n return true\n end }",
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
                &[("hand", &["surge@s", "gauge@g", "filler@f1", "filler@f2"])],
            ),
            player("b", &[], &[]),
        ],
    );
    let s = activate(&e, 1, "s");
    e.submit(s).unwrap();
    e.answer(Answer::Number(2)).unwrap();
    let pay = objects(&e, &["f1", "f2"]);
    e.answer(pay).unwrap();
    pass_both(&mut e);
    let g = activate(&e, 1, "g");
    e.submit(g).expect("Surge's X reads 0 in the graveyard");
}

#[test]
fn ga_lvl_2_base_level_is_the_printed_level() {
    // A champion printed level 1 under an effect giving it +1: its base (printed) level
    // is 1, its level 2.
    let root = TempRoot::new();
    root.set(&[
        ("hero", r#"types: ["champion"], deck: "material", cost: (kind: "memory", amount: 1), stats: {"level": 1}"#, "return {}"),
        (
            "crown",
            r#"types: ["item"]"#,
            "return { statics = { { stat = 'level', increase = 1, applies_to = function(ctx, o) return o:has_type('champion') end } } }",
        ),
        (
            "probe",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { legal = function(ctx)\n local h = ctx:objects({ zone = 'field', type = 'champion' })[1]\n if h:printed('level') ~= 1 or h:stat('level') ~= 2 then return false, 'printed ' .. tostring(h:printed('level')) .. ', level ' .. tostring(h:stat('level')) end\n return true\n end }",
        ),
    ]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[("hand", &["probe@p"]), ("field", &["hero", "crown"])],
            ),
            player("b", &[], &[]),
        ],
    );
    let p = activate(&e, 1, "p");
    e.submit(p).expect("printed level 1, level 2");
}

#[test]
fn ga_eff_3_a_reduction_changes_what_is_paid_not_the_printed_cost() {
    // Insight costs 3 and 1 less while it is being activated (its own constant ability,
    // working from the stack only). In hand its cost is 3; on the stack 2, printed 3.
    let root = TempRoot::new();
    root.set(&[
        (
            "insight",
            r#"types: ["action"], cost: (kind: "reserve", amount: 3)"#,
            "return { statics = { { reduce = 1, from = { 'stack' }, self_only = true } },\n resolve = function(ctx)\n local t = ctx.this\n if t:cost() ~= 2 or t:printed_cost() ~= 3 then error('on the stack: cost ' .. tostring(t:cost()) .. ', printed ' .. tostring(t:printed_cost())) end\n end }",
        ),
        (
            "reader",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { legal = function(ctx)\n local i = ctx:objects({ zone = 'hand', card = 'insight' })[1]\n if i:cost() ~= 3 or i:printed_cost() ~= 3 then return false, 'in hand: cost ' .. tostring(i:cost()) end\n return true\n end }",
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
                &[("hand", &["insight@i", "reader@r", "filler", "filler"])],
            ),
            player("b", &[], &[]),
        ],
    );
    let r = activate(&e, 1, "r");
    e.submit(r).expect("in hand the reduction does not apply");
    pass_both(&mut e);
    let i = activate(&e, 1, "i");
    e.submit(i).expect("two fillers pay the reduced cost");
    pass_both(&mut e);
    assert!(
        e.state().log.iter().any(|ev| ev.name() == "resolved"),
        "Insight resolved"
    );
}
