//! The same seed gives the same game in every process: nothing a script can compute
//! depends on memory addresses (issue 17, class 7). Each probe runs in two child
//! processes (this test binary, run again) and the results must be identical.

mod common;

use common::*;
use std::process::Command;

/// The card's report: what `tostring`, `string.format` and `pairs` gave it, raised as
/// an error so the hook fault carries it out.
const PROBE: &str = r#"return {
  resolve = function(ctx)
    local out = {}
    local function add(s) out[#out + 1] = s end
    add(tostring({}))
    add(tostring(function() end))
    add(tostring(ctx.this))
    add(string.format("%s %s", {}, print or "none"))
    add(("%s"):format({}))
    local t = {}
    for i = 1, 40 do t["k" .. (i * 7919 % 97)] = i; t[i * 1.5] = i end
    t[true] = 1; t[false] = 0
    for k, v in pairs(t) do add(tostring(k) .. "=" .. tostring(v)) end
    local k = next(t)
    add("first " .. tostring(k))
    local refs = {}
    refs[{}] = 1; refs[function() end] = 2
    add(tostring(select(2, pcall(function() for k in pairs(refs) do add(tostring(k)) end end))))
    add(tostring(select(2, pcall(next, refs))))
    error(table.concat(out, "\n"))
  end,
}"#;

fn report() -> String {
    let (_root, e) = probe_game(PROBE, &[], &["ally@mine"]);
    let mut e = e.expect("compiles");
    resolve_refused(&mut e).to_string()
}

/// Run as a child: prints the report.
#[test]
fn child_report() {
    if std::env::var_os("CARDSMITH_DETERMINISM_CHILD").is_some() {
        println!("<<<{}>>>", report());
    }
}

fn in_child() -> String {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["--exact", "child_report", "--nocapture", "--test-threads=1"])
        .env("CARDSMITH_DETERMINISM_CHILD", "1")
        .output()
        .expect("runs the child");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    let start = text.find("<<<").expect("the child reported") + 3;
    let end = text.rfind(">>>").unwrap();
    text[start..end].to_string()
}

#[test]
fn scripts_see_the_same_values_in_every_process() {
    let (a, b) = (in_child(), in_child());
    assert_eq!(a, b, "two processes disagree");
    assert!(!a.contains("0x"), "an address leaked: {a}");
    assert!(a.contains("table\n") && a.contains("function\n"), "{a}");
    assert!(a.contains("has a key that is a table, function"), "{a}");
    eprintln!("{a}");
}

#[test]
fn iterating_a_table_directly_is_refused_at_load() {
    let (_root, e) = probe_game(
        "return {\n  resolve = function(ctx)\n    for k in {} do end\n  end,\n}",
        &[],
        &["ally@mine"],
    );
    let err = e.err().expect("refused");
    assert!(
        err.contains("probe.lua:3") && err.contains("pairs(t)"),
        "{err}"
    );
}
