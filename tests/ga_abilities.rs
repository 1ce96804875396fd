//! Activated abilities of objects in `legal_actions` (what the random agent and
//! `cardsmith play` offer), and a refused activation leaving the game as it was.

mod common;

use cardsmith::core::{Action, PlayerId};

fn position() -> cardsmith::engine::Engine {
    let content = common::bundled();
    common::engine(
        &content,
        7,
        vec![
            common::player(
                "Aria",
                &["neos"],
                &[
                    (
                        "field",
                        &[
                            "spirit_of_water",
                            "production_crawldroid@crawler",
                            "powercell_token@cell",
                            "cosmic_astroscope@scope",
                        ],
                    ),
                    ("hand", &["blitz_mage"]),
                    ("main_deck", &["blitz_mage", "blitz_mage", "blitz_mage"]),
                ],
            ),
            common::player("Bram", &[], &[("field", &["spirit_of_fire"])]),
        ],
    )
}

#[test]
fn ga_abil_legal_actions_offer_activated_abilities() {
    let mut e = position();
    let (cell, scope) = (common::label(&e, "cell"), common::label(&e, "scope"));
    let p1 = PlayerId(0);
    let listed = e.legal_actions(p1);
    let ability = |object, name: &str| Action::ActivateAbility {
        player: p1,
        object,
        ability: name.to_string(),
    };
    assert!(listed.contains(&ability(cell, "charge")), "{listed:?}");
    assert!(listed.contains(&ability(scope, "glimpse")), "{listed:?}");
    // Once the Astroscope is rested its REST cost can't be paid: no longer offered.
    e.submit(ability(scope, "glimpse"))
        .expect("the Astroscope's ability is activated");
    let listed = e.legal_actions(p1);
    assert!(!listed.contains(&ability(scope, "glimpse")), "{listed:?}");
    assert!(listed.contains(&ability(cell, "charge")), "{listed:?}");
}

#[test]
fn ga_abil_controller_refused_activation_changes_nothing() {
    let mut e = position();
    let cell = common::label(&e, "cell");
    let (hash, events) = (e.state().state_hash(), e.state().log.len());
    // Bram does not control the Powercell; nor is "boost" one of its abilities.
    for (player, ability) in [(PlayerId(1), "charge"), (PlayerId(0), "boost")] {
        let r = e.submit(Action::ActivateAbility {
            player,
            object: cell,
            ability: ability.to_string(),
        });
        assert!(r.is_err(), "{player} {ability}: {r:?}");
        assert_eq!(e.state().state_hash(), hash);
        assert_eq!(e.state().log.len(), events);
    }
}
