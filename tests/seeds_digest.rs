//! The rules digest in seeds/ maps every rule id to the tests that cover it. This test
//! keeps it honest: every test it names exists and is named after (or declares) the
//! rule, and every rule id a scenario declares is in the digest.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

struct Row {
    file: PathBuf,
    id: String,
    covered: String,
}

fn rows() -> Vec<Row> {
    let dir = common::repo().join("seeds");
    let mut out = Vec::new();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("seeds/ exists")
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "md") && !p.ends_with("README.md"))
        .collect();
    files.sort();
    for f in files {
        let text = std::fs::read_to_string(&f).unwrap();
        for line in text.lines() {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            // | id | rule | covered by |
            if cells.len() < 5
                || !cells[1].contains('-')
                || cells[1].starts_with("---")
                || cells[1] == "id"
            {
                continue;
            }
            out.push(Row {
                file: f.clone(),
                id: cells[1].trim_matches('`').to_string(),
                covered: cells[3].to_string(),
            });
        }
    }
    out
}

/// GA-ACT-1.7.3 -> ga_act_1_7_3
fn slug(id: &str) -> String {
    id.to_lowercase().replace(['-', '.'], "_")
}

fn walk(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            walk(&p, ext, out);
        } else if p.extension().is_some_and(|x| x == ext) {
            out.push(p);
        }
    }
}

/// Scenario file stem -> the rule ids it declares.
fn scenarios() -> BTreeMap<String, Vec<String>> {
    let mut files = Vec::new();
    walk(&common::repo().join("data/scenarios"), "ron", &mut files);
    files
        .into_iter()
        .map(|f| {
            let s: cardsmith::scenario::Scenario =
                cardsmith::load::read_ron(&f).expect("scenario parses");
            (
                f.file_stem().unwrap().to_string_lossy().to_string(),
                s.rules,
            )
        })
        .collect()
}

/// Every `fn name(` in the Rust sources and tests.
fn rust_fns() -> BTreeSet<String> {
    let mut files = Vec::new();
    walk(&common::repo().join("src"), "rs", &mut files);
    walk(&common::repo().join("tests"), "rs", &mut files);
    let mut out = BTreeSet::new();
    for f in files {
        let text = std::fs::read_to_string(f).unwrap();
        for part in text.split("fn ").skip(1) {
            let name: String = part
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.insert(name);
        }
    }
    out
}

#[test]
fn every_rule_has_a_test_or_a_stated_reason() {
    let rows = rows();
    assert!(
        rows.len() > 20,
        "the digest looks empty ({} rows)",
        rows.len()
    );
    let scen = scenarios();
    let fns = rust_fns();
    let mut problems = Vec::new();
    for r in &rows {
        let where_ = format!("{} {}", r.file.file_name().unwrap().to_string_lossy(), r.id);
        let c = r.covered.trim();
        if let Some(reason) = c.strip_prefix("not yet:") {
            if reason.trim().is_empty() {
                problems.push(format!("{where_}: 'not yet:' needs a reason"));
            }
            continue;
        }
        let names: Vec<&str> = c
            .split(',')
            .map(|n| n.trim().trim_matches('`'))
            .filter(|n| !n.is_empty())
            .collect();
        if names.is_empty() || c == "pending" {
            problems.push(format!(
                "{where_}: no test named (write test names, or 'not yet: <reason>')"
            ));
            continue;
        }
        for n in names {
            let ok = if let Some(rules) = scen.get(n) {
                n.starts_with(&slug(&r.id)) || rules.contains(&r.id)
            } else if fns.contains(n) {
                n.starts_with(&slug(&r.id))
            } else {
                problems.push(format!(
                    "{where_}: '{n}' is neither a scenario file nor a test function"
                ));
                continue;
            };
            if !ok {
                problems.push(format!(
                    "{where_}: '{n}' is not named after {} and does not declare it in `rules`",
                    r.id
                ));
            }
        }
    }
    assert!(
        problems.is_empty(),
        "seeds digest problems:\n{}",
        problems.join("\n")
    );
}

#[test]
fn every_rule_id_is_defined_once() {
    // Two rows of one id (two branches writing the same card) make "which rule?" ambiguous.
    let mut first: BTreeMap<String, PathBuf> = BTreeMap::new();
    let mut twice = Vec::new();
    for row in rows() {
        if let Some(f) = first.get(&row.id) {
            twice.push(format!(
                "{}: {} and {}",
                row.id,
                f.display(),
                row.file.display()
            ));
        } else {
            first.insert(row.id, row.file);
        }
    }
    assert!(
        twice.is_empty(),
        "rule ids defined twice:\n{}",
        twice.join("\n")
    );
}

#[test]
fn scenario_rule_ids_exist_in_the_digest() {
    let ids: BTreeSet<String> = rows().into_iter().map(|r| r.id).collect();
    let mut unknown = Vec::new();
    for (file, rules) in scenarios() {
        for r in rules {
            if !ids.contains(&r) {
                unknown.push(format!("{file}: {r}"));
            }
        }
    }
    assert!(
        unknown.is_empty(),
        "scenarios name rule ids not in seeds/:\n{}",
        unknown.join("\n")
    );
}
