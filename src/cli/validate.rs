//! `cardsmith validate`: loads every ruleset and its sets and mods, compiles every
//! script, dry-runs every card's check hooks and checks every scenario against the cards
//! it names; reports every problem at once, as text or as JSON (`--json`).

use crate::load;
use crate::scenario;
use crate::script::{Limits, LuaHost};
use serde::Serialize;
use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// How `validate` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// `error: file:line: ...` lines.
    Plain,
    /// Coloured diagnostics showing the offending source line (for a terminal).
    Pretty,
    /// One JSON document (for editors and CI).
    Json,
}

/// One problem or warning.
#[derive(Debug, Serialize)]
struct Finding {
    /// "error" or "warning".
    level: &'static str,
    /// The ruleset whose content it is in, when it is in one.
    ruleset: Option<String>,
    file: Option<PathBuf>,
    line: Option<usize>,
    message: String,
    /// The loading error behind it, for the pretty rendering.
    #[serde(skip)]
    load: Option<load::LoadError>,
}

/// A ruleset's outcome.
#[derive(Debug, Serialize)]
struct RulesetStatus {
    id: String,
    cards: usize,
    ok: bool,
}

/// What is printed, in order: findings and the status line of each ruleset.
#[derive(Debug)]
enum Item {
    Finding(Finding),
    Status(RulesetStatus, usize),
}

#[derive(Default)]
struct Findings {
    items: Vec<Item>,
    errors: usize,
}

impl Findings {
    fn load_error(&mut self, ruleset: Option<&str>, e: load::LoadError) {
        let (file, line) = place(&e);
        self.errors += 1;
        self.items.push(Item::Finding(Finding {
            level: "error",
            ruleset: ruleset.map(Into::into),
            file,
            line,
            message: e.to_string(),
            load: Some(e),
        }));
    }

    fn error(&mut self, ruleset: Option<&str>, file: Option<&Path>, message: String) {
        self.errors += 1;
        self.push("error", ruleset, file, message);
    }

    fn warning(&mut self, ruleset: &str, file: &Path, message: String) {
        self.push("warning", Some(ruleset), Some(file), message);
    }

    fn push(&mut self, level: &'static str, rs: Option<&str>, file: Option<&Path>, m: String) {
        self.items.push(Item::Finding(Finding {
            level,
            ruleset: rs.map(Into::into),
            file: file.map(Path::to_path_buf),
            line: None,
            message: m,
            load: None,
        }));
    }
}

/// The file and line a loading error points at.
fn place(e: &load::LoadError) -> (Option<PathBuf>, Option<usize>) {
    use load::LoadError as E;
    match e {
        E::Ron { file, line, .. }
        | E::Invalid { file, line, .. }
        | E::DuplicateCard { file, line, .. }
        | E::MissingScript { file, line, .. } => (Some(file.clone()), Some(*line)),
        E::Script(s) => (Some(s.file.clone()), s.line.map(|l| l as usize)),
        E::Io { .. } | E::Confined { .. } => (None, None),
    }
}

/// The ruleset a content file says it belongs to (`ruleset: "id"`), read from its text
/// even when it does not parse: a broken set is reported against its own game.
fn owner(file: &Path) -> Option<String> {
    let text = load::read_capped(file, load::FileKind::Ron, "a file").ok()?;
    let after = &text[text.find("ruleset:")? + "ruleset:".len()..];
    let quoted = after.trim_start().strip_prefix('"')?;
    Some(quoted[..quoted.find('"')?].to_string())
}

/// Loads every ruleset and its sets, compiles every script, and checks every scenario;
/// reports every problem at once.
pub fn validate(root: &Path, out: &mut dyn Write) -> std::io::Result<i32> {
    validate_as(root, out, Format::Plain)
}

/// [`validate`], with `pretty` errors: coloured, with the offending source line shown.
pub fn validate_styled(root: &Path, out: &mut dyn Write, pretty: bool) -> std::io::Result<i32> {
    validate_as(
        root,
        out,
        if pretty {
            Format::Pretty
        } else {
            Format::Plain
        },
    )
}

/// [`validate`], printed in `format`.
pub fn validate_as(root: &Path, out: &mut dyn Write, format: Format) -> std::io::Result<i32> {
    let mut f = Findings::default();
    let rulesets = load::ruleset_ids(root);
    if rulesets.is_empty() {
        let dir = root.join("data/rulesets");
        f.error(
            None,
            Some(&dir),
            format!("no rulesets in {}", dir.display()),
        );
    }
    let mut seen = std::collections::HashSet::new();
    for id in &rulesets {
        check_ruleset(root, id, &rulesets, &mut seen, &mut f);
    }
    let files = load::ron_files(&root.join("data/scenarios"));
    check_scenarios(root, &files, &mut f);
    render(root, out, format, &f, files.len())?;
    Ok(if f.errors == 0 { 0 } else { 1 })
}

fn check_ruleset(
    root: &Path,
    id: &str,
    rulesets: &[String],
    seen: &mut std::collections::HashSet<String>,
    f: &mut Findings,
) {
    let before = f.errors;
    // A set file that does not parse is seen by every ruleset's load (its ruleset is
    // unknown to the loader): report it once, against the ruleset it names.
    let mine = |e: &load::LoadError| {
        let owner = place(e)
            .0
            .and_then(|p| owner(&root.join(&p)).or_else(|| owner(&p)));
        !matches!(owner, Some(o) if o != id && rulesets.contains(&o))
    };
    let (content, errs) = match load::load_partial_with(root, id, &load::Mods::All) {
        Ok((content, errs)) => (Some(content), errs),
        Err(errs) => (None, errs.0),
    };
    for e in errs {
        if mine(&e) && seen.insert(e.to_string()) {
            f.load_error(Some(id), e);
        }
    }
    let Some(content) = content else {
        f.items.push(Item::Status(
            RulesetStatus {
                id: id.into(),
                cards: 0,
                ok: false,
            },
            f.errors - before,
        ));
        return;
    };
    match LuaHost::new(content.db.clone(), &content.scripts, Limits::default()) {
        Err(errs) => {
            for e in errs {
                f.load_error(Some(id), load::LoadError::Script(e));
            }
        }
        Ok(host) => {
            for (i, card) in content.db.cards.iter().enumerate() {
                let idx = crate::core::CardIdx(i as u32);
                let file = &content.db.sources[i].script_file;
                let idle = host.idle_abilities(idx);
                if !idle.is_empty() {
                    f.warning(id, file, format!(
                        "card '{}': {} can never apply: a {} resolves to '{}', which is not in play, and an ability works only in play unless it says where (`from = {{...}}`, or `own = true` for a triggered one about the card itself)",
                        card.id,
                        idle.join(", "),
                        card.types.join(" "),
                        content.db.play_zone(idx),
                    ));
                }
                let cost_only = !card.additional_costs.is_empty()
                    || !card.optional_costs.is_empty()
                    || !card.alternative_costs.is_empty();
                let by_rules = content.db.ruleset.gives_behaviour(card);
                // Reminder text in parentheses ("(Token creature.)") is not rules text.
                let reminder = card.text.starts_with('(') && card.text.ends_with(')');
                if host.hooks_of(idx).is_empty()
                    && !card.text.is_empty()
                    && !reminder
                    && !cost_only
                    && !by_rules
                {
                    f.warning(
                        id,
                        file,
                        format!(
                            "card '{}' has rules text but its script defines no hooks",
                            card.id
                        ),
                    );
                }
            }
            // The ruleset's bundled decks, against its deck-building rules.
            for file in load::deck::bundled_decks(root, &content.db.ruleset.id) {
                if let Err(errs) = load::deck::load_deck(&content.db, &file) {
                    for e in errs {
                        f.load_error(Some(id), e);
                    }
                }
            }
            for e in crate::engine::dry_run_check_hooks(&content) {
                f.error(
                    Some(id),
                    None,
                    format!("check hook failed in a dry run: {e}"),
                );
            }
        }
    }
    f.items.push(Item::Status(
        RulesetStatus {
            id: id.into(),
            cards: content.db.cards.len(),
            ok: f.errors == before,
        },
        f.errors - before,
    ));
}

/// Parses every scenario and checks the cards, labels, uses and costs it names against
/// its ruleset's content (with its mods).
fn check_scenarios(root: &Path, files: &[PathBuf], f: &mut Findings) {
    let mut contents: HashMap<(String, Vec<String>), Option<load::Content>> = HashMap::new();
    for file in files {
        let s = match scenario::Scenario::read(file) {
            Ok(s) => s,
            Err(e) => {
                f.load_error(None, e);
                continue;
            }
        };
        let mods = if s.mods.is_empty() {
            load::Mods::None
        } else {
            load::Mods::Only(s.mods.clone())
        };
        let content = contents
            .entry((s.ruleset.clone(), s.mods.clone()))
            .or_insert_with(|| load::load_with(root, &s.ruleset, &mods).ok());
        let Some(content) = content else {
            f.error(
                Some(&s.ruleset),
                Some(file.strip_prefix(root).unwrap_or(file)),
                format!(
                    "scenario '{}': its ruleset '{}' (with mods {:?}) does not load",
                    s.name, s.ruleset, s.mods
                ),
            );
            continue;
        };
        let shown = file.strip_prefix(root).unwrap_or(file);
        for p in scenario::check::check(&s, &content.db) {
            f.error(
                Some(&s.ruleset),
                Some(shown),
                format!("scenario '{}': {p}", s.name),
            );
        }
    }
}

fn render(
    root: &Path,
    out: &mut dyn Write,
    format: Format,
    f: &Findings,
    scenarios: usize,
) -> std::io::Result<()> {
    if format == Format::Json {
        let findings: Vec<&Finding> = f
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Finding(x) => Some(x),
                Item::Status(..) => None,
            })
            .collect();
        let rulesets: Vec<&RulesetStatus> = f
            .items
            .iter()
            .filter_map(|i| match i {
                Item::Status(s, _) => Some(s),
                Item::Finding(_) => None,
            })
            .collect();
        let doc = serde_json::json!({
            "ok": f.errors == 0,
            "problems": f.errors,
            "scenarios": scenarios,
            "rulesets": rulesets,
            "findings": findings,
        });
        return writeln!(out, "{doc:#}");
    }
    for item in &f.items {
        match item {
            Item::Finding(x) => match (&x.load, x.level) {
                (Some(e), _) => report(root, out, format == Format::Pretty, e)?,
                (None, "warning") => writeln!(
                    out,
                    "warning: {}: {}",
                    x.file.as_deref().unwrap_or(Path::new("")).display(),
                    x.message
                )?,
                (None, _) => match &x.file {
                    Some(file) => writeln!(out, "error: {}: {}", file.display(), x.message)?,
                    None => writeln!(out, "error: {}", x.message)?,
                },
            },
            Item::Status(s, problems) => writeln!(
                out,
                "{}  ruleset '{}': {} card(s) loaded, scripts compiled, check hooks dry-run{}",
                if s.ok { "ok  " } else { "FAIL" },
                s.id,
                s.cards,
                if s.ok {
                    String::new()
                } else {
                    format!("; {problems} problem(s) above")
                }
            )?,
        }
    }
    writeln!(
        out,
        "validated: {scenarios} scenario file(s) parsed and checked; {} problem(s)",
        f.errors
    )
}

/// Prints one loading problem: a plain `error: file:line: ...` line, or, when `pretty`, a
/// coloured diagnostic showing the source line it points at.
fn report(
    root: &Path,
    out: &mut dyn Write,
    pretty: bool,
    e: &load::LoadError,
) -> std::io::Result<()> {
    use load::LoadError as E;
    let place = match e {
        E::Ron {
            file,
            line,
            col,
            message,
        } => Some((file, *line, *col, message.clone())),
        E::Invalid { file, line, what } => Some((file, *line, 1, what.clone())),
        E::DuplicateCard { file, line, .. } | E::MissingScript { file, line, .. } => {
            Some((file, *line, 1, e.to_string()))
        }
        E::Script(s) => s.line.map(|l| {
            (
                &s.file,
                l as usize,
                1,
                format!("card '{}': {}", s.card, s.message),
            )
        }),
        E::Io { .. } | E::Confined { .. } => None,
    };
    let rendered = place
        .filter(|_| pretty)
        .and_then(|(file, line, col, message)| {
            let path = if file.is_absolute() {
                file.clone()
            } else {
                root.join(file)
            };
            let text = load::read_capped(&path, load::FileKind::Ron, "a file").ok()?;
            let start: usize = text
                .split_inclusive('\n')
                .take(line.saturating_sub(1))
                .map(str::len)
                .sum();
            let line_len = text[start..].find('\n').unwrap_or(text.len() - start);
            // Column 1 means "this line": point at its first non-blank character.
            let indent = text[start..start + line_len].len()
                - text[start..start + line_len].trim_start().len();
            let at = start + if col <= 1 { indent } else { col - 1 }.min(line_len);
            let mut files = codespan_reporting::files::SimpleFiles::new();
            let id = files.add(file.display().to_string(), text.clone());
            let diagnostic = codespan_reporting::diagnostic::Diagnostic::error()
                .with_message(message)
                .with_labels(vec![codespan_reporting::diagnostic::Label::primary(
                    id,
                    at..(at + 1).min(start + line_len.max(1)),
                )]);
            let mut buf = codespan_reporting::term::termcolor::Ansi::new(Vec::new());
            codespan_reporting::term::emit(&mut buf, &Default::default(), &files, &diagnostic)
                .ok()?;
            String::from_utf8(buf.into_inner()).ok()
        });
    match rendered {
        Some(r) => write!(out, "{r}"),
        None => writeln!(out, "error: {e}"),
    }
}
