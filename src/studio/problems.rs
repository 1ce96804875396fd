//! The problem panel's entries: which card, which file and line, the line of source
//! itself, and the message.

use crate::core::HookError;
use crate::load::{self, Content, LoadError, LoadErrors};
use crate::script::ScriptError;
use serde::Serialize;
use std::path::Path;

#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Problem {
    pub card: Option<String>,
    pub file: Option<String>,
    pub line: Option<u32>,
    /// The source line the error points at, when it can be read.
    pub source: Option<String>,
    pub message: String,
}

impl Problem {
    pub fn plain(message: String) -> Problem {
        Problem {
            message,
            ..Default::default()
        }
    }
}

/// Line `line` (1-based) of a script: from the running content when it holds that
/// file, else read again (through the confined reader) from the content root.
fn source_line(root: &Path, content: Option<&Content>, file: &Path, line: u32) -> Option<String> {
    let text_line = |text: &str| {
        text.lines()
            .nth(line.checked_sub(1)? as usize)
            .map(|l| l.trim_end().to_string())
    };
    let held = content.and_then(|c| {
        c.scripts
            .cards
            .iter()
            .flatten()
            .chain(c.scripts.rules.iter())
            .chain(c.scripts.rules_modules.iter().map(|(_, m)| m))
            .find(|s| s.path == file || root.join(file) == s.path || s.path.ends_with(file))
            .map(|s| s.code.clone())
    });
    if let Some(code) = held {
        return text_line(&code);
    }
    let rel = file.strip_prefix(root).unwrap_or(file);
    let text = load::confined_read(root, rel, load::FileKind::Script, "a script").ok()?;
    text_line(&text)
}

fn shown(root: &Path, file: &Path) -> String {
    file.strip_prefix(root)
        .unwrap_or(file)
        .display()
        .to_string()
}

/// A script error from a hook call (a refused move).
pub fn from_hook(content: &Content, e: &HookError) -> Problem {
    Problem {
        card: Some(e.card.clone()).filter(|c| !c.is_empty()),
        file: Some(shown(&content.root, &e.file)),
        line: e.line,
        source: e
            .line
            .and_then(|l| source_line(&content.root, Some(content), &e.file, l)),
        message: format!("hook '{}': {}", e.hook, e.message),
    }
}

/// A script that does not compile.
pub fn from_script(root: &Path, content: &Content, e: &ScriptError) -> Problem {
    Problem {
        card: Some(e.card.clone()).filter(|c| !c.is_empty()),
        file: Some(shown(root, &e.file)),
        line: e.line,
        source: e
            .line
            .and_then(|l| source_line(root, Some(content), &e.file, l)),
        message: e.message.clone(),
    }
}

/// The errors of content that did not load.
pub fn from_load(root: &Path, errs: &LoadErrors) -> Vec<Problem> {
    errs.0
        .iter()
        .map(|e| match e {
            LoadError::Script(s) => Problem {
                card: Some(s.card.clone()).filter(|c| !c.is_empty()),
                file: Some(shown(root, &s.file)),
                line: s.line,
                source: s.line.and_then(|l| source_line(root, None, &s.file, l)),
                message: s.message.clone(),
            },
            LoadError::Ron {
                file, line, col, ..
            } => Problem {
                file: Some(shown(root, file)),
                line: u32::try_from(*line).ok(),
                message: format!("{e} (column {col})"),
                ..Default::default()
            },
            LoadError::MissingScript { card, file, .. } => Problem {
                card: Some(card.clone()),
                file: Some(shown(root, file)),
                message: e.to_string(),
                ..Default::default()
            },
            other => Problem::plain(other.to_string()),
        })
        .collect()
}
