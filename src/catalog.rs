//! The card catalogue behind `cardsmith cards` (docs/cards.md): every bundled card with
//! the mechanics it uses, and per mechanic the cards and scenarios that cover it.
//!
//! Mechanics are read from a card's data (its keywords and cost parts) and its script
//! (the hooks it defines, the `ctx` verbs it calls, the events its triggered abilities
//! and replacement effects answer). A scenario covers a card when it names it.

use crate::load;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// One card as the catalogue lists it.
struct Entry {
    ruleset: String,
    set: String,
    id: String,
    name: String,
    types: Vec<String>,
    mechanics: BTreeSet<String>,
    scenarios: BTreeSet<String>,
}

/// Hook names a card script may define at its top level, as the catalogue names them.
const HOOKS: &[(&str, &str)] = &[
    ("modes", "modes"),
    ("targets", "targets"),
    ("legal", "legality condition"),
    ("resolve", "resolution"),
    ("statics", "constant ability"),
    ("triggers", "triggered ability"),
    ("replacements", "replacement effect"),
    ("conditions", "lasting-effect condition"),
];

/// A term of a ruleset's rules script (`rules = { name = function(ctx, ...) ... }`), the
/// words card text reaches through `ctx:rule(name, ...)`.
struct Term {
    name: String,
    /// Its arguments after `ctx`, as the function names them.
    args: String,
    /// The comment lines right above it, joined.
    doc: String,
}

/// The catalogue as markdown. Loading problems are reported as errors (run `validate`).
pub fn markdown(root: &Path) -> Result<String, String> {
    let scenarios = scenario_texts(root);
    let mut entries = Vec::new();
    let mut terms = Vec::new();
    let rulesets = load::ruleset_ids(root);
    if rulesets.is_empty() {
        return Err(format!(
            "{}: no rulesets",
            root.join("data/rulesets").display()
        ));
    }
    for ruleset in rulesets {
        let content = load::load(root, &ruleset).map_err(|e| e.to_string())?;
        let uses: Vec<&str> = content
            .db
            .ruleset
            .uses
            .iter()
            .map(|u| u.id.as_str())
            .collect();
        // The rules script's own terms, then its modules' (a module returning
        // `{ rules = { ... } }` written the same way), in the modules' name order.
        if let Some(rules) = &content.scripts.rules {
            let mut list = rule_terms(&rules.code);
            for (_, m) in &content.scripts.rules_modules {
                list.extend(rule_terms(&m.code));
            }
            terms.push((content.db.ruleset.name.clone(), list));
        }
        for (i, card) in content.db.cards.iter().enumerate() {
            let script = content
                .scripts
                .cards
                .get(i)
                .and_then(|s| s.as_ref())
                .map(|s| s.code.to_string())
                .unwrap_or_default();
            let mut mechanics = script_mechanics(&script, &uses);
            // Abilities the rules script resolves (KeyForge's "Before Fight:").
            for a in &content.db.ruleset.abilities {
                if defines(&script, a) {
                    mechanics.insert(format!("ability: {a}"));
                }
            }
            mechanics.extend(card.keywords.iter().map(|k| format!("keyword: {k}")));
            for (restriction, keywords) in &card.restricted_keywords {
                mechanics.insert(format!("restriction: {restriction}"));
                mechanics.extend(keywords.iter().map(|k| format!("keyword: {k}")));
            }
            if card.cost.as_ref().is_some_and(|c| c.x) {
                mechanics.insert("cost: X".into());
            }
            if !card.alternative_costs.is_empty() {
                mechanics.insert("cost: alternative".into());
            }
            if !card.optional_costs.is_empty() {
                mechanics.insert("cost: optional".into());
            }
            if !card.additional_costs.is_empty() {
                mechanics.insert("cost: additional".into());
            }
            if !card.abilities.is_empty() {
                mechanics.insert("activated ability".into());
            }
            let covered = scenarios
                .iter()
                .filter(|(_, text)| names(text, &card.id))
                .map(|(name, _)| name.clone())
                .collect();
            entries.push(Entry {
                ruleset: content.db.ruleset.name.clone(),
                set: content.db.sources[i].set.clone(),
                id: card.id.clone(),
                name: card.name.clone(),
                types: card.types.clone(),
                mechanics,
                scenarios: covered,
            });
        }
    }
    let mut out = render(&entries);
    out.push_str(&render_terms(&terms));
    Ok(out)
}

/// The terms a rules script's `rules` table defines, in the order written: each a
/// `name = function(ctx, ...)` entry one level inside it, with the comment above it.
fn rule_terms(code: &str) -> Vec<Term> {
    let lines: Vec<&str> = code.lines().collect();
    let Some(start) = lines.iter().position(|l| *l == "\trules = {") else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for (i, line) in lines.iter().enumerate().skip(start + 1) {
        if *line == "\t}," {
            break;
        }
        let Some(rest) = line.strip_prefix("\t\t") else {
            continue;
        };
        let Some((name, def)) = rest.split_once(" = function(") else {
            continue;
        };
        if !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            continue;
        }
        let params = def.split(')').next().unwrap_or_default();
        let args: Vec<&str> = params.split(',').map(str::trim).skip(1).collect();
        let mut doc: Vec<&str> = lines[start + 1..i]
            .iter()
            .rev()
            .map_while(|l| l.strip_prefix("\t\t-- ").or(l.strip_prefix("\t\t--")))
            .collect();
        doc.reverse();
        out.push(Term {
            name: name.to_string(),
            args: args.join(", "),
            doc: doc.join(" "),
        });
    }
    out
}

/// One table per ruleset of its rules script's terms.
fn render_terms(terms: &[(String, Vec<Term>)]) -> String {
    let mut s = String::from(
        "\n## Rules terms\n\nThe terms each ruleset's rules script defines for card text \
         (`ctx:rule(name, ...)`), with the comment written above each; the cards using one are \
         under its `rule:` mechanic above.\n",
    );
    for (ruleset, list) in terms {
        s.push_str(&format!(
            "\n### {ruleset}\n\n| term | arguments | meaning |\n| --- | --- | --- |\n"
        ));
        for t in list {
            s.push_str(&format!(
                "| `{}` | {} | {} |\n",
                t.name,
                t.args.replace('|', "\\|"),
                t.doc.replace('|', "\\|")
            ));
        }
    }
    s
}

/// What a script's text shows it uses.
fn script_mechanics(script: &str, uses: &[&str]) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (hook, name) in HOOKS {
        if defines(script, hook) {
            out.insert(format!("hook: {name}"));
        }
    }
    for u in uses {
        if defines(script, u) {
            out.insert(format!("use: {u}"));
        }
    }
    for verb in after_all(script, "ctx:") {
        out.insert(format!("ctx:{verb}"));
    }
    for on in quoted_after_all(script, "on = ") {
        out.insert(format!("on: {on}"));
    }
    // Terms of the game's rules the text uses (KeyForge's stun).
    for term in quoted_after_all(script, "ctx:rule(") {
        out.insert(format!("rule: {term}"));
    }
    if script.contains("own = true") {
        out.insert("own triggered ability (Destroyed:, Leaves play:)".into());
    }
    out
}

/// Whether `script` defines `name` as a table field (`name = `).
fn defines(script: &str, name: &str) -> bool {
    script.lines().any(|l| {
        l.trim_start()
            .strip_prefix(name)
            .is_some_and(|rest| rest.trim_start().starts_with('='))
    })
}

/// Where `word` occurs as a whole word (not the end of a longer name: `on = ` in
/// `duration = `).
fn occurrences<'t>(text: &'t str, word: &'t str) -> impl Iterator<Item = usize> + 't {
    text.match_indices(word).map(|(i, _)| i).filter(move |&i| {
        !text[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    })
}

/// The identifiers that follow each occurrence of `prefix`.
fn after_all(text: &str, prefix: &str) -> Vec<String> {
    occurrences(text, prefix)
        .map(|i| {
            text[i + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect::<String>()
        })
        .filter(|s| !s.is_empty())
        .collect()
}

/// The string literals that follow each occurrence of `prefix` (`on = "damage"`).
fn quoted_after_all(text: &str, prefix: &str) -> Vec<String> {
    occurrences(text, prefix)
        .filter_map(|i| {
            let rest = &text[i + prefix.len()..];
            let rest = rest.strip_prefix('"')?;
            Some(rest[..rest.find('"')?].to_string())
        })
        .collect()
}

/// Whether a scenario's text names the card (`"id"` or `"id@label"`).
fn names(text: &str, id: &str) -> bool {
    text.contains(&format!("\"{id}\"")) || text.contains(&format!("\"{id}@"))
}

/// Every scenario file under data/scenarios, by its path there (without `.ron`).
fn scenario_texts(root: &Path) -> Vec<(String, String)> {
    let dir = root.join("data/scenarios");
    let mut out: Vec<(String, String)> = load::ron_files(&dir)
        .into_iter()
        .filter_map(|p| {
            let text = load::read_capped(&p, load::FileKind::Ron, "a scenario").ok()?;
            let name = p
                .strip_prefix(&dir)
                .ok()?
                .with_extension("")
                .to_string_lossy()
                .replace('\\', "/");
            Some((name, text))
        })
        .collect();
    out.sort();
    out
}

fn render(entries: &[Entry]) -> String {
    let mut s = String::from(
        "# Cards\n\nGenerated by `cardsmith cards` from the bundled sets, their scripts and the\n\
         scenarios under `data/scenarios/`: every card with the mechanics it uses (from its\n\
         data and its script), and per mechanic the cards and scenarios that cover it.\n",
    );
    let mut by_set: BTreeMap<(&str, &str), Vec<&Entry>> = BTreeMap::new();
    for e in entries {
        by_set.entry((&e.ruleset, &e.set)).or_default().push(e);
    }
    for ((ruleset, set), cards) in &by_set {
        s.push_str(&format!(
            "\n## {ruleset}: set `{set}` ({} cards)\n\n| card | types | mechanics | scenarios |\n| --- | --- | --- | --- |\n",
            cards.len()
        ));
        for e in cards {
            s.push_str(&format!(
                "| {} (`{}`) | {} | {} | {} |\n",
                e.name,
                e.id,
                e.types.join(", "),
                join(&e.mechanics),
                e.scenarios.len()
            ));
        }
    }
    let mut by_mechanic: BTreeMap<&str, (BTreeSet<&str>, BTreeSet<&str>)> = BTreeMap::new();
    for e in entries {
        for m in &e.mechanics {
            let (cards, scenarios) = by_mechanic.entry(m).or_default();
            cards.insert(&e.id);
            scenarios.extend(e.scenarios.iter().map(String::as_str));
        }
    }
    s.push_str("\n## Mechanics\n\n| mechanic | cards | scenarios |\n| --- | --- | --- |\n");
    for (m, (cards, scenarios)) in &by_mechanic {
        let cards: Vec<String> = cards.iter().map(|c| format!("`{c}`")).collect();
        let scenarios: Vec<String> = scenarios.iter().map(|c| format!("`{c}`")).collect();
        s.push_str(&format!(
            "| {m} | {} | {} |\n",
            cards.join(", "),
            scenarios.join(", ")
        ));
    }
    s
}

fn join(set: &BTreeSet<String>) -> String {
    set.iter().cloned().collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_script_shows_its_hooks_verbs_and_events() {
        let script = "return {\n\ttriggers = {\n\t\t{ on = \"destroyed\", own = true, resolve = function(ctx)\n\t\t\tctx:gain(ctx.controller, \"amber\", 2)\n\t\tend },\n\t},\n\treap = function(ctx) ctx:draw(1) end,\n}";
        let m = script_mechanics(script, &["reap", "fight"]);
        for want in [
            "hook: triggered ability",
            "use: reap",
            "ctx:gain",
            "ctx:draw",
            "on: destroyed",
            "own triggered ability (Destroyed:, Leaves play:)",
        ] {
            assert!(m.contains(want), "{want} missing from {m:?}");
        }
        assert!(!m.contains("use: fight"));
        let stun = script_mechanics("ctx:rule(\"stun\", creature)", &[]);
        assert!(stun.contains("rule: stun"), "{stun:?}");
        let lasting = script_mechanics("ctx:lasting({ duration = \"turn\" })", &[]);
        assert!(!lasting.iter().any(|x| x.starts_with("on:")), "{lasting:?}");
        assert!(!m.contains("hook: resolution"));
    }

    #[test]
    fn a_rules_script_lists_its_terms_with_their_comments() {
        let code = "local X = 1\nreturn {\n\trules = {\n\t\t-- Class Bonus: a champion\n\t\t-- shares a class.\n\t\tclass_bonus = function(ctx)\n\t\t\treturn true\n\t\tend,\n\t\tstun = function(_ctx, creature, n)\n\t\tend,\n\t},\n\tlater = function(ctx) end,\n}\n";
        let terms = rule_terms(code);
        let got: Vec<(&str, &str, &str)> = terms
            .iter()
            .map(|t| (t.name.as_str(), t.args.as_str(), t.doc.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                ("class_bonus", "", "Class Bonus: a champion shares a class."),
                ("stun", "creature, n", ""),
            ]
        );
    }

    #[test]
    fn every_bundled_rules_term_is_defined_once_and_says_what_it_means() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/rules");
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_none_or(|x| x != "lua") {
                continue;
            }
            // The script and its modules (the folder named after it) are one table of
            // terms: a name defined in two of them is defined twice.
            let mut files = vec![path.clone()];
            let mut dirs = vec![path.with_extension("")];
            while let Some(d) = dirs.pop() {
                for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
                    let p = e.path();
                    if p.is_dir() {
                        dirs.push(p);
                    } else {
                        files.push(p);
                    }
                }
            }
            let mut terms = Vec::new();
            for f in &files {
                let code = std::fs::read_to_string(f).unwrap();
                terms.extend(rule_terms(&code).into_iter().map(|t| (f.clone(), t)));
            }
            assert!(!terms.is_empty(), "{}: no terms read", path.display());
            let mut seen = BTreeSet::new();
            for (f, t) in &terms {
                // A second entry of one name silently replaces the first (a Lua table).
                assert!(seen.insert(&t.name), "{}: `{}` twice", f.display(), t.name);
                assert!(
                    !t.doc.is_empty(),
                    "{}: `{}` has no comment",
                    f.display(),
                    t.name
                );
            }
        }
    }

    #[test]
    fn a_scenario_names_a_card_by_id_or_label() {
        assert!(names(
            r#"zones: {"hand": ["ember_lance@l"]}"#,
            "ember_lance"
        ));
        assert!(names(r#"card: "ember_lance""#, "ember_lance"));
        assert!(!names(r#"card: "ember_lance_two""#, "ember_lance"));
    }
}
