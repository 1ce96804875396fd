//! `cardsmith new card`: scaffolds a card, a data entry and a commented script, that fit
//! the set's ruleset and load and validate as written.

use crate::core::ruleset::{Resolution, Ruleset};
use crate::load;
use std::io::Write;
use std::path::{Path, PathBuf};

/// A card id from a card name: lower case letters and digits joined by `_`.
fn card_id(name: &str) -> String {
    name.to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect::<String>()
        .split('_')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("_")
}

/// The fields of a new card's data entry, valid for `rules`.
fn entry_fields(rules: &Ruleset, set_file: &Path, id: &str, name: &str) -> Vec<String> {
    let mut lines = vec![
        format!("id: \"{id}\""),
        format!("name: \"{name}\""),
        "types: [\"action\"]".to_string(),
    ];
    let element = rules
        .always_enabled_elements
        .first()
        .or(rules.elements.first());
    if let Some(e) = element {
        lines.push(format!("elements: [\"{e}\"]"));
    }
    let kind = rules
        .decks
        .iter()
        .map(|d| d.default_cost.as_str())
        .find(|k| !k.is_empty())
        .or(rules.cost_kinds.first().map(|k| k.id.as_str()));
    if let Some(k) = kind {
        lines.push(format!("cost: (kind: \"{k}\", amount: 1)"));
    }
    let declared = rules
        .turn
        .iter()
        .flat_map(|t| &t.phases)
        .find_map(|p| p.declare.as_ref().map(|d| d.attribute.clone()));
    if let Some(attr) = declared {
        // The value the set's first card has, so the new card is playable at once.
        let value = load::read_ron::<load::SetFile>(set_file)
            .ok()
            .and_then(|s| {
                s.cards
                    .iter()
                    .find_map(|c| c.attributes.get(&attr).cloned())
            })
            .unwrap_or_default();
        lines.push(format!("attributes: {{\"{attr}\": \"{value}\"}}"));
    }
    lines.push("text: \"Draw a card.\"".to_string());
    lines
}

/// The entry as RON, indented `indent` spaces (its fields four more), with a comment.
fn entry(rules: &Ruleset, fields: &[String], set: &str, id: &str, indent: usize) -> String {
    let pad = " ".repeat(indent);
    let body: String = fields.iter().map(|l| format!("{pad}    {l},\n")).collect();
    format!(
        "{pad}// A new {} card; its behaviour is scripts/cards/{set}/{id}.lua.\n{pad}(\n{body}{pad}),\n",
        rules.name
    )
}

/// The script: the hooks this ruleset reads, explained in its terms, formatted as
/// StyLua formats it (tabs, double quotes).
fn script(rules: &Ruleset, name: &str) -> String {
    let mut hooks: Vec<&str> = crate::script::HOOKS.to_vec();
    hooks.extend(rules.uses.iter().map(|u| u.id.as_str()));
    let target = match rules.zones.iter().any(|z| z.board.is_some()) {
        true => "{ label = \"square\", square = true, within = 6 }".to_string(),
        false => {
            let ty = rules
                .resolve_to
                .first()
                .map_or("card", |r| r.card_type.as_str());
            format!("{{ label = \"{ty}\", type = \"{ty}\", count = 1 }}")
        }
    };
    let when = match rules.resolution {
        Resolution::Immediate => "when it is played (it resolves at once)",
        _ => "when it resolves from the effects stack, once every player has passed",
    };
    let uses = if rules.uses.is_empty() {
        String::new()
    } else {
        let ids: Vec<&str> = rules.uses.iter().map(|u| u.id.as_str()).collect();
        format!(
            "\t-- A card in play may have an ability for each use ({}): `{} = function(ctx)`.\n",
            ids.join(", "),
            ids[0]
        )
    };
    format!(
        "-- {name} ({}): Draw a card.\n-- Hooks (all optional): {}.\n-- See docs/authoring.md; editors read the API types from src/script/cardsmith.d.luau.\nreturn {{\n\t-- What this card targets, asked as it is played; for example:\n\t-- targets = function(ctx)\n\t-- \treturn {{ {target} }}\n\t-- end,\n\n{uses}\t-- What the card does {when}, in the order the text is written.\n\tresolve = function(ctx)\n\t\tctx:draw(1)\n\tend,\n}}\n",
        rules.name,
        hooks.join(", "),
    )
}

/// Inserts `entry` as the last card of a set file's `cards` list, keeping the file's
/// indentation and adding the comma its last entry may lack.
fn insert(text: &str, entry: &str) -> Option<String> {
    let end = text.rfind(']')?;
    let before = text[..end].trim_end();
    let comma = if before.ends_with(',') || before.ends_with('[') {
        ""
    } else {
        ","
    };
    let closing = &text[end..];
    // The `]` keeps its own line's indentation.
    let indent = text[..end]
        .rsplit('\n')
        .next()
        .filter(|l| l.trim().is_empty())
        .unwrap_or("");
    Some(format!("{before}{comma}\n{entry}{indent}{closing}"))
}

/// How far the entries of a set file's `cards` list are indented: as its first entry is,
/// else four spaces deeper than the `cards:` line.
fn entry_indent(text: &str) -> usize {
    let indent = |l: &str| l.len() - l.trim_start().len();
    let mut lines = text
        .lines()
        .skip_while(|l| !l.trim_start().starts_with("cards:"));
    let Some(cards) = lines.next() else {
        return 8;
    };
    lines
        .find(|l| l.trim_start().starts_with('('))
        .map_or(indent(cards) + 4, indent)
}

/// Where a scaffold goes: the base content, or a mod's folder (made, with its manifest,
/// when it does not exist yet).
struct Place {
    set_file: PathBuf,
    script: PathBuf,
    manifest: Option<PathBuf>,
}

fn place(root: &Path, set: &str, id: &str, mod_id: Option<&str>) -> Place {
    let base = match mod_id {
        Some(m) => root.join("mods").join(m),
        None => root.to_path_buf(),
    };
    Place {
        set_file: base.join("data/sets").join(format!("{set}.ron")),
        script: base
            .join("scripts/cards")
            .join(set)
            .join(format!("{id}.lua")),
        manifest: mod_id.map(|_| base.join("mod.ron")),
    }
}

/// A new mod's manifest.
fn manifest(m: &str, ruleset: &str) -> String {
    format!(
        "// The mod '{m}': its sets are data/sets/, their scripts scripts/cards/ (docs/mods.md).\n(\n    id: \"{m}\",\n    name: \"{m}\",\n    version: \"0.1.0\",\n    ruleset: \"{ruleset}\",\n    dependencies: [],\n    // Bundled cards this mod replaces.\n    overrides: [],\n)\n"
    )
}

/// Scaffolds a card (`cardsmith new card <set> <name> [--mod <id>]`): appends a data
/// entry to `data/sets/<set>.ron` (creating the set for the named ruleset if needed),
/// of the base content or of mod `mod_id`, and writes a commented script. Refuses to
/// overwrite anything.
pub fn new_card(
    root: &Path,
    set: &str,
    name: &str,
    ruleset: &str,
    mod_id: Option<&str>,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let id = card_id(name);
    let ids_ok = [Some(set), mod_id]
        .into_iter()
        .flatten()
        .all(|s| load::check_id(s, "id").is_ok());
    if id.is_empty() || !ids_ok {
        writeln!(
            out,
            "error: give set and mod ids of lower-case letters, digits and _ and a card name with letters in it"
        )?;
        return Ok(2);
    }
    let at = place(root, set, &id, mod_id);
    // A mod's manifest names its ruleset; a set file names its own.
    let ruleset = at
        .manifest
        .as_ref()
        .and_then(|m| load::read_ron::<load::ModManifest>(m).ok())
        .map(|m| m.ruleset)
        .or_else(|| {
            load::read_ron::<load::SetFile>(&at.set_file)
                .ok()
                .map(|s| s.ruleset)
        })
        .unwrap_or_else(|| ruleset.to_string());
    if at.script.exists() {
        writeln!(out, "error: {} already exists", at.script.display())?;
        return Ok(1);
    }
    let rel = Path::new("data/rulesets").join(format!("{ruleset}.ron"));
    let rules = match load::check_id(&ruleset, "ruleset").and_then(|()| {
        load::confined_read(root, &rel, load::FileKind::Ron, "the set's ruleset")
            .and_then(|text| load::parse_ron::<Ruleset>(&root.join(&rel), &text))
            .map_err(|e| e.to_string())
    }) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "error: the set's ruleset '{ruleset}': {e}")?;
            return Ok(2);
        }
    };
    let fields = entry_fields(&rules, &at.set_file, &id, name);
    let text = match load::read_capped(&at.set_file, load::FileKind::Ron, "a set") {
        Ok(t) => {
            if t.contains(&format!("id: \"{id}\"")) {
                writeln!(
                    out,
                    "error: {} already has a card '{id}'",
                    at.set_file.display()
                )?;
                return Ok(1);
            }
            let e = entry(&rules, &fields, set, &id, entry_indent(&t));
            let Some(t) = insert(&t, &e) else {
                writeln!(
                    out,
                    "error: {} has no cards list to add to",
                    at.set_file.display()
                )?;
                return Ok(1);
            };
            t
        }
        Err(_) => format!(
            "// Cards of the set '{set}' ({}). Each card's behaviour is scripts/cards/{set}/<id>.lua.\n(\n    id: \"{set}\",\n    name: \"{set}\",\n    ruleset: \"{ruleset}\",\n    cards: [\n{}    ],\n)\n",
            rules.name,
            entry(&rules, &fields, set, &id, 8)
        ),
    };
    if let (Some(file), Some(m)) = (&at.manifest, mod_id) {
        if !file.exists() {
            std::fs::create_dir_all(file.parent().unwrap_or(root))?;
            std::fs::write(file, manifest(m, &ruleset))?;
            writeln!(out, "wrote {}", file.display())?;
        }
    }
    std::fs::create_dir_all(at.set_file.parent().unwrap_or(root))?;
    std::fs::create_dir_all(at.script.parent().unwrap_or(root))?;
    std::fs::write(&at.set_file, text)?;
    std::fs::write(&at.script, script(&rules, name))?;
    writeln!(out, "added card '{id}' to {}", at.set_file.display())?;
    writeln!(out, "wrote {}", at.script.display())?;
    writeln!(
        out,
        "next: edit both, then `cardsmith validate` and write a scenario (docs/scenarios.md)"
    )?;
    Ok(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_entry_takes_the_sets_indentation_and_the_comma_it_needs() {
        let set = "(\n  id: \"s\",\n  name: \"S\",\n  ruleset: \"keyforge\",\n  cards: [\n    (id: \"a\", name: \"A\")\n  ],\n)\n";
        let rules: Ruleset = crate::load::parse_ron(
            Path::new("keyforge.ron"),
            include_str!("../../data/rulesets/keyforge.ron"),
        )
        .unwrap();
        let e = entry(&rules, &["id: \"b\"".into()], "s", "b", entry_indent(set));
        let t = insert(set, &e).unwrap();
        assert!(
            t.contains("    (id: \"a\", name: \"A\"),\n    // A new KeyForge card"),
            "{t}"
        );
        assert!(
            t.contains("\n    (\n        id: \"b\",\n    ),\n  ],\n)"),
            "{t}"
        );
        let parsed: crate::load::SetFile = crate::load::parse_ron(
            Path::new("s.ron"),
            &t.replace("id: \"b\"", "id: \"b\", name: \"B\""),
        )
        .unwrap();
        assert_eq!(parsed.cards.len(), 2);
    }
}
