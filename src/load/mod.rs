//! Loading: rulesets and sets from RON, card scripts from disk. Every problem names the
//! file and line (and column where RON gives one) and what was expected; loading reports
//! every problem it finds, not just the first.
//!
//! Layout of a content root:
//! - `data/rulesets/<id>.ron`: a [`Ruleset`]
//! - `data/sets/<set>.ron`: a [`SetFile`]
//! - `scripts/cards/<set>/<card id>.lua`: one script per card (or the card's `script`)
//! - `scripts/rules/<file>`: the ruleset's rules script, if it names one

mod checks;
mod confine;
pub mod deck;
mod faces;
mod mods;
mod rules_modules;

use checks::{check_card, check_ruleset};
pub use confine::{
    check_id, confined_read, read_capped, FileKind, ID_PATTERN, MAX_ID_LEN, MAX_RON_BYTES,
    MAX_SCRIPT_BYTES,
};
use mods::{check_mod_scope, resolve_mods, LoadedMod};
pub use mods::{ModManifest, Mods};

use crate::core::ruleset::{CardDb, CardDef, CardSource, Ruleset};
use crate::script::{ScriptError, ScriptSet, ScriptSource};
use ron::extensions::Extensions;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use thiserror::Error;

/// A set of cards, as written in `data/sets/<set>.ron`.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetFile {
    pub id: String,
    pub name: String,
    /// The ruleset the set is played under.
    pub ruleset: String,
    pub cards: Vec<CardDef>,
}

/// A loading problem.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum LoadError {
    #[error("{}: cannot read: {message}", file.display())]
    Io { file: PathBuf, message: String },
    /// A path that leaves its folder, a file that is not a regular file or is too big.
    #[error("{}: refused: {what}", file.display())]
    Confined { file: PathBuf, what: String },
    /// Malformed RON, a missing or unknown field, a wrong type.
    #[error("{}:{line}:{col}: {message}", file.display())]
    Ron {
        file: PathBuf,
        line: usize,
        col: usize,
        message: String,
    },
    #[error("{}:{line}: card id '{id}' is already defined at {}:{first_line}", file.display(), first_file.display())]
    DuplicateCard {
        id: String,
        file: PathBuf,
        line: usize,
        first_file: PathBuf,
        first_line: usize,
    },
    #[error("{}:{line}: card '{card}': script file {} not found (every card has a script; a card without abilities returns {{}})", file.display(), script.display())]
    MissingScript {
        card: String,
        file: PathBuf,
        line: usize,
        script: PathBuf,
    },
    /// A name that must refer to something the ruleset declares does not.
    #[error("{}:{line}: {what}", file.display())]
    Invalid {
        file: PathBuf,
        line: usize,
        what: String,
    },
    #[error("{0}")]
    Script(#[from] ScriptError),
}

impl LoadError {
    /// Reports paths relative to the content root, as a designer knows them.
    pub(crate) fn relative_to(&mut self, root: &Path) {
        let strip = |p: &mut PathBuf| {
            if let Ok(r) = p.strip_prefix(root) {
                *p = r.to_path_buf();
            }
        };
        match self {
            LoadError::Io { file, .. }
            | LoadError::Confined { file, .. }
            | LoadError::Ron { file, .. }
            | LoadError::MissingScript { file, .. }
            | LoadError::Invalid { file, .. } => strip(file),
            LoadError::DuplicateCard {
                file, first_file, ..
            } => {
                strip(file);
                strip(first_file);
            }
            LoadError::Script(_) => {}
        }
    }
}

/// A list of load errors, printed one per line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadErrors(pub Vec<LoadError>);

impl fmt::Display for LoadErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, e) in self.0.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "error: {e}")?;
        }
        Ok(())
    }
}

impl std::error::Error for LoadErrors {}

/// Everything needed to start games: the card database and every card's script source.
#[derive(Clone, Debug)]
pub struct Content {
    pub root: PathBuf,
    pub db: Arc<CardDb>,
    pub scripts: Arc<ScriptSet>,
}

/// Reads and parses one RON file a user named (a scenario, a replay), denying unknown
/// fields: a regular file of at most [`MAX_RON_BYTES`]. Content under a root is read
/// with [`confined_read`] instead.
pub fn read_ron<T: DeserializeOwned>(file: &Path) -> Result<T, LoadError> {
    let text = read_capped(file, FileKind::Ron, "a RON file")?;
    parse_ron(file, &text)
}

/// Parses RON text; `file` is only used in errors.
pub fn parse_ron<T: DeserializeOwned>(file: &Path, text: &str) -> Result<T, LoadError> {
    // Implicit `Some` and unwrapped newtype variants keep hand-written files short:
    // `cost: 2` rather than `cost: Some(2)`, `Expect(stack: [..])` rather than
    // `Expect((stack: [..]))`.
    ron::Options::default()
        .with_default_extension(Extensions::IMPLICIT_SOME | Extensions::UNWRAP_VARIANT_NEWTYPES)
        .from_str(text)
        .map_err(|e: ron::error::SpannedError| LoadError::Ron {
            file: file.to_path_buf(),
            line: e.span.start.line,
            col: e.span.start.col,
            message: e.code.to_string(),
        })
}

/// The 1-based line of the `nth` (0-based) `id: "<id>"` in `text` (card positions for
/// errors; RON keeps no spans for list elements).
fn line_of_id(text: &str, id: &str, nth: usize) -> usize {
    // As written plainly, or with escapes (`"a\nb"`, `"\u{1b}"`) for a malformed id.
    [format!("\"{id}\""), format!("{id:?}")]
        .iter()
        .find_map(|needle| {
            text.lines()
                .enumerate()
                .filter(|(_, l)| l.contains("id:") && l.contains(needle.as_str()))
                .nth(nth)
        })
        .map_or(1, |(i, _)| i + 1)
}

/// The lines of every `id: "<id>"` in a set file, by id, in order: one pass over the
/// text, so that a set of many cards is not scanned again for each card.
struct IdLines<'t> {
    text: &'t str,
    lines: HashMap<&'t str, Vec<usize>>,
}

impl<'t> IdLines<'t> {
    fn new(text: &'t str) -> IdLines<'t> {
        let mut lines: HashMap<&str, Vec<usize>> = HashMap::new();
        for (i, line) in text.lines().enumerate() {
            let mut at = 0;
            while let Some(p) = line[at..].find("id:").map(|p| p + at) {
                at = p + 3;
                // `id:` itself, not the end of a longer field name.
                let whole = line[..p]
                    .chars()
                    .next_back()
                    .is_none_or(|c| !(c.is_alphanumeric() || c == '_'));
                let value = line[at..].trim_start().strip_prefix('"');
                if let Some(id) = value.filter(|_| whole).and_then(|v| v.split('"').next()) {
                    lines.entry(id).or_default().push(i + 1);
                }
            }
        }
        IdLines { text, lines }
    }

    /// The line of the `nth` (0-based) `id: "<id>"`; an id written with escapes (a
    /// malformed one) is looked for the slow way.
    fn line(&self, id: &str, nth: usize) -> usize {
        match self.lines.get(id).and_then(|l| l.get(nth)) {
            Some(&line) => line,
            None => line_of_id(self.text, id, nth),
        }
    }
}

/// Loads a ruleset and every set written for it under `root` (no mods).
pub fn load(root: &Path, ruleset_id: &str) -> Result<Content, LoadErrors> {
    load_with(root, ruleset_id, &Mods::None)
}

/// Loads a ruleset, its sets, and the selected mods (`mods/<id>/`), in dependency order.
pub fn load_with(root: &Path, ruleset_id: &str, mods: &Mods) -> Result<Content, LoadErrors> {
    let (content, errors) = load_partial_with(root, ruleset_id, mods)?;
    if !errors.is_empty() {
        return Err(LoadErrors(errors));
    }
    Ok(content)
}

/// Like [`load`], but keeps going: returns the content that did load (cards with errors
/// left out) beside every error found, so `validate` can also compile the scripts of
/// the cards that loaded. Fails outright only if the ruleset itself can't be read.
pub fn load_partial(
    root: &Path,
    ruleset_id: &str,
) -> Result<(Content, Vec<LoadError>), LoadErrors> {
    load_partial_with(root, ruleset_id, &Mods::None)
}

/// Like [`load_partial`], with mods.
pub fn load_partial_with(
    root: &Path,
    ruleset_id: &str,
    mods: &Mods,
) -> Result<(Content, Vec<LoadError>), LoadErrors> {
    let mut errors = Vec::new();
    let rulesets = Path::new("data/rulesets");
    check_id(ruleset_id, "ruleset").map_err(|what| {
        LoadErrors(vec![LoadError::Invalid {
            file: rulesets.to_path_buf(),
            line: 1,
            what,
        }])
    })?;
    let ruleset_rel = rulesets.join(format!("{ruleset_id}.ron"));
    let ruleset_file = root.join(&ruleset_rel);
    let ruleset: Ruleset = confined_read(root, &ruleset_rel, FileKind::Ron, "the ruleset")
        .and_then(|text| parse_ron(&ruleset_file, &text))
        .map_err(|mut e| {
            e.relative_to(root);
            LoadErrors(vec![e])
        })?;
    check_ruleset(&ruleset, &ruleset_file, &mut errors);

    let mut acc = Acc::default();
    load_sets(
        root,
        root,
        &ruleset,
        ruleset_id,
        None,
        &mut acc,
        &mut errors,
    )?;
    for m in resolve_mods(root, ruleset_id, mods, &mut errors) {
        let dir = root.join("mods").join(&m.manifest.id);
        if !check_mod_scope(&dir, &m, &mut errors) {
            continue;
        }
        load_sets(
            root,
            &dir,
            &ruleset,
            ruleset_id,
            Some(&m),
            &mut acc,
            &mut errors,
        )?;
    }
    let Acc {
        cards,
        sources,
        scripts,
        ..
    } = acc;
    faces::check_backs(&cards, &sources, &mut errors);
    let rules_modules = match &ruleset.rules_script {
        None => Vec::new(),
        Some(name) => {
            let (modules, errs) = rules_modules::load(root, name);
            errors.extend(errs);
            modules
        }
    };
    let rules = match &ruleset.rules_script {
        None => None,
        Some(name) => {
            let path = Path::new("scripts/rules").join(name);
            match confined_read(root, &path, FileKind::Script, "the ruleset's rules_script") {
                Ok(code) => Some(ScriptSource {
                    path,
                    code: code.into(),
                }),
                Err(mut e) => {
                    e.relative_to(root);
                    errors.push(LoadError::Invalid {
                        file: ruleset_file.clone(),
                        line: 1,
                        what: format!("rules_script: {e}"),
                    });
                    None
                }
            }
        }
    };
    for e in &mut errors {
        e.relative_to(root);
    }
    let content = Content {
        root: root.to_path_buf(),
        db: Arc::new(CardDb::new(ruleset, cards, sources)),
        scripts: Arc::new(ScriptSet {
            cards: scripts,
            rules,
            rules_modules,
        }),
    };
    Ok((content, errors))
}

/// Cards loaded so far, and where each id was defined.
#[derive(Default)]
struct Acc {
    cards: Vec<CardDef>,
    sources: Vec<CardSource>,
    scripts: Vec<Option<ScriptSource>>,
    seen: HashMap<String, Seen>,
}

struct Seen {
    file: PathBuf,
    line: usize,
    index: usize,
    from_mod: Option<String>,
}

/// Loads every set under `base` (the content root, or a mod's folder) for the ruleset.
fn load_sets(
    root: &Path,
    base: &Path,
    ruleset: &Ruleset,
    ruleset_id: &str,
    m: Option<&LoadedMod>,
    acc: &mut Acc,
    errors: &mut Vec<LoadError>,
) -> Result<(), LoadErrors> {
    let sets_dir = base.join("data/sets");
    let mut set_files: Vec<PathBuf> = match std::fs::read_dir(&sets_dir) {
        Ok(rd) => rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "ron"))
            .collect(),
        Err(e) => {
            if m.is_some() {
                // A mod without sets of its own is fine.
                return Ok(());
            }
            return Err(LoadErrors(vec![LoadError::Io {
                file: sets_dir,
                message: e.to_string(),
            }]));
        }
    };
    set_files.sort();

    for file in set_files {
        let rel = Path::new("data/sets").join(file.file_name().unwrap_or_default());
        let text = match confined_read(base, &rel, FileKind::Ron, "a set") {
            Ok(t) => t,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let set: SetFile = match parse_ron(&file, &text) {
            Ok(s) => s,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        if set.ruleset != ruleset_id {
            continue;
        }
        if !confine::check_id_at(&set.id, "set", &file, line_of_id(&text, &set.id, 0), errors) {
            continue;
        }
        let id_lines = IdLines::new(&text);
        let mut occurrences: HashMap<String, usize> = HashMap::new();
        for card in set.cards {
            let nth = occurrences.entry(card.id.clone()).or_insert(0);
            let line = id_lines.line(&card.id, *nth);
            *nth += 1;
            if !confine::check_id_at(&card.id, "card", &file, line, errors) {
                continue;
            }
            // A card id defined again: only a mod that declares the override may.
            let replaces = match acc.seen.get(&card.id) {
                None => None,
                Some(first) => match m {
                    Some(m) if m.manifest.overrides.contains(&card.id) => {
                        if let Some(other) = &first.from_mod {
                            if !m.depends_on(other) {
                                errors.push(LoadError::Invalid {
                                    file: file.clone(),
                                    line,
                                    what: format!(
                                        "mod '{}' and mod '{other}' both override card '{}'; one must depend on the other to set the order",
                                        m.manifest.id, card.id
                                    ),
                                });
                                continue;
                            }
                        }
                        Some(first.index)
                    }
                    _ => {
                        let hint = m.map_or(String::new(), |m| {
                            format!(
                                " (mod '{}' must list it in `overrides` to replace it)",
                                m.manifest.id
                            )
                        });
                        errors.push(LoadError::DuplicateCard {
                            id: card.id.clone(),
                            file: file.clone(),
                            line,
                            first_file: first.file.clone(),
                            first_line: first.line,
                        });
                        if !hint.is_empty() {
                            errors.push(LoadError::Invalid {
                                file: file.clone(),
                                line,
                                what: format!("card '{}'{hint}", card.id),
                            });
                        }
                        continue;
                    }
                },
            };
            let rel = Path::new("scripts/cards").join(
                card.script
                    .clone()
                    .unwrap_or_else(|| format!("{}/{}.lua", set.id, card.id)),
            );
            let script_path = base.strip_prefix(root).unwrap_or(Path::new("")).join(&rel);
            let before = errors.len();
            check_card(ruleset, &card, &file, line, errors);
            let what = format!("card '{}''s script", card.id);
            let script = match confined_read(base, &rel, FileKind::Script, &what) {
                Ok(code) => Some(ScriptSource {
                    path: script_path.clone(),
                    code: code.into(),
                }),
                Err(LoadError::Confined { what, .. }) => {
                    errors.push(LoadError::Invalid {
                        file: file.clone(),
                        line,
                        what: format!("{}: refused: {what}", script_path.display()),
                    });
                    None
                }
                Err(_) => {
                    errors.push(LoadError::MissingScript {
                        card: card.id.clone(),
                        file: file.clone(),
                        line,
                        script: script_path.clone(),
                    });
                    None
                }
            };
            if errors.len() > before {
                continue;
            }
            let source = CardSource {
                set: set.id.clone(),
                data_file: file.clone(),
                line,
                script_file: script_path,
            };
            let from_mod = m.map(|m| m.manifest.id.clone());
            let index = match replaces {
                Some(i) => {
                    acc.cards[i] = card.clone();
                    acc.sources[i] = source;
                    acc.scripts[i] = script;
                    i
                }
                None => {
                    acc.cards.push(card.clone());
                    acc.sources.push(source);
                    acc.scripts.push(script);
                    acc.cards.len() - 1
                }
            };
            acc.seen.insert(
                card.id.clone(),
                Seen {
                    file: file.clone(),
                    line,
                    index,
                    from_mod,
                },
            );
        }
    }
    if let Some(m) = m {
        for id in &m.manifest.overrides {
            if acc
                .seen
                .get(id)
                .is_none_or(|s| s.from_mod.as_deref() != Some(m.manifest.id.as_str()))
            {
                errors.push(LoadError::Invalid {
                    file: m.file.clone(),
                    line: 1,
                    what: format!(
                        "mod '{}' lists an override of card '{id}' but defines no such card, or there is none to override",
                        m.manifest.id
                    ),
                });
            }
        }
    }
    Ok(())
}

/// Every `.ron` file under `path` (or `path` itself if it is a file), sorted.
pub fn ron_files(path: &Path) -> Vec<PathBuf> {
    if path.is_file() {
        return vec![path.to_path_buf()];
    }
    let mut out = Vec::new();
    let mut dirs = vec![path.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "ron") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The ids of the rulesets under `root` (`data/rulesets/<id>.ron`), sorted; none when
/// the folder cannot be read.
pub fn ruleset_ids(root: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(root.join("data/rulesets"))
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                .filter_map(|p| p.file_stem().map(|s| s.to_string_lossy().to_string()))
                .collect()
        })
        .unwrap_or_default();
    ids.sort();
    ids
}

/// The content root: the nearest of `start` and its ancestors holding `data/rulesets`
/// (the folder a designer works in, or one above it). `None` when there is none: the
/// caller says so rather than guessing a folder.
pub fn find_root(start: &Path) -> Option<PathBuf> {
    start
        .ancestors()
        .find(|d| d.join("data/rulesets").is_dir())
        .map(Path::to_path_buf)
}

#[cfg(test)]
mod id_line_tests;
