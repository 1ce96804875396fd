//! Grand Archive's Command (seeds/ga-cmd.md): an attack card with the keyword has an
//! additional cost of resting an awake ally (of a subtype if it names one), and the ally
//! rested for it attacks when the card resolves. No real Command card is in the public
//! catalog the project draws on, so these are test cards (data only; the rules script and
//! the card's cost do the rest).

mod common;

use common::*;

/// Aria's champion and allies (a beast, a human, a proud beast), Bram's champion and an
/// ally; a Command attack card naming Beasts (rest an awake Beast ally) with 3 power.
fn root() -> TempRoot {
    let root = TempRoot::new();
    let card = |id, fields| (id, fields, "return {}");
    root.set(&[
        card("hero", r#"types: ["champion"], stats: {"level": 0, "life": 20}"#),
        card(
            "hound",
            r#"types: ["ally"], subtypes: ["beast"], stats: {"power": 1, "life": 4}"#,
        ),
        card(
            "knight",
            r#"types: ["ally"], subtypes: ["human"], stats: {"power": 2, "life": 4}"#,
        ),
        card(
            "proud",
            r#"types: ["ally"], subtypes: ["beast"], keywords: ["pride"], stats: {"power": 1, "life": 4, "pride": 2}"#,
        ),
        card("pawn", r#"types: ["ally"], stats: {"power": 1, "life": 5}"#),
        card(
            "ghost",
            r#"types: ["champion"], keywords: ["stealth"], stats: {"level": 0, "life": 20}"#,
        ),
        card(
            "rally",
            r#"types: ["attack"], keywords: ["command"], cost: (kind: "reserve", amount: 0),
               additional_costs: [Rest(filter: (types: ["ally"], subtypes: ["beast"]), count: 1)],
               stats: {"power": 3}"#,
        ),
    ]);
    root
}

#[test]
fn ga_cmd_1_command_costs_an_awake_ally_of_its_subtype() {
    // The human ally can't pay a Command naming Beasts: with no Beast the activation is
    // refused. The awake Beast pays (the champion is not rested); once it is rested, a
    // second Command card can't be activated (CR, Command 2: the ally must be awake).
    run_scenario(
        &root(),
        r#"Scenario(
            name: "Command: an awake ally of the named subtype, or no activation",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"field": ["hero@champ", "knight@knight"], "hand": ["rally@rally"]}),
                (name: "Bram", zones: {"field": ["hero@them"]}),
            ],
            steps: [
                Activate(player: 1, card: "rally", expect: Illegal(reason: "additional cost")),
                Expect(stack: [], zones: {"p1.hand": ["rally"]}, awake: ["knight", "champ"]),
            ],
        )"#,
    );
    run_scenario(
        &root(),
        r#"Scenario(
            name: "Command: the awake Beast pays, and a rested one can't",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"field": ["hero@champ", "hound@hound", "knight@knight"], "hand": ["rally@first", "rally@second"]}),
                (name: "Bram", zones: {"field": ["hero@them"]}),
            ],
            steps: [
                Activate(player: 1, card: "first"),
                Expect(stack: ["rally"], rested: ["hound"], awake: ["champ", "knight"]),
                Resolve,
                Resolve,
                Resolve,
                Resolve,
                Expect(stack: [], phase: "main", rested: ["hound"], damage: {"them": 4}),
                Activate(player: 1, card: "second", expect: Illegal(reason: "additional cost")),
            ],
        )"#,
    );
}

#[test]
fn ga_cmd_2_the_rested_ally_attacks_with_the_card_in_its_intent() {
    // Two awake Beasts: Aria chooses which pays. When the card resolves, a combat begins
    // with that ally attacking (not the champion) and the card in the intent: 1 + 3 = 4
    // damage to Bram's champion (CR, Command 3).
    run_scenario(
        &root(),
        r#"Scenario(
            name: "Command: the ally rested for it attacks",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"field": ["hero@champ", "hound@hound", "hound@other"], "hand": ["rally@rally"]}),
                (name: "Bram", zones: {"field": ["hero@them", "pawn@pawn"]}),
            ],
            steps: [
                Activate(player: 1, card: "rally", answers: [Objects(["hound"])]),
                Expect(rested: ["hound"], awake: ["champ", "other"]),
                Resolve,
                Expect(pending: "Script", candidates: ["them", "pawn"]),
                Answer(Objects(["them"])),
                Expect(zones: {"p1.intent": ["rally"]}, events: ["attack", "attack"]),
                Resolve,
                Resolve,
                Expect(damage: {"them": 4, "hound": 0}, awake: ["champ"]),
                Resolve,
                Expect(zones: {"p1.graveyard": ["rally"]}, phase: "main"),
            ],
        )"#,
    );
}

#[test]
fn ga_cmd_3_an_ally_that_does_not_obey_does_not_attack() {
    // The proud Beast (Pride 2) pays the cost, but Aria's champion is level 0: the ally
    // doesn't obey, so no combat begins, the card goes to the graveyard and the ally
    // stays rested (CR, Command 3.b).
    run_scenario(
        &root(),
        r#"Scenario(
            name: "Command: a disobedient ally starts no combat",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"field": ["hero@champ", "proud@proud"], "hand": ["rally@rally"]}),
                (name: "Bram", zones: {"field": ["hero@them"]}),
            ],
            steps: [
                Activate(player: 1, card: "rally"),
                Resolve,
                Expect(zones: {"p1.graveyard": ["rally"]}, rested: ["proud"], damage: {"them": 0}, no_events: ["attack"]),
            ],
        )"#,
    );
}

#[test]
fn ga_cmd_3a_without_a_valid_target_no_combat_begins() {
    // Bram's only unit has stealth, so the Command attack has no valid target as it
    // resolves: no combat begins, the card goes to the graveyard and the Beast stays
    // rested (CR, Command 3.a).
    run_scenario(
        &root(),
        r#"Scenario(
            name: "Command: no valid target, no combat",
            ruleset: "grand_archive",
            players: [
                (name: "Aria", zones: {"field": ["hero@champ", "hound@hound"], "hand": ["rally@rally"]}),
                (name: "Bram", zones: {"field": ["ghost@them"]}),
            ],
            steps: [
                Activate(player: 1, card: "rally"),
                Resolve,
                Expect(zones: {"p1.graveyard": ["rally"]}, rested: ["hound"], awake: ["champ"], no_events: ["attack"]),
            ],
        )"#,
    );
}
