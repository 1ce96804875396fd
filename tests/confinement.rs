//! Hostile content, class 5 "loading confined": a path that leaves its folder, a
//! symlink out of a mod, a device or an oversized file, a malformed id, a mod bringing
//! its own rules. Each is refused with an error naming the file; nothing panics.

mod common;

use cardsmith::load::{self, Mods, MAX_SCRIPT_BYTES};
use cardsmith::scenario::Scenario;
use common::{write_mod, TempRoot};

/// Set `t` with the raw card entries given (ids as written, not used as paths here).
fn raw_set(root: &TempRoot, entries: &str) {
    root.write(
        "data/sets/t.ron",
        &format!("(id: \"t\", name: \"T\", ruleset: \"grand_archive\", cards: [\n{entries}\n])\n"),
    );
}

fn load_err(root: &TempRoot, mods: Mods) -> String {
    match load::load_with(root.root(), "grand_archive", &mods) {
        Ok(_) => panic!("expected a load error"),
        Err(e) => e.to_string(),
    }
}

fn assert_has(text: &str, parts: &[&str]) {
    for p in parts {
        assert!(text.contains(p), "expected {p:?} in:\n{text}");
    }
}

const CARD: &str = r#"name: "X", types: ["action"]"#;

#[test]
fn an_absolute_script_path_is_refused() {
    let root = TempRoot::new();
    raw_set(
        &root,
        &format!(r#"(id: "x", {CARD}, script: "/etc/passwd"),"#),
    );
    let e = load_err(&root, Mods::None);
    assert_has(
        &e,
        &["data/sets/t.ron:2", "card 'x''s script", "is absolute"],
    );
}

#[test]
fn dev_zero_as_a_script_is_refused_without_reading_it() {
    let root = TempRoot::new();
    raw_set(
        &root,
        &format!(r#"(id: "x", {CARD}, script: "/dev/zero"),"#),
    );
    assert_has(
        &load_err(&root, Mods::None),
        &["data/sets/t.ron:2", "is absolute"],
    );
    #[cfg(unix)]
    {
        // Through a symlink inside the root: it resolves outside, and is no regular file.
        raw_set(&root, &format!(r#"(id: "x", {CARD}),"#));
        std::fs::create_dir_all(root.path.join("scripts/cards/t")).unwrap();
        std::os::unix::fs::symlink("/dev/zero", root.path.join("scripts/cards/t/x.lua")).unwrap();
        assert_has(
            &load_err(&root, Mods::None),
            &["scripts/cards/t/x.lua", "refused"],
        );
    }
}

#[test]
fn a_fifo_is_not_a_regular_file() {
    let root = TempRoot::new();
    raw_set(&root, &format!(r#"(id: "x", {CARD}),"#));
    std::fs::create_dir_all(root.path.join("scripts/cards/t")).unwrap();
    let fifo = root.path.join("scripts/cards/t/x.lua");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("skipped: mkfifo unavailable");
        return;
    }
    assert_has(
        &load_err(&root, Mods::None),
        &["scripts/cards/t/x.lua", "not a regular file"],
    );
}

#[test]
fn dot_dot_in_a_card_id_or_script_path_is_refused() {
    let root = TempRoot::new();
    raw_set(
        &root,
        &format!(
            "(id: \"../../etc/x\", {CARD}),\n(id: \"y\", {CARD}, script: \"../../data/rulesets/grand_archive.ron\"),"
        ),
    );
    let e = load_err(&root, Mods::None);
    assert_has(
        &e,
        &[
            "data/sets/t.ron:2",
            "card id \"../../etc/x\" must match [a-z0-9_]+",
            "data/sets/t.ron:3",
            "contains '..'",
        ],
    );
}

#[test]
fn a_ruleset_id_or_rules_script_leaving_the_root_is_refused() {
    let root = TempRoot::new();
    raw_set(&root, "");
    for id in ["../../etc/passwd", "/etc/passwd", ""] {
        let e = load::load(root.root(), id).unwrap_err().to_string();
        assert_has(&e, &["data/rulesets", "ruleset id"]);
    }
    let ruleset = std::fs::read_to_string(root.path.join("data/rulesets/grand_archive.ron"))
        .unwrap()
        .replace(
            "rules_script: \"grand_archive.lua\"",
            "rules_script: \"../../../etc/evil.lua\"",
        );
    root.write("data/rulesets/grand_archive.ron", &ruleset);
    assert_has(
        &load_err(&root, Mods::None),
        &[
            "data/rulesets/grand_archive.ron",
            "rules_script",
            "contains '..'",
        ],
    );
}

#[test]
fn a_scenario_ruleset_leaving_the_root_is_refused_with_its_line() {
    let root = TempRoot::new();
    root.write(
        "s.ron",
        "(\n  name: \"s\",\n  ruleset: \"../../../tmp/evil\",\n  players: [],\n  steps: [],\n)\n",
    );
    let e = Scenario::read(&root.path.join("s.ron"))
        .unwrap_err()
        .to_string();
    assert_has(&e, &["s.ron:3", "`ruleset:`", "must match [a-z0-9_]+"]);
    let report = cardsmith::scenario::Runner::new(root.root()).run_file(&root.path.join("s.ron"));
    assert!(!report.passed());
}

#[test]
fn oversized_files_are_refused() {
    let root = TempRoot::new();
    raw_set(&root, &format!(r#"(id: "x", {CARD}),"#));
    let big = "-".repeat(MAX_SCRIPT_BYTES as usize + 1);
    root.write("scripts/cards/t/x.lua", &big);
    assert_has(
        &load_err(&root, Mods::None),
        &["scripts/cards/t/x.lua", "larger than the script limit"],
    );
    let huge = " ".repeat(load::MAX_RON_BYTES as usize + 1);
    root.write("data/sets/u.ron", &huge);
    assert_has(
        &load_err(&root, Mods::None),
        &["data/sets/u.ron", "larger than the RON file limit"],
    );
}

#[test]
fn ids_with_control_characters_or_empty_are_refused() {
    let root = TempRoot::new();
    raw_set(
        &root,
        &format!(
            "(id: \"a\\nb\", {CARD}),\n(id: \"\\u{{1b}}[31mred\", {CARD}),\n(id: \"\", {CARD}),\n(id: \"Caps\", {CARD}),"
        ),
    );
    let e = load_err(&root, Mods::None);
    assert_has(
        &e,
        &[
            "t.ron:2: card id \"a\\nb\" must match",
            "t.ron:3: card id \"\\u{1b}[31mred\" must match",
            "card id is empty",
            "card id \"Caps\" must match",
        ],
    );
    assert!(!e.contains('\u{1b}'), "the escape is shown escaped: {e:?}");
    raw_set(&root, "");
    root.write(
        "data/sets/t.ron",
        "(id: \"../t\", name: \"T\", ruleset: \"grand_archive\", cards: [])",
    );
    assert_has(&load_err(&root, Mods::None), &["data/sets/t.ron", "set id"]);
}

#[test]
fn a_mod_cannot_bring_a_rules_script_or_a_ruleset() {
    let root = TempRoot::new();
    raw_set(&root, "");
    write_mod(&root, "m", "", &[("spark", CARD_FIELDS)]);
    root.write("mods/m/scripts/rules/grand_archive.lua", "return {}");
    assert_has(
        &load_err(&root, Mods::All),
        &["mods/m/mod.ron", "cannot replace a rules script"],
    );
    std::fs::remove_dir_all(root.path.join("mods/m/scripts/rules")).unwrap();
    root.write("mods/m/data/rulesets/grand_archive.ron", "()");
    assert_has(
        &load_err(&root, Mods::All),
        &["mods/m/mod.ron", "cannot replace a ruleset"],
    );
}

const CARD_FIELDS: &str = r#"types: ["action"]"#;

#[test]
fn a_mod_id_must_match_the_pattern() {
    let root = TempRoot::new();
    raw_set(&root, "");
    write_mod(&root, "Bad-Mod", "", &[]);
    assert_has(
        &load_err(&root, Mods::All),
        &["mods/Bad-Mod/mod.ron", "mod id \"Bad-Mod\" must match"],
    );
}

#[cfg(unix)]
#[test]
fn a_symlink_out_of_a_mod_is_refused() {
    use std::os::unix::fs::symlink;
    let root = TempRoot::new();
    raw_set(&root, &format!(r#"(id: "bolt", {CARD}),"#));
    root.write("scripts/cards/t/bolt.lua", "return {}");
    write_mod(&root, "m", "", &[("spark", CARD_FIELDS)]);
    // The mod's script is a symlink to a file of the base content: outside the mod.
    let script = root.path.join("mods/m/scripts/cards/m/spark.lua");
    std::fs::remove_file(&script).unwrap();
    symlink(root.path.join("scripts/cards/t/bolt.lua"), &script).unwrap();
    assert_has(
        &load_err(&root, Mods::All),
        &["mods/m/scripts/cards/m/spark.lua", "outside", "symlink"],
    );
    // A mod folder that is itself a symlink to a folder elsewhere.
    std::fs::remove_dir_all(root.path.join("mods/m")).unwrap();
    let elsewhere = TempRoot::new();
    write_mod(&elsewhere, "m", "", &[("spark", CARD_FIELDS)]);
    symlink(elsewhere.path.join("mods/m"), root.path.join("mods/m")).unwrap();
    assert_has(&load_err(&root, Mods::All), &["mods/m/mod.ron", "outside"]);
}

#[test]
fn the_bundled_content_still_loads_with_every_mod() {
    let repo = common::repo();
    for ruleset in ["grand_archive", "keyforge", "6d6"] {
        load::load_with(&repo, ruleset, &Mods::All).unwrap();
    }
}
