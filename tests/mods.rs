//! Mods: folders with a manifest that add sets and replace the cards they declare.

mod common;

use cardsmith::load::{self, Mods};
use common::{write_mod, TempRoot};

fn base() -> TempRoot {
    let root = TempRoot::new();
    root.set(&[(
        "bolt",
        r#"types: ["action"], cost: (kind: "reserve", amount: 1)"#,
        "return {}",
    )]);
    root
}

fn errors(root: &TempRoot, mods: Mods) -> String {
    match load::load_with(root.root(), "grand_archive", &mods) {
        Ok(_) => String::new(),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_bundled_sample_mod_loads_and_replaces_its_card() {
    let repo = common::repo();
    let plain = load::load(&repo, "grand_archive").unwrap();
    let modded = load::load_with(
        &repo,
        "grand_archive",
        &Mods::Only(vec!["ember_remaster".into()]),
    )
    .unwrap();
    let cost = |c: &load::Content| {
        c.db.card(c.db.lookup("ember_lance").unwrap())
            .cost
            .clone()
            .unwrap()
            .amount
    };
    assert_eq!((cost(&plain), cost(&modded)), (2, 3));
    assert!(plain.db.lookup("cinder_whelp").is_none());
    assert!(modded.db.lookup("cinder_whelp").is_some());
    assert_eq!(
        plain.db.cards.len() + 1,
        modded.db.cards.len(),
        "an override replaces, it does not add"
    );
    let src = modded.db.source(modded.db.lookup("ember_lance").unwrap());
    assert!(
        src.script_file.starts_with("mods/ember_remaster"),
        "{src:?}"
    );
}

#[test]
fn redefining_a_card_without_declaring_the_override_is_an_error() {
    let root = base();
    write_mod(&root, "m", "", &[("bolt", r#"types: ["action"]"#)]);
    let e = errors(&root, Mods::All);
    assert!(e.contains("card id 'bolt' is already defined"), "{e}");
    assert!(e.contains("must list it in `overrides`"), "{e}");
}

#[test]
fn missing_dependency_and_unknown_override_are_reported() {
    let root = base();
    write_mod(
        &root,
        "m",
        "dependencies: [\"absent\"], overrides: [\"nothing\"]",
        &[("spark", r#"types: ["action"]"#)],
    );
    let e = errors(&root, Mods::All);
    assert!(
        e.contains("mods/m/mod.ron:1: mod 'm' depends on mod 'absent', which is not installed"),
        "{e}"
    );
    assert!(e.contains("override of card 'nothing'"), "{e}");
}

#[test]
fn two_mods_overriding_one_card_conflict_unless_ordered_by_a_dependency() {
    let root = base();
    write_mod(
        &root,
        "a",
        "overrides: [\"bolt\"]",
        &[("bolt", r#"types: ["action"]"#)],
    );
    write_mod(
        &root,
        "b",
        "overrides: [\"bolt\"]",
        &[("bolt", r#"types: ["ally"]"#)],
    );
    let e = errors(&root, Mods::All);
    assert!(e.contains("both override card 'bolt'"), "{e}");
    // With b depending on a, b loads later and wins.
    write_mod(
        &root,
        "b",
        "dependencies: [\"a\"], overrides: [\"bolt\"]",
        &[("bolt", r#"types: ["ally"]"#)],
    );
    let c = load::load_with(root.root(), "grand_archive", &Mods::All).unwrap();
    assert_eq!(
        c.db.card(c.db.lookup("bolt").unwrap()).types,
        vec!["ally".to_string()]
    );
}

#[test]
fn a_mod_id_must_match_its_folder() {
    let root = base();
    root.write(
        "mods/folder/mod.ron",
        "(id: \"other\", version: \"1\", ruleset: \"grand_archive\")",
    );
    let e = errors(&root, Mods::All);
    assert!(e.contains("must match its folder name 'folder'"), "{e}");
}

/// Issue 17, class 6: mods whose dependencies form diamonds, 40 levels deep (80 mods,
/// each depending on both mods of the level below), load — each mod's ancestry lists
/// every ancestor once instead of doubling at each level (2^40 entries).
#[test]
fn a_deep_diamond_of_mod_dependencies_loads() {
    let root = base();
    for level in 0..40 {
        for side in ["a", "b"] {
            let deps = if level == 0 {
                String::new()
            } else {
                format!("dependencies: [\"l{}a\", \"l{}b\"]", level - 1, level - 1)
            };
            let id = format!("l{level}{side}");
            let card = format!("card_{id}");
            write_mod(
                &root,
                &id,
                &deps,
                &[(card.as_str(), r#"types: ["action"]"#)],
            );
        }
    }
    let content = cardsmith::load::load_with(root.root(), "grand_archive", &Mods::All)
        .expect("80 mods in diamonds load");
    assert!(content.db.lookup("card_l39b").is_some());
    assert!(content.db.lookup("card_l0a").is_some());
}
