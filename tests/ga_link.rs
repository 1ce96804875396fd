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

/// A root with a Gun ("gun"), a Renewable regalia bullet ("slug") that an action
/// ("load") loads into the gun, and actions destroying the gun ("scrap") and banishing
/// the slug from the field ("exile").
fn gun_root() -> TempRoot {
    let root = TempRoot::new();
    let act = r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#;
    root.set(&[
        ("hero", r#"types: ["champion"], stats: {"level": 0, "life": 20}"#, "return {}"),
        (
            "gun",
            r#"types: ["weapon", "regalia"], subtypes: ["gun"], stats: {"power": 1, "durability": 2}"#,
            "return {}",
        ),
        (
            "slug",
            r#"types: ["item", "regalia"], subtypes: ["bullet"], keywords: ["renewable"], stats: {"power": 2}"#,
            "return {}",
        ),
        (
            "load",
            act,
            "return { resolve = function(ctx) ctx:attach(ctx:objects({ zone = 'field', card = 'slug' })[1], ctx:objects({ zone = 'field', card = 'gun' })[1], 'loaded') end }",
        ),
        (
            "scrap",
            act,
            "return { resolve = function(ctx) ctx:destroy(ctx:objects({ zone = 'field', card = 'gun' })[1]) end }",
        ),
        (
            "shot",
            r#"types: ["attack"], cost: (kind: "reserve", amount: 0), stats: {"power": 2}"#,
            "return {}",
        ),
        (
            "exile",
            act,
            "return { resolve = function(ctx) ctx:banish(ctx:objects({ zone = 'field', card = 'slug' })[1]) end }",
        ),
    ]);
    root
}

fn gun_scenario(name: &str, hand: &str, steps: &str) -> String {
    format!(
        "Scenario(name: \"{name}\", ruleset: \"grand_archive\",\n\
         players: [(name: \"A\", zones: {{\"hand\": [{hand}], \"field\": [\"hero\", \"gun@gun\", \"slug@slug\"], \"main_deck\": [\"hero\", \"hero\"]}}), (name: \"B\", zones: {{\"field\": [\"hero@theirs\"], \"main_deck\": [\"hero\", \"hero\"]}})],\n\
         steps: [{steps}])"
    )
}

#[test]
fn ga_kw_renewable_1_banished_from_the_field_it_goes_to_the_material_deck() {
    let steps = "Activate(player: 1, card: \"exile\"), Resolve,\n\
        Expect(zones: {\"p1.material_deck\": [\"slug\"], \"p1.banishment\": []}),";
    let root = gun_root();
    run_scenario(&root, &gun_scenario("exiled", "\"exile\"", steps));
}

#[test]
fn ga_kw_renewable_2_not_from_the_loaded_cards_of_an_object_leaving() {
    // The gun leaves the field with the slug loaded: its loaded cards go to the graveyard,
    // the regalia slug to banishment instead, and Renewable doesn't apply from there.
    let steps = "Activate(player: 1, card: \"load\"), Resolve,\n\
        Expect(zones: {\"p1.loaded\": [\"slug\"]}, attached: {\"slug\": Some(\"gun\")}),\n\
        Activate(player: 1, card: \"scrap\"), Resolve,\n\
        Expect(zones: {\"p1.loaded\": [], \"p1.banishment\": [\"gun\", \"slug\"], \"p1.material_deck\": []}),";
    let root = gun_root();
    run_scenario(
        &root,
        &gun_scenario("scrapped", "\"load\", \"scrap\"", steps),
    );
}

#[test]
fn ga_kw_loaded_4_a_gun_is_not_used_with_an_attack_card() {
    // A loaded gun is no weapon for an attack card's attack: the champion attacks with the
    // card's 2 power alone, and the slug stays loaded (CR, Gun and Bow b).
    let steps = "Activate(player: 1, card: \"load\"), Resolve,\n\
        Activate(player: 1, card: \"shot\"), Resolve,\n\
        Expect(zones: {\"p1.loaded\": [\"slug\"], \"p1.intent\": [\"shot\"]}),\n\
        Resolve, Resolve,\n\
        Expect(damage: {\"theirs\": 2}, counters: {\"gun\": {\"durability\": 2}}),";
    let root = gun_root();
    run_scenario(&root, &gun_scenario("shot", "\"load\", \"shot\"", steps));
}
