//! Numbers from scripts and data never overflow or truncate: amounts saturate, and a
//! number argument that is NaN, infinite, fractional or out of range is refused at the
//! script's line with the game unchanged (issue 17, class 8).

mod common;

use cardsmith::core::ActionError;
use cardsmith::engine::Engine;
use common::*;

/// The probe game with each of `extra` (a script) as an ally on P1's field, next to
/// an ally labelled `mine`.
fn game(script: &str, extra: &[&str]) -> (TempRoot, Engine) {
    let (root, e) = try_game(script, extra);
    (root, e.expect("compiles"))
}

fn try_game(script: &str, extra: &[&str]) -> (TempRoot, Result<Engine, String>) {
    let ids: Vec<String> = (0..extra.len()).map(|i| format!("extra{i}")).collect();
    let cards: Vec<(&str, &str, &str)> = ids
        .iter()
        .zip(extra)
        .map(|(id, s)| (id.as_str(), r#"types: ["ally"], stats: {"life": 3}"#, *s))
        .collect();
    let mut field = vec!["ally@mine"];
    field.extend(ids.iter().map(String::as_str));
    probe_game(script, &cards, &field)
}

/// Activates the probe and passes until it resolves; the resolution must fail, and the
/// game must be as it was before the last pass. Returns the error.
fn resolve_fails(script: &str) -> cardsmith::core::hooks::HookFault {
    let (_root, mut e) = game(script, &[]);
    let err = resolve_refused(&mut e);
    let ActionError::Script(h) = err else {
        panic!("{err:?}")
    };
    (*h).clone()
}

fn resolving(body: &str) -> String {
    format!("return {{\n  resolve = function(ctx)\n    {body}\n  end,\n}}")
}

#[test]
fn a_draw_count_past_u32_is_refused_not_truncated() {
    let h = resolve_fails(&resolving("ctx:draw(2^32 + 1)"));
    assert_eq!(h.card, "probe");
    assert_eq!(h.line, Some(3), "{h:?}");
    assert!(
        h.message.contains("count must be from 0 to 4294967295"),
        "{}",
        h.message
    );
}

#[test]
fn nan_infinity_and_fractions_are_refused_at_the_line() {
    for (arg, says) in [
        ("0/0", "not NaN"),
        ("math.huge", "not inf"),
        ("-math.huge", "not -inf"),
        ("1.5", "not 1.5"),
    ] {
        let h = resolve_fails(&resolving(&format!("ctx:draw({arg})")));
        assert_eq!(h.line, Some(3), "{arg}: {h:?}");
        assert!(h.message.contains(says), "{arg}: {}", h.message);
    }
    for (call, says) in [
        ("ctx:target(1.5)", "not 1.5"),
        ("ctx:top(-1)", "0 or more"),
        ("ctx:around({ x = 0.5, y = 0 }, 1)", "not 0.5"),
        ("ctx:around({ x = 0, y = 0 }, -1)", "out of range"),
    ] {
        let h = resolve_fails(&resolving(call));
        assert_eq!(h.line, Some(3), "{call}: {h:?}");
        assert!(h.message.contains(says), "{call}: {}", h.message);
    }
    let h = resolve_fails(&resolving(
        "ctx:deal_damage(ctx:objects({ zone = 'field' })[1], 0/0)",
    ));
    assert!(h.message.contains("not NaN"), "{}", h.message);
}

#[test]
fn huge_damage_is_refused_or_saturates_without_a_panic() {
    // 2^63 does not fit: refused at the line.
    let h = resolve_fails(&resolving(
        "ctx:deal_damage(ctx:objects({ zone = 'field' })[1], 2^63)",
    ));
    assert!(h.message.contains("outside -2^63"), "{}", h.message);
    // The largest amount that fits, twice: the damage saturates.
    let (_root, mut e) = game(
        &resolving(
            "local t = ctx:objects({ zone = 'field' })[1]\n    ctx:deal_damage(t, 2^62 * 1.5)\n    ctx:deal_damage(t, 2^62 * 1.5)\n    ctx:add_counter(t, 'hit', 2^62 * 1.5)\n    ctx:add_counter(t, 'hit', 2^62 * 1.5)\n    ctx:gain(ctx.controller, 'x', 2^62 * 1.5)\n    ctx:gain(ctx.controller, 'x', 2^62 * 1.5)",
        ),
        &[],
    );
    let a = activate(&e, 1, "p");
    e.submit(a).unwrap();
    pass_both(&mut e);
}

#[test]
fn two_huge_cost_increases_saturate_and_never_make_a_card_free() {
    let tax = "return { statics = { { cost = 'reserve', increase = 2^62 } } }";
    let reader = resolving("error('cost ' .. tostring(ctx.this:cost()))");
    let (_root, mut e) = game(&reader, &[tax, tax]);
    let hash = e.state().state_hash();
    let a = activate(&e, 1, "p");
    // Before the fix 2^62 + 2^62 wrapped negative and was floored to 0: free.
    match e.submit(a) {
        Err(err) => {
            assert_eq!(e.state().state_hash(), hash, "a refusal changed the game");
            assert!(!format!("{err}").is_empty());
        }
        Ok(_) => assert!(
            e.state().stack.top().is_none(),
            "a card costing 2^63 - 1 was put on the stack for free"
        ),
    }
    // The trace saturates.
    let t = cardsmith::core::cost::calculate(
        "reserve",
        0,
        "printed",
        &[tax_mod(i64::MAX), tax_mod(i64::MAX), tax_mod(i64::MIN)],
    );
    assert_eq!(t.total, i64::MAX - 1, "{t}");
}

fn tax_mod(n: i64) -> cardsmith::core::cost::CostModifier {
    cardsmith::core::cost::CostModifier {
        source: None,
        label: "tax".into(),
        op: cardsmith::core::cost::CostOp::Add(n),
        timestamp: Default::default(),
    }
}

#[test]
fn huge_stat_modifiers_saturate() {
    let buff = "return { statics = { { stat = 'power', increase = 2^62 * 1.5 } } }";
    let (_root, mut e) = game("return {}", &[buff, buff]);
    let mine = label(&e, "mine");
    assert_eq!(e.stat(mine, "power").unwrap(), Some(i64::MAX));
    let nerf = "return { statics = { { stat = 'power', reduce = -2^63 } } }";
    let (_root, mut e) = game("return {}", &[nerf]);
    let mine = label(&e, "mine");
    assert_eq!(e.stat(mine, "power").unwrap(), Some(i64::MAX));
    // A fractional amount is refused when the script loads.
    let half = "return { statics = { { stat = 'power', increase = 0.5 } } }";
    let err = try_game("return {}", &[half]).1.err().expect("refused");
    assert!(err.contains("not 0.5"), "{err}");
}
