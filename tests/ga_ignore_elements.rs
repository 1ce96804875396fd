//! A constant ability may let cards ignore their element requirements: Silvie, Slime
//! Sovereign's "ignore the elemental requirements of advanced element Slime cards you
//! activate" (`allow = "ignore_elements"`). The corpus has no advanced-element Slime but
//! tera, which Silvie enables herself, so the test adds an umbra Slime and an umbra
//! non-Slime card to a temp root beside her real script.

mod common;

use common::*;

fn root(silvie_script: &str) -> TempRoot {
    let root = TempRoot::new();
    root.set(&[
        (
            "silvie",
            r#"deck: "material", types: ["champion"], subtypes: ["tamer", "human"], elements: ["tera"], attributes: {"lineage": "silvie", "class": "tamer"}, cost: (kind: "memory", amount: 3), stats: {"level": 3, "life": 25}"#,
            silvie_script,
        ),
        (
            "umbra_slime",
            r#"types: ["ally"], subtypes: ["tamer", "slime"], elements: ["umbra"], cost: (kind: "reserve", amount: 0), stats: {"power": 1, "life": 1}"#,
            "return {}",
        ),
        (
            "umbra_wisp",
            r#"types: ["ally"], subtypes: ["tamer", "spirit"], elements: ["umbra"], cost: (kind: "reserve", amount: 0), stats: {"power": 1, "life": 1}"#,
            "return {}",
        ),
    ]);
    root
}

const SCENARIO: &str = r#"Scenario(name: "Silvie lets an umbra Slime be activated without umbra; not an umbra non-Slime", ruleset: "grand_archive", phase: "main",
    players: [
        (name: "a", zones: {"field": ["silvie"], "hand": ["umbra_slime", "umbra_wisp"], "main_deck": ["umbra_wisp"]}),
        (name: "b", zones: {"field": ["silvie"], "main_deck": ["umbra_wisp"]}),
    ],
    steps: [
        Activate(player: 1, card: "umbra_slime"),
        Resolve,
        Activate(player: 1, card: "umbra_wisp", expect: Illegal(step: "1.2", reason: "umbra")),
    ])"#;

fn silvie() -> String {
    std::fs::read_to_string(repo().join("scripts/cards/ga_cr3/silvie_slime_sovereign.lua")).unwrap()
}

#[test]
fn ga_card_silvie_slime_sovereign_lets_advanced_element_slimes_ignore_elements() {
    run_scenario(&root(&silvie()), SCENARIO);
}

#[test]
fn without_silvies_ability_the_umbra_slime_needs_umbra() {
    let root = root("return {}");
    root.write("scenario.ron", SCENARIO);
    let report =
        cardsmith::scenario::Runner::new(root.root()).run_file(&root.path.join("scenario.ron"));
    assert!(!report.passed());
    assert!(
        report
            .failures
            .join("\n")
            .contains("needs element(s) umbra"),
        "{}",
        report.failures.join("\n")
    );
}
