//! Bad input gets a clear error naming the file, line and what was expected; never a
//! panic. Every problem is reported, not only the first.

mod common;

use cardsmith::load::LoadError;
use common::TempRoot;

/// What building the script host on `root`'s content reports (it must fail).
fn host_errors(root: &TempRoot) -> Vec<String> {
    let content = root.load().unwrap();
    match cardsmith::script::LuaHost::new(content.db.clone(), &content.scripts, Default::default())
    {
        Ok(_) => panic!("expected script host errors"),
        Err(errs) => errs.iter().map(ToString::to_string).collect(),
    }
}

fn errors(root: &TempRoot) -> Vec<LoadError> {
    match root.load() {
        Ok(_) => panic!("expected load errors"),
        Err(e) => e.0,
    }
}

#[test]
fn malformed_ron_names_file_line_and_column() {
    let root = TempRoot::new();
    root.write(
        "data/sets/t.ron",
        "(id: \"t\", name: \"T\", ruleset: \"grand_archive\", cards: [\n  (id: \"a\", name: \"A\",, ),\n])\n",
    );
    let errs = errors(&root);
    match &errs[0] {
        LoadError::Ron {
            file, line, col, ..
        } => {
            assert!(file.ends_with("data/sets/t.ron"));
            assert_eq!(*line, 2);
            assert!(*col > 1);
        }
        other => panic!("{other:?}"),
    }
    let text = errs[0].to_string();
    assert!(text.contains("t.ron:2:"), "{text}");
}

#[test]
fn unknown_field_is_denied_and_named() {
    let root = TempRoot::new();
    root.set(&[("a", "types: [\"action\"], colour: \"red\"", "return {}")]);
    let text = errors(&root)[0].to_string();
    assert!(text.contains("t.ron:2:"), "{text}");
    assert!(text.contains("colour"), "{text}");
}

#[test]
fn missing_script_names_the_card_and_expected_path() {
    let root = TempRoot::new();
    root.set(&[("a", "types: [\"action\"]", "return {}")]);
    std::fs::remove_file(root.root().join("scripts/cards/t/a.lua")).unwrap();
    let errs = errors(&root);
    let LoadError::MissingScript {
        card, line, script, ..
    } = &errs[0]
    else {
        panic!("{errs:?}")
    };
    assert_eq!(card, "a");
    assert_eq!(*line, 2);
    assert!(script.ends_with("scripts/cards/t/a.lua"));
}

#[test]
fn duplicate_card_id_names_both_places() {
    let root = TempRoot::new();
    root.set(&[
        ("a", "types: [\"action\"]", "return {}"),
        ("a", "types: [\"ally\"]", "return {}"),
    ]);
    let text = errors(&root)[0].to_string();
    assert!(text.contains("card id 'a' is already defined at"), "{text}");
}

#[test]
fn every_problem_is_reported_at_once() {
    let root = TempRoot::new();
    root.set(&[
        (
            "a",
            "types: [\"action\"], elements: [\"plasma\"]",
            "return {}",
        ),
        (
            "b",
            "types: [\"action\"], cost: (kind: \"gold\", amount: 1)",
            "return {}",
        ),
    ]);
    let errs = errors(&root);
    assert_eq!(errs.len(), 2, "{errs:?}");
    assert!(errs[0].to_string().contains("element 'plasma'"));
    assert!(errs[1].to_string().contains("cost kind 'gold'"));
}

#[test]
fn lua_syntax_error_names_script_and_line() {
    let root = TempRoot::new();
    root.set(&[(
        "a",
        "types: [\"action\"]",
        "return {\n  resolve = function(ctx)\n    ctx:draw(1\n  end,\n}\n",
    )]);
    let content = root.load().expect("data is fine");
    let errs = match cardsmith::script::LuaHost::new(
        content.db.clone(),
        &content.scripts,
        Default::default(),
    ) {
        Ok(_) => panic!("expected a syntax error"),
        Err(e) => e,
    };
    let e = &errs[0];
    assert_eq!(e.card, "a");
    assert!(e.file.ends_with("scripts/cards/t/a.lua"));
    assert_eq!(e.line, Some(4), "{e}");
    assert!(e.to_string().contains("a.lua:4"), "{e}");
}

#[test]
fn script_of_the_wrong_shape_is_rejected_with_the_expected_shape() {
    let root = TempRoot::new();
    root.set(&[
        ("a", "types: [\"action\"]", "return 5"),
        (
            "b",
            "types: [\"action\"]",
            "return { resolv = function() end }",
        ),
        ("c", "types: [\"action\"]", "return { resolve = 3 }"),
        (
            "d",
            "types: [\"item\"]",
            "return { statics = { { reduce = 1, grant = \"x\" } } }",
        ),
        (
            "e",
            "types: [\"item\"]",
            "return { statics = { { ability = \"x\", stat = \"power\", increase = 1 } } }",
        ),
    ]);
    let content = root.load().unwrap();
    let Err(errs) =
        cardsmith::script::LuaHost::new(content.db.clone(), &content.scripts, Default::default())
    else {
        panic!("expected errors")
    };
    let text: Vec<String> = errs.iter().map(|e| e.to_string()).collect();
    assert_eq!(text.len(), 5, "{text:?}");
    assert!(text[0].contains("must `return` a table"), "{}", text[0]);
    assert!(text[1].contains("unknown hook 'resolv'"), "{}", text[1]);
    assert!(
        text[2].contains("hook 'resolve' must be a function"),
        "{}",
        text[2]
    );
    assert!(
        text[3].contains("statics[1]: expected exactly one of"),
        "{}",
        text[3]
    );
    assert!(
        text[4].contains("statics[1]: 'ability' names the activated ability"),
        "{}",
        text[4]
    );
}

#[test]
fn ruleset_naming_an_undeclared_zone_is_an_error() {
    let root = TempRoot::new();
    let text = std::fs::read_to_string(root.root().join("data/rulesets/grand_archive.ron"))
        .unwrap()
        .replace("fizzle_zone: \"graveyard\"", "fizzle_zone: \"limbo\"");
    root.write("data/rulesets/grand_archive.ron", &text);
    root.set(&[("a", "types: [\"action\"]", "return {}")]);
    let msg = errors(&root)[0].to_string();
    assert!(msg.contains("fizzle_zone names zone 'limbo'"), "{msg}");
}

#[test]
fn an_element_setting_constant_ability_with_more_is_rejected() {
    let root = TempRoot::new();
    root.set(&[
        (
            "lamp",
            "types: [\"item\"]",
            "return { statics = { { element = \"norm\", grant = \"x\" } } }",
        ),
        (
            "lamp2",
            "types: [\"item\"]",
            "return { statics = { { element = \"blue\" } } }",
        ),
    ]);
    let content = root.load().unwrap();
    let Err(errs) =
        cardsmith::script::LuaHost::new(content.db.clone(), &content.scripts, Default::default())
    else {
        panic!("expected an error")
    };
    let text = errs[0].to_string();
    assert!(text.contains("lamp"), "{text}");
    assert!(
        text.contains("statics[1]: an element-setting ability is { element"),
        "{text}"
    );
    let text = errs[1].to_string();
    assert!(
        text.contains("lamp2") && text.contains("element = \"blue\" is not one of"),
        "{text}"
    );
}

#[test]
fn a_trigger_working_from_an_unknown_zone_is_rejected() {
    let root = TempRoot::new();
    root.set(&[
        (
            "heir",
            "types: [\"item\"]",
            "return { triggers = { { on = \"drew\", from = { \"limbo\" }, resolve = function() end } } }",
        ),
        (
            "heir2",
            "types: [\"item\"]",
            "return { triggers = { { on = \"drew\", from = \"field\", resolve = function() end } } }",
        ),
    ]);
    let text = host_errors(&root);
    assert!(
        text.iter().any(|t| t.contains("'heir'")
            && t.contains("triggers[1]: from = { \"limbo\" }: the ruleset has no zone 'limbo'")),
        "{text:?}"
    );
    assert!(
        text.iter()
            .any(|t| t.contains("'heir2'") && t.contains("'from' must be a list of zone names")),
        "{text:?}"
    );
}

#[test]
fn a_restriction_the_rules_script_does_not_define_is_rejected_at_the_entry() {
    let root = TempRoot::new();
    root.set(&[
        (
            "badge",
            "types: [\"item\"], restricted_keywords: {\"school_bonus\": [\"floating_memory\"]}",
            "return {}",
        ),
        (
            "sash",
            "types: [\"item\"], restricted_keywords: {\"class_bonus\": [\"floating_memory\"]}",
            "return {}",
        ),
    ]);
    let text = host_errors(&root);
    // Only the unknown restriction: `class_bonus` is one of the rules script's terms.
    assert_eq!(text.len(), 1, "{text:?}");
    assert!(
        text[0].contains("'badge'")
            && text[0].contains("data/sets/")
            && text[0].contains("the rules script defines no rule 'school_bonus'"),
        "{text:?}"
    );
}
