//! Grand Archive's Gather (seeds/ga-003-cost.md): the ingredient token summoned is picked
//! at random among the six, with the game's seeded generator.

mod common;

use cardsmith::core::{Progress, ZoneRef};
use common::*;
use std::collections::BTreeSet;

const INGREDIENTS: [&str; 6] = [
    "blightroot_token",
    "fraysia_token",
    "manaroot_token",
    "razorvine_token",
    "silvershine_token",
    "springleaf_token",
];

/// The ingredient Harvest Herbs summons in a game started with `seed`.
fn gathered(seed: u64) -> String {
    let c = bundled();
    let mut e = engine(
        &c,
        seed,
        vec![
            player(
                "Aria",
                &[],
                &[
                    ("field", &["spirit_of_fire"]),
                    ("hand", &["harvest_herbs@herbs", "blitz_mage"]),
                ],
            ),
            player("Bram", &[], &[("field", &["spirit_of_water"])]),
        ],
    );
    let herbs = activate(&e, 1, "herbs");
    assert!(matches!(e.submit(herbs), Ok(Progress::Ready)));
    pass_both(&mut e);
    let tokens: Vec<String> = e
        .state()
        .objects()
        .iter()
        .filter(|o| matches!(o.zone, ZoneRef::Player(p, _) if p.0 == 0))
        .map(|o| c.db.card(o.card).id.clone())
        .filter(|id| id.ends_with("_token"))
        .collect();
    assert_eq!(tokens.len(), 1, "one ingredient gathered, got {tokens:?}");
    tokens[0].clone()
}

#[test]
fn ga_gather_1_one_of_the_six_ingredients_at_random() {
    let seen: BTreeSet<String> = (0..60).map(gathered).collect();
    let six: BTreeSet<String> = INGREDIENTS.iter().map(|s| s.to_string()).collect();
    assert_eq!(
        seen, six,
        "over 60 seeds every ingredient and nothing else is gathered"
    );
    assert_eq!(
        gathered(5),
        gathered(5),
        "a seed picks the same ingredient every run"
    );
}
