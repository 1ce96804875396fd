//! Confined loading: the one place content files are opened, and the one id pattern.
//!
//! Every content file (ruleset, set, card script, rules script, mod manifest) is read
//! through [`confined_read`]: the path must be relative with no `..`, must resolve
//! (symlinks followed) inside the folder it is allowed in — the content root, or for a
//! mod's files that mod's own folder — must be a regular file, and must not exceed its
//! size cap. Files a user names directly (a scenario, a replay) go through [`read_capped`]:
//! a regular file within the cap. The limits are documented in `docs/security.md`.

use super::LoadError;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

/// The largest RON file (ruleset, set, manifest, scenario, replay) loading reads.
pub const MAX_RON_BYTES: u64 = 4 * 1024 * 1024;
/// The largest script (card or rules script) loading reads.
pub const MAX_SCRIPT_BYTES: u64 = 1024 * 1024;
/// The longest id (card, set, ruleset, mod, zone).
pub const MAX_ID_LEN: usize = 64;
/// The pattern every id matches, as written in errors and docs.
pub const ID_PATTERN: &str = "[a-z0-9_]+";

/// What kind of file is read: decides the size cap and how errors describe it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FileKind {
    Ron,
    Script,
}

impl FileKind {
    pub fn cap(self) -> u64 {
        match self {
            FileKind::Ron => MAX_RON_BYTES,
            FileKind::Script => MAX_SCRIPT_BYTES,
        }
    }

    fn noun(self) -> &'static str {
        match self {
            FileKind::Ron => "RON file",
            FileKind::Script => "script",
        }
    }
}

fn refused(file: &Path, what: String) -> LoadError {
    LoadError::Confined {
        file: file.to_path_buf(),
        what,
    }
}

/// Reads `base/rel`, where `rel` must stay inside `base` (see the module docs). `what`
/// says what the file was expected to be ("the ruleset", "card 'bolt''s script"), for
/// errors; errors name `base/rel` as written, not as resolved.
pub fn confined_read(
    base: &Path,
    rel: &Path,
    kind: FileKind,
    what: &str,
) -> Result<String, LoadError> {
    let shown = base.join(rel);
    if rel.as_os_str().is_empty() {
        return Err(refused(&shown, format!("{what}: an empty path")));
    }
    for c in rel.components() {
        match c {
            Component::Normal(_) | Component::CurDir => {}
            Component::ParentDir => {
                return Err(refused(
                    &shown,
                    format!(
                        "{what}: the path '{}' contains '..'; paths stay inside their folder",
                        rel.display()
                    ),
                ))
            }
            Component::RootDir | Component::Prefix(_) => {
                return Err(refused(
                    &shown,
                    format!(
                        "{what}: the path '{}' is absolute; paths are relative to their folder",
                        rel.display()
                    ),
                ))
            }
        }
    }
    let io = |e: std::io::Error| LoadError::Io {
        file: shown.clone(),
        message: format!("{what}: {e}"),
    };
    let base_real = base.canonicalize().map_err(io)?;
    let real = shown.canonicalize().map_err(io)?;
    if !real.starts_with(&base_real) {
        return Err(refused(
            &shown,
            format!(
                "{what}: resolves to {}, outside {} (a symlink may not leave its folder)",
                real.display(),
                base.display()
            ),
        ));
    }
    read_real(&shown, &real, kind, what)
}

/// Reads a file a user named directly (a scenario, a replay): it must be a regular file
/// within the size cap of its kind. Not confined to a folder.
pub fn read_capped(file: &Path, kind: FileKind, what: &str) -> Result<String, LoadError> {
    read_real(file, file, kind, what)
}

fn read_real(shown: &Path, real: &Path, kind: FileKind, what: &str) -> Result<String, LoadError> {
    let io = |e: std::io::Error| LoadError::Io {
        file: shown.to_path_buf(),
        message: format!("{what}: {e}"),
    };
    let meta = std::fs::metadata(real).map_err(io)?;
    if !meta.is_file() {
        return Err(refused(
            shown,
            format!("{what}: not a regular file (expected a {})", kind.noun()),
        ));
    }
    let cap = kind.cap();
    let too_big = || {
        refused(
            shown,
            format!(
                "{what}: larger than the {} limit of {cap} bytes",
                kind.noun()
            ),
        )
    };
    if meta.len() > cap {
        return Err(too_big());
    }
    let mut bytes = Vec::new();
    std::fs::File::open(real)
        .map_err(io)?
        .take(cap + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > cap {
        return Err(too_big());
    }
    String::from_utf8(bytes).map_err(|e| LoadError::Io {
        file: shown.to_path_buf(),
        message: format!("{what}: not UTF-8 text: {e}"),
    })
}

/// Checks an id against [`ID_PATTERN`] and [`MAX_ID_LEN`]; the error says which id,
/// what it names and the rule (debug-quoted, so control characters show as escapes).
pub fn check_id(id: &str, what: &str) -> Result<(), String> {
    let ok_char = |c: char| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_';
    if id.is_empty() {
        return Err(format!("{what} id is empty; ids match {ID_PATTERN}"));
    }
    if id.len() > MAX_ID_LEN || !id.chars().all(ok_char) {
        return Err(format!(
            "{what} id {id:?} must match {ID_PATTERN} (lowercase letters, digits, '_'; at most {MAX_ID_LEN} characters)"
        ));
    }
    Ok(())
}

/// [`check_id`] as a [`LoadError`] at `file:line`.
pub fn check_id_at(
    id: &str,
    what: &str,
    file: &Path,
    line: usize,
    errors: &mut Vec<LoadError>,
) -> bool {
    match check_id(id, what) {
        Ok(()) => true,
        Err(what) => {
            errors.push(LoadError::Invalid {
                file: PathBuf::from(file),
                line,
                what,
            });
            false
        }
    }
}
