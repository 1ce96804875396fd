//! Deck files: deck building rules as ruleset data, checked with the file and line of
//! each problem, and the game setup built from two decks.

mod common;

use cardsmith::core::{PlayerId, ZoneRef};
use cardsmith::engine::Engine;
use cardsmith::load::deck::{self, LoadedDeck};
use cardsmith::load::{self, Content, LoadError};
use std::path::PathBuf;

fn content(ruleset: &str) -> Content {
    load::load(&common::repo(), ruleset).expect("bundled content loads")
}

fn bundled(ruleset: &str) -> Vec<PathBuf> {
    deck::bundled_decks(&common::repo(), ruleset)
}

/// Writes `text` as a deck file and checks it.
fn check(ruleset: &str, text: &str) -> Result<LoadedDeck, Vec<LoadError>> {
    let dir = std::env::temp_dir().join(format!("cardsmith-decks-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{ruleset}-{}.ron", text.len()));
    std::fs::write(&file, text).unwrap();
    deck::load_deck(&content(ruleset).db, &file)
}

fn problems(ruleset: &str, text: &str) -> Vec<String> {
    check(ruleset, text)
        .expect_err("the deck breaks a rule")
        .iter()
        .map(|e| e.to_string())
        .collect()
}

const GA_MAIN: &str = r#""4 blitz_mage", "4 clumsy_apprentice", "4 honorable_vanguard", "4 magus_disciple",
            "4 library_witch", "4 owl_familiar", "4 reckless_researcher", "4 fireball",
            "4 ignite_the_soul", "4 spark_alight", "4 focused_flames", "4 juggle_knives",
            "4 increasing_danger", "4 planted_explosive", "4 creative_shock""#;

#[test]
fn every_bundled_deck_meets_its_rulesets_deck_building_rules() {
    for ruleset in ["grand_archive", "keyforge", "6d6"] {
        let files = bundled(ruleset);
        assert_eq!(files.len(), 2, "{ruleset}");
        for f in files {
            let d = deck::load_deck(&content(ruleset).db, &f)
                .unwrap_or_else(|e| panic!("{}: {e:?}", f.display()));
            assert_eq!(d.deck.ruleset, ruleset);
        }
    }
}

#[test]
fn a_grand_archive_main_deck_has_60_cards_and_4_copies_of_a_name_at_most() {
    let ok = format!(
        "Deck(name: \"x\", ruleset: \"grand_archive\", sections: {{\n    \"material\": [\"spirit_of_fire\"],\n    \"main\": [{GA_MAIN}],\n}})"
    );
    assert!(check("grand_archive", &ok).is_ok());
    let short = ok.replace("\"4 creative_shock\"", "\"3 creative_shock\"");
    let p = problems("grand_archive", &short);
    assert!(
        p[0].contains(":3: section 'main': 59 card(s), at least 60 needed"),
        "{p:?}"
    );
    let five = ok.replace("\"4 creative_shock\"", "\"5 creative_shock\"");
    let p = problems("grand_archive", &five);
    assert!(
        p[0].contains("5 copies of Creative Shock, at most 4 allowed"),
        "{p:?}"
    );
}

#[test]
fn a_grand_archive_material_deck_needs_a_level_0_champion_and_one_copy_each() {
    let text = format!(
        "Deck(name: \"x\", ruleset: \"grand_archive\", sections: {{\n    \"material\": [\"rai_spellcrafter\", \"rai_spellcrafter\"],\n    \"main\": [{GA_MAIN}],\n}})"
    );
    let p = problems("grand_archive", &text).join("\n");
    assert!(
        p.contains("2 copies of Rai, Spellcrafter, at most 1 allowed"),
        "{p}"
    );
    assert!(
        p.contains("needs a card of type champion with level 0"),
        "{p}"
    );
    // A main deck card in the material deck is refused where it is written.
    let wrong = text.replace(
        "\"rai_spellcrafter\", \"rai_spellcrafter\"",
        "\"spirit_of_fire\", \"fireball\"",
    );
    let p = problems("grand_archive", &wrong);
    assert!(
        p[0].contains(":2: section 'material': 'fireball' belongs to the main deck"),
        "{p:?}"
    );
}

#[test]
fn a_keyforge_deck_is_36_cards_of_exactly_three_houses() {
    let text = std::fs::read_to_string(&bundled("keyforge")[0]).unwrap();
    // Swap a Brobnar card for a Logos one: 36 cards, four houses.
    let four = text.replace("\"smith\"", "\"labwork\"");
    let p = problems("keyforge", &four).join("\n");
    assert!(
        p.contains("exactly 3 values of 'house'; this one has 4"),
        "{p}"
    );
    let short = text.replace("\"smith\", ", "");
    let p = problems("keyforge", &short).join("\n");
    assert!(p.contains("35 card(s), at least 36 needed"), "{p}");
}

#[test]
fn a_malformed_deck_names_the_file_line_and_what_was_expected() {
    let p = problems("keyforge", "Deck(\n  name: \"x\",\n  ruleset: \"keyforge\",\n  sections: {\"main\": [\"two troll\"]},\n)");
    assert!(
        p.join("\n")
            .contains(":4: section 'main': expected \"<count> <card id>\", got 'two troll'"),
        "{p:?}"
    );
    let p = problems("keyforge", "Deck(\n  name: \"x\",\n  cards: [],\n)");
    assert!(p[0].contains(":3:"), "{p:?}");
    let p = problems(
        "keyforge",
        "Deck(name: \"x\", ruleset: \"keyforge\", sections: {\"main\": [\"no_such_card\"]})",
    );
    assert!(
        p.join("\n").contains("no card with id 'no_such_card'"),
        "{p:?}"
    );
    let p = problems(
        "6d6",
        "Deck(name: \"x\", ruleset: \"6d6\", sections: {\"party\": [\"ranger\"], \"main\": []})",
    );
    assert!(
        p.join("\n")
            .contains("'ranger' starts on the board: say where"),
        "{p:?}"
    );
}

#[test]
fn a_setup_from_two_decks_deals_each_section_to_its_zone() {
    let c = content("keyforge");
    let decks: Vec<LoadedDeck> = bundled("keyforge")
        .iter()
        .map(|f| deck::load_deck(&c.db, f).unwrap())
        .collect();
    let setup = deck::game_setup(&c.db, &[&decks[0], &decks[1]], 9);
    let e = Engine::new(&c, &setup).unwrap();
    let count = |seat: u8, zone: &str| {
        let z = c.db.zone(zone).unwrap();
        e.state().zone(ZoneRef::Player(PlayerId(seat), z)).len()
    };
    // KeyForge: 36 cards, the first player's opening hand is 7, the other's 6.
    assert_eq!((count(0, "hand"), count(0, "deck")), (7, 29));
    assert_eq!((count(1, "hand"), count(1, "deck")), (6, 30));
    // The deck is shuffled by the seed: another seed, another order.
    let other = deck::game_setup(&c.db, &[&decks[0], &decks[1]], 10);
    assert_ne!(
        setup.players[0].zones["deck"],
        other.players[0].zones["deck"]
    );
    assert_eq!(
        deck::game_setup(&c.db, &[&decks[0], &decks[1]], 9).players[0].zones,
        setup.players[0].zones
    );
}

#[test]
fn a_6d6_party_starts_on_its_side_of_the_board() {
    let c = content("6d6");
    let d = deck::load_deck(&c.db, &bundled("6d6")[0]).unwrap();
    let setup = deck::game_setup(&c.db, &[&d, &d], 1);
    // Written "ranger at 0,0": the second seat's is mirrored to the far corner of 8x8.
    assert!(setup.players[0].zones["board"].contains(&"ranger at 0,0".to_string()));
    assert!(setup.players[1].zones["board"].contains(&"ranger at 7,7".to_string()));
    assert!(setup.terrain["wall"].contains(&(2, 2)) && setup.terrain["wall"].contains(&(5, 5)));
    Engine::new(&c, &setup).expect("the position is valid");
}

#[test]
fn ga_kw_divine_relic_1_one_card_with_the_keyword_in_a_material_deck() {
    let deck = |material: &str| {
        format!(
            "Deck(name: \"x\", ruleset: \"grand_archive\", sections: {{\n    \"material\": [{material}],\n    \"main\": [{GA_MAIN}],\n}})"
        )
    };
    // One Divine Relic is allowed ...
    let one = deck("\"spirit_of_fire\", \"grand_crusaders_ring\"");
    assert!(check("grand_archive", &one).is_ok());
    // ... two different ones are not, though each is a single copy (CR, Divine Relic 1).
    let two = deck("\"spirit_of_fire\", \"grand_crusaders_ring\", \"mercurial_heart\"");
    let p = problems("grand_archive", &two);
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(
        p[0].contains(
            "section 'material': 2 cards with the keyword divine_relic, at most 1 allowed"
        ),
        "{p:?}"
    );
}

/// KF-ICON-7: a deck entry's `with icon <name>` is printed on those copies alone (Enhance),
/// reaches the game's objects, and anything else after `with` is refused.
#[test]
fn kf_icon_7_deck_entry_icons_reach_the_copy() {
    let c = content("keyforge");
    let text = std::fs::read_to_string(&bundled("keyforge")[0]).unwrap();
    let enhanced = text.replace("\"punch\"", "\"punch with icon capture, icon draw\"");
    let d = check("keyforge", &enhanced).expect("an enhanced copy is a legal entry");
    let plain = deck::load_deck(&c.db, &bundled("keyforge")[1]).unwrap();
    let setup = deck::game_setup(&c.db, &[&d, &plain], 9);
    let e = Engine::new(&c, &setup).unwrap();
    let punch = c.db.lookup("punch").unwrap();
    let icons: Vec<&Vec<String>> = e
        .state()
        .objects()
        .iter()
        .filter(|o| o.card == punch)
        .map(|o| &o.added_icons)
        .collect();
    assert_eq!(
        icons,
        vec![&vec!["capture".to_string(), "draw".to_string()]]
    );
    let bad = text.replace("\"punch\"", "\"punch with amber 2\"");
    let p = problems("keyforge", &bad).join("\n");
    assert!(p.contains("lists icons printed on the copy"), "{p}");
}
