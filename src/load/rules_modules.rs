//! A rules script's modules: the `.lua` files in the folder beside it named after it
//! (`scripts/rules/keyforge/` for `keyforge.lua`), which the rules script and each other
//! reach with `require("name")` (the path inside that folder, without `.lua`:
//! `require("fight")`, `require("terms/destroy")`). They let a ruleset's rules be split by
//! topic; the sandbox runs each once, as the rules script loads.

use super::confine::{confined_read, FileKind};
use super::LoadError;
use crate::script::ScriptSource;
use std::path::{Path, PathBuf};

/// The modules of the rules script `name` (under `scripts/rules/`), sorted by name; a
/// file that cannot be read is an error naming it. None when there is no such folder.
pub(super) fn load(root: &Path, name: &str) -> (Vec<(String, ScriptSource)>, Vec<LoadError>) {
    let stem = Path::new(name).with_extension("");
    let base = Path::new("scripts/rules").join(&stem);
    let mut found: Vec<PathBuf> = Vec::new();
    let mut dirs = vec![PathBuf::new()];
    while let Some(d) = dirs.pop() {
        let Ok(entries) = std::fs::read_dir(root.join(&base).join(&d)) else {
            continue;
        };
        for e in entries.flatten() {
            let rel = d.join(e.file_name());
            match e.file_type() {
                Ok(t) if t.is_dir() => dirs.push(rel),
                _ if rel.extension().is_some_and(|x| x == "lua") => found.push(rel),
                _ => {}
            }
        }
    }
    found.sort();
    let mut modules = Vec::with_capacity(found.len());
    let mut errors = Vec::new();
    for rel in found {
        let path = base.join(&rel);
        match confined_read(root, &path, FileKind::Script, "a rules module") {
            Ok(code) => {
                let module = rel
                    .with_extension("")
                    .components()
                    .map(|c| c.as_os_str().to_string_lossy().into_owned())
                    .collect::<Vec<_>>()
                    .join("/");
                modules.push((
                    module,
                    ScriptSource {
                        path,
                        code: code.into(),
                    },
                ));
            }
            Err(mut e) => {
                e.relative_to(root);
                errors.push(e);
            }
        }
    }
    (modules, errors)
}
