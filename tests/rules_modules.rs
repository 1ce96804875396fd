//! A rules script split into modules: `require("name")` reaches the `.lua` files in the
//! folder named after the rules script, once each, only while the rules script loads;
//! a broken module is an error naming its own file and line.

mod common;

use cardsmith::load;
use common::{repo, TempRoot};

/// A root with the 6d6 ruleset given the rules script `tiny.lua`, and `files` written.
fn tiny(files: &[(&str, &str)]) -> TempRoot {
    let root = TempRoot::new();
    let ruleset = std::fs::read_to_string(repo().join("data/rulesets/6d6.ron"))
        .unwrap()
        .replacen(
            "(\n    id: \"6d6\",",
            "(\n    id: \"6d6\",\n    rules_script: \"tiny.lua\",",
            1,
        );
    root.write("data/rulesets/6d6.ron", &ruleset);
    for (path, text) in files {
        root.write(path, text);
    }
    root
}

/// The errors of compiling the root's scripts, one line each.
fn load_error(root: &TempRoot) -> String {
    let content = load::load(root.root(), "6d6").expect("the files load");
    match cardsmith::script::LuaHost::new(content.db.clone(), &content.scripts, Default::default())
    {
        Ok(_) => panic!("the rules script must not compile"),
        Err(errs) => errs
            .iter()
            .map(|e| e.to_string())
            .collect::<Vec<_>>()
            .join("\n"),
    }
}

#[test]
fn a_rules_script_requires_its_modules_and_theirs() {
    let root = tiny(&[
        (
            "scripts/rules/tiny.lua",
            "local arith = require(\"arith\")\nreturn { rules = { double = arith.double } }\n",
        ),
        (
            "scripts/rules/tiny/arith.lua",
            "local more = require(\"util/more\")\nreturn { double = function(_ctx, n) return more.twice(n) end }\n",
        ),
        (
            "scripts/rules/tiny/util/more.lua",
            "return { twice = function(n) return 2 * n end }\n",
        ),
    ]);
    let content = load::load(root.root(), "6d6").expect("the rules script and its modules load");
    let host =
        cardsmith::script::LuaHost::new(content.db.clone(), &content.scripts, Default::default());
    assert!(host.is_ok(), "{:?}", host.err());
    let names: Vec<&str> = content
        .scripts
        .rules_modules
        .iter()
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(names, ["arith", "util/more"]);
}

#[test]
fn a_missing_module_is_an_error_listing_the_modules() {
    let root = tiny(&[
        (
            "scripts/rules/tiny.lua",
            "local x = require(\"nope\")\nreturn {}\n",
        ),
        ("scripts/rules/tiny/arith.lua", "return {}\n"),
    ]);
    let msg = load_error(&root);
    assert!(msg.contains("tiny.lua:1"), "{msg}");
    assert!(
        msg.contains("no such rules module") && msg.contains("arith"),
        "{msg}"
    );
}

#[test]
fn modules_that_require_each_other_are_an_error() {
    let root = tiny(&[
        (
            "scripts/rules/tiny.lua",
            "local a = require(\"a\")\nreturn {}\n",
        ),
        ("scripts/rules/tiny/a.lua", "return require(\"b\")\n"),
        ("scripts/rules/tiny/b.lua", "return require(\"a\")\n"),
    ]);
    let msg = load_error(&root);
    assert!(msg.contains("a cycle"), "{msg}");
}

#[test]
fn a_broken_module_is_an_error_at_its_own_file_and_line() {
    let root = tiny(&[
        (
            "scripts/rules/tiny.lua",
            "local a = require(\"a\")\nreturn {}\n",
        ),
        (
            "scripts/rules/tiny/a.lua",
            "local x = 1\n\nerror(\"the module failed\")\n",
        ),
    ]);
    let msg = load_error(&root);
    assert!(msg.contains("tiny/a.lua") && msg.contains(":3"), "{msg}");
    assert!(msg.contains("the module failed"), "{msg}");
    let root = tiny(&[
        ("scripts/rules/tiny.lua", "return {}\n"),
        ("scripts/rules/tiny/b.lua", "local x = \nreturn {}\n"),
    ]);
    let msg = load_error(&root);
    assert!(msg.contains("tiny/b.lua"), "{msg}");
}
