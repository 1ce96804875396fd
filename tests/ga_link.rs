//! Grand Archive's Link (seeds/ga-link.md): an object with a Link ability put onto the
//! field otherwise than by resolving is linked to an object chosen as it enters (not
//! targeted: `ctx:attach`), and sacrificed at once if there is none to link to.

mod common;

use common::*;

/// A root with an ally, a Link item ("clip") and an action putting the clip from its
/// controller's hand onto the field, then linking it to an ally the player chooses.
fn root() -> TempRoot {
    let root = TempRoot::new();
    root.set(&[
        ("hero", r#"types: ["champion"], stats: {"level": 0, "life": 20}"#, "return {}"),
        ("pal", r#"types: ["ally"], stats: {"power": 1, "life": 2}"#, "return {}"),
        (
            "clip",
            r#"types: ["item"], keywords: ["link"]"#,
            "return { statics = { { stat = 'power', increase = 1, applies_to = function(ctx, o) return o == ctx.this:attached_to() end } } }",
        ),
        (
            "deploy",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx)\n\
             local clip = ctx:objects({ zone = 'hand', card = 'clip', controller = 'you' })[1]\n\
             ctx:move(clip, 'field')\n\
             clip = ctx:objects({ zone = 'field', card = 'clip' })[1]\n\
             local allies = ctx:objects({ zone = 'field', type = 'ally' })\n\
             local chosen = ctx:choose({ prompt = 'the ally to link to', objects = allies, min = 1, max = 1 })[1]\n\
             if chosen then ctx:attach(clip, chosen) end\n\
             end }",
        ),
        (
            "recall",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx) ctx:move(ctx:objects({ zone = 'field', card = 'clip' })[1], 'hand') end }",
        ),
    ]);
    root
}

fn scenario(name: &str, field: &str, steps: &str) -> String {
    format!(
        "Scenario(name: \"{name}\", ruleset: \"grand_archive\",\n\
         players: [(name: \"A\", zones: {{\"hand\": [\"deploy\", \"recall\", \"clip@clip\"], \"field\": [{field}], \"main_deck\": [\"pal\", \"pal\"]}}), (name: \"B\", zones: {{\"field\": [\"hero\", \"pal@theirs\"], \"main_deck\": [\"pal\", \"pal\"]}})],\n\
         steps: [{steps}])"
    )
}

#[test]
fn ga_kw_link_2a_entering_from_elsewhere_the_linked_object_is_chosen_not_targeted() {
    // Two allies to choose from: the effect asks (a script question, not a target), and
    // the clip is linked to the one chosen, which gets +1 power.
    let steps = "Activate(player: 1, card: \"deploy\"), Resolve,\n\
        Expect(pending: \"Script\", candidates: [\"mine\", \"theirs\"]),\n\
        Answer(Objects([\"theirs\"])),\n\
        Expect(attached: {\"clip\": Some(\"theirs\")}, stats: {\"theirs\": {\"power\": 2}, \"mine\": {\"power\": 1}}, events: [\"attached\"], zones: {\"p1.field\": [\"hero\", \"pal\", \"clip\"]}),";
    let root = root();
    run_scenario(&root, &scenario("chosen", "\"hero\", \"pal@mine\"", steps));
}

#[test]
fn ga_kw_link_2b_nothing_to_link_to_it_is_sacrificed() {
    // B's ally is gone too: the clip enters the field with nothing to link to and is
    // sacrificed by the state-based check before anyone receives opportunity.
    let steps = "Activate(player: 1, card: \"deploy\"), Resolve,\n\
        Expect(zones: {\"p1.field\": [\"hero\"], \"p1.graveyard\": [\"deploy\", \"clip\"]}, no_events: [\"attached\"], opportunity: 1),";
    let root = root();
    let s = scenario("nothing", "\"hero\"", steps).replace(
        "\"field\": [\"hero\", \"pal@theirs\"]",
        "\"field\": [\"hero\"]",
    );
    run_scenario(&root, &s);
}

#[test]
fn ga_kw_link_4_the_link_object_leaving_breaks_the_link() {
    // The clip goes back to the hand: its link breaks, the ally loses its +1 power and
    // stays on the field (only the Link object is sacrificed for a broken link).
    let steps = "Activate(player: 1, card: \"deploy\"), Resolve,\n\
        Answer(Objects([\"theirs\"])),\n\
        Expect(stats: {\"theirs\": {\"power\": 2}}),\n\
        Activate(player: 1, card: \"recall\"), Resolve,\n\
        Expect(attached: {\"clip\": None}, stats: {\"theirs\": {\"power\": 1}}, zones: {\"p1.hand\": [\"clip\"], \"p2.field\": [\"hero\", \"pal\"]}),";
    let root = root();
    run_scenario(&root, &scenario("left", "\"hero\", \"pal@mine\"", steps));
}
