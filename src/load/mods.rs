//! Mods: a folder `mods/<id>/` with a manifest (`mod.ron`) that adds sets (its own
//! `data/sets/` and `scripts/cards/`) and may replace cards it names in `overrides`.
//! Mods load after the base content, dependencies first.

use super::confine::{check_id, confined_read, FileKind};
use super::{parse_ron, LoadError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// `mods/<id>/mod.ron`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModManifest {
    /// Must match the folder name.
    pub id: String,
    #[serde(default)]
    pub name: String,
    pub version: String,
    /// The ruleset whose games the mod changes.
    pub ruleset: String,
    /// Mods that must load before this one.
    #[serde(default)]
    pub dependencies: Vec<String>,
    /// Cards this mod replaces; replacing any other existing card is an error.
    #[serde(default)]
    pub overrides: Vec<String>,
}

/// Which mods to load.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Mods {
    #[default]
    None,
    /// Every mod under `mods/` written for the ruleset.
    All,
    /// These mods and what they depend on.
    Only(Vec<String>),
}

/// A manifest read from disk, with where it came from and everything it depends on.
#[derive(Clone, Debug)]
pub(crate) struct LoadedMod {
    pub manifest: ModManifest,
    pub file: PathBuf,
    /// Dependencies, direct and indirect.
    pub ancestry: Vec<String>,
}

impl LoadedMod {
    pub fn depends_on(&self, other: &str) -> bool {
        self.ancestry.iter().any(|a| a == other)
    }
}

/// Reads the selected mods' manifests and puts them in load order (dependencies first,
/// then by id); reports missing dependencies, cycles and mismatched ids.
pub(crate) fn resolve_mods(
    root: &Path,
    ruleset_id: &str,
    mods: &Mods,
    errors: &mut Vec<LoadError>,
) -> Vec<LoadedMod> {
    if *mods == Mods::None {
        return Vec::new();
    }
    let dir = root.join("mods");
    let mut all: BTreeMap<String, (ModManifest, PathBuf)> = BTreeMap::new();
    let mut folders: Vec<PathBuf> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    for folder in folders {
        let file = folder.join("mod.ron");
        let rel = file.strip_prefix(root).unwrap_or(&file).to_path_buf();
        let manifest: ModManifest = match confined_read(root, &rel, FileKind::Ron, "a mod manifest")
            .and_then(|text| parse_ron(&file, &text))
        {
            Ok(m) => m,
            Err(mut e) => {
                e.relative_to(root);
                errors.push(e);
                continue;
            }
        };
        let folder_name = folder
            .file_name()
            .map(|n| n.to_string_lossy().to_string())
            .unwrap_or_default();
        if let Err(what) = check_id(&manifest.id, "mod") {
            errors.push(LoadError::Invalid {
                file: rel,
                line: 1,
                what,
            });
            continue;
        }
        if manifest.id != folder_name {
            errors.push(LoadError::Invalid {
                file: rel,
                line: 1,
                what: format!(
                    "mod id '{}' must match its folder name '{folder_name}'",
                    manifest.id
                ),
            });
            continue;
        }
        if manifest.ruleset == ruleset_id {
            all.insert(manifest.id.clone(), (manifest, rel));
        }
    }
    let wanted: Vec<String> = match mods {
        Mods::None => Vec::new(),
        Mods::All => all.keys().cloned().collect(),
        Mods::Only(ids) => {
            for id in ids {
                if !all.contains_key(id) {
                    errors.push(LoadError::Invalid {
                        file: PathBuf::from("mods"),
                        line: 1,
                        what: format!("no mod '{id}' for ruleset '{ruleset_id}' under mods/"),
                    });
                }
            }
            ids.clone()
        }
    };
    let mut order: Vec<LoadedMod> = Vec::new();
    let mut visiting: Vec<String> = Vec::new();
    for id in wanted {
        visit(&id, &all, &mut order, &mut visiting, errors);
    }
    order
}

/// What a mod may not do: be a symlink to a folder elsewhere, or bring a ruleset or a
/// rules script (`data/rulesets/`, `scripts/rules/`). A mod adds sets and replaces the
/// cards it names; the rules of the game are the base content's. Reports and returns
/// false if the mod breaks one.
pub(crate) fn check_mod_scope(dir: &Path, m: &LoadedMod, errors: &mut Vec<LoadError>) -> bool {
    let id = &m.manifest.id;
    let mut bad = |what: String| {
        errors.push(LoadError::Invalid {
            file: m.file.clone(),
            line: 1,
            what,
        })
    };
    if !std::fs::symlink_metadata(dir).is_ok_and(|d| d.is_dir()) {
        bad(format!(
            "mod '{id}': mods/{id} must be a folder, not a symlink to one"
        ));
        return false;
    }
    let mut ok = true;
    for (sub, what) in [
        ("data/rulesets", "a ruleset"),
        ("scripts/rules", "a rules script"),
    ] {
        if std::fs::symlink_metadata(dir.join(sub)).is_ok() {
            bad(format!(
                "mod '{id}' has mods/{id}/{sub}: a mod may add sets and replace the cards it lists in `overrides`, but it cannot replace {what}"
            ));
            ok = false;
        }
    }
    ok
}

fn visit(
    id: &str,
    all: &BTreeMap<String, (ModManifest, PathBuf)>,
    order: &mut Vec<LoadedMod>,
    visiting: &mut Vec<String>,
    errors: &mut Vec<LoadError>,
) -> Option<Vec<String>> {
    if let Some(done) = order.iter().find(|m| m.manifest.id == id) {
        return Some(done.ancestry.clone());
    }
    let (manifest, file) = all.get(id)?;
    if visiting.iter().any(|v| v == id) {
        errors.push(LoadError::Invalid {
            file: file.clone(),
            line: 1,
            what: format!(
                "mod dependencies form a cycle: {} -> {id}",
                visiting.join(" -> ")
            ),
        });
        return None;
    }
    visiting.push(id.to_string());
    // Each ancestor once: in a diamond (two dependencies sharing theirs) the list would
    // otherwise double at every level.
    let mut ancestry: Vec<String> = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for dep in &manifest.dependencies {
        if !all.contains_key(dep) {
            errors.push(LoadError::Invalid {
                file: file.clone(),
                line: 1,
                what: format!(
                    "mod '{id}' depends on mod '{dep}', which is not installed under mods/"
                ),
            });
            continue;
        }
        if let Some(up) = visit(dep, all, order, visiting, errors) {
            for a in std::iter::once(dep.clone()).chain(up) {
                if seen.insert(a.clone()) {
                    ancestry.push(a);
                }
            }
        }
    }
    visiting.pop();
    order.push(LoadedMod {
        manifest: manifest.clone(),
        file: file.clone(),
        ancestry: ancestry.clone(),
    });
    Some(ancestry)
}
