//! Reflexive triggers where abilities resolve at once (seeds/ga-cmd.md, GA-REFLEX-3): a
//! test card, since no KeyForge card says "when you do".

mod common;
use common::*;

#[test]
fn ga_reflex_3_where_abilities_resolve_at_once_it_resolves_right_after_the_ability() {
    // The ability gains 1, says "when you do", gains 1 more and ends; only then does its
    // reflexive trigger (gain 10) go on the stack, and it resolves at once, before the
    // player may act again.
    let root = TempRoot::for_ruleset("keyforge");
    root.set(&[
        (
            "spark",
            r#"types: ["action"], attributes: {"house": "brobnar"}"#,
            r#"return {
                resolve = function(ctx)
                    ctx:gain(ctx.controller, "amber", 1)
                    ctx:when_you_do("more")
                    ctx:gain(ctx.controller, "amber", 1)
                end,
                triggers = { { on = "when_you_do", resolve = function(ctx) ctx:gain(ctx.controller, "amber", 10) end } },
            }"#,
        ),
    ]);
    run_scenario(
        &root,
        r#"Scenario(
            name: "a reflexive trigger in KeyForge",
            ruleset: "keyforge",
            players: [
                (name: "A", declared: {"house": "brobnar"}, zones: {"hand": ["spark"]}),
                (name: "B"),
            ],
            steps: [
                Activate(player: 1, card: "spark"),
                Expect(player_counters: {"p1.amber": 12}, stack: [], events: ["gained", "when_you_do", "gained", "resolved", "gained"]),
            ],
        )"#,
    );
}
