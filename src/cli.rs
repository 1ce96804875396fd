//! The commands behind the `cardsmith` binary. The binary parses arguments and calls
//! these; each returns the process exit code.

use crate::load;
use crate::scenario::{self, Report};
use crate::script::{Limits, LuaHost};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The bundled demo scenario, relative to the content root.
pub const DEMO_SCENARIO: &str = "data/scenarios/demo.ron";

/// The bundled demo of a ruleset: `data/scenarios/demo_<ruleset>.ron` (Grand Archive's
/// is `DEMO_SCENARIO`).
pub fn demo_scenario(root: &Path, ruleset: Option<&str>) -> std::path::PathBuf {
    match ruleset {
        None | Some("grand_archive") => root.join(DEMO_SCENARIO),
        Some(r) => root.join(format!("data/scenarios/demo_{r}.ron")),
    }
}

/// Plays a scenario and narrates it: each pipeline step, cost traces, the stack.
pub fn demo(
    root: &Path,
    scenario: Option<&Path>,
    ruleset: Option<&str>,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let file = scenario.map_or_else(|| demo_scenario(root, ruleset), Path::to_path_buf);
    if !file.exists() {
        writeln!(out, "error: no demo scenario at {}", file.display())?;
        return Ok(2);
    }
    let mut runner = scenario::Runner::new(root);
    let report = runner.run_file(&file);
    writeln!(out, "cardsmith demo: {} ({})", report.name, file.display())?;
    if let Ok(s) = scenario::Scenario::read(&file) {
        if !s.description.is_empty() {
            writeln!(out, "{}\n", s.description)?;
        }
    }
    for line in &report.narration {
        writeln!(out, "{line}")?;
    }
    if report.passed() {
        writeln!(out, "\nThe demo ran as its scenario expects.")?;
        Ok(0)
    } else {
        for f in &report.failures {
            writeln!(out, "FAILED: {f}")?;
        }
        Ok(1)
    }
}

/// Runs scenario files or folders; prints one line per scenario, failures with their
/// diffs, and a closing `N passed, M failed` line.
pub fn test(
    root: &Path,
    paths: &[PathBuf],
    verbose: bool,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let default = [root.join("data/scenarios")];
    let paths = if paths.is_empty() {
        &default[..]
    } else {
        paths
    };
    let mut reports: Vec<Report> = Vec::new();
    for p in paths {
        reports.extend(scenario::run_path(root, p));
    }
    let mut failed = 0;
    for r in &reports {
        if r.passed() {
            writeln!(out, "ok    {}  ({})", r.name, r.file.display())?;
        } else {
            failed += 1;
            writeln!(out, "FAIL  {}  ({})", r.name, r.file.display())?;
            for line in r.failures.iter().flat_map(|f| f.lines()) {
                writeln!(out, "      {line}")?;
            }
        }
        if verbose || !r.passed() {
            for line in r.narration.iter().flat_map(|l| l.lines()) {
                writeln!(out, "        | {line}")?;
            }
        }
    }
    writeln!(
        out,
        "\nscenarios: {} passed, {failed} failed",
        reports.len() - failed
    )?;
    Ok(if failed == 0 { 0 } else { 1 })
}

/// Loads every ruleset and its sets, compiles every script, and parses every scenario;
/// reports every problem at once.
pub fn validate(root: &Path, out: &mut dyn Write) -> std::io::Result<i32> {
    validate_styled(root, out, false)
}

/// [`validate`], with `pretty` errors: coloured, with the offending source line shown
/// (for a terminal).
pub fn validate_styled(root: &Path, out: &mut dyn Write, pretty: bool) -> std::io::Result<i32> {
    let mut problems = 0;
    let mut seen = std::collections::HashSet::new();
    let mut rulesets: Vec<PathBuf> = std::fs::read_dir(root.join("data/rulesets"))
        .map(|rd| {
            rd.flatten()
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "ron"))
                .collect()
        })
        .unwrap_or_default();
    rulesets.sort();
    if rulesets.is_empty() {
        writeln!(
            out,
            "error: no rulesets in {}",
            root.join("data/rulesets").display()
        )?;
        return Ok(1);
    }
    for file in rulesets {
        let id = file
            .file_stem()
            .map(|s| s.to_string_lossy().to_string())
            .unwrap_or_default();
        let before = problems;
        // A set file that does not parse is seen by every ruleset's load (its ruleset is
        // unknown): report each problem once.
        let mut fresh = |errs: &[load::LoadError]| -> Vec<load::LoadError> {
            errs.iter()
                .filter(|e| seen.insert(e.to_string()))
                .cloned()
                .collect()
        };
        let content = match load::load_partial_with(root, &id, &load::Mods::All) {
            Ok((content, errs)) => {
                let errs = fresh(&errs);
                problems += errs.len();
                for e in &errs {
                    report(root, out, pretty, e)?;
                }
                content
            }
            Err(errs) => {
                let errs = fresh(&errs.0);
                problems += errs.len();
                for e in &errs {
                    report(root, out, pretty, e)?;
                }
                continue;
            }
        };
        match LuaHost::new(content.db.clone(), &content.scripts, Limits::default()) {
            Err(errs) => {
                problems += errs.len();
                for e in errs {
                    report(root, out, pretty, &load::LoadError::Script(e))?;
                }
            }
            Ok(host) => {
                for (i, card) in content.db.cards.iter().enumerate() {
                    let hooks = host.hooks_of(crate::core::CardIdx(i as u32));
                    let cost_only = !card.additional_costs.is_empty()
                        || !card.optional_costs.is_empty()
                        || !card.alternative_costs.is_empty();
                    let by_rules = content.db.ruleset.gives_behaviour(card);
                    let idle = host.idle_abilities(crate::core::CardIdx(i as u32));
                    if !idle.is_empty() {
                        writeln!(
                            out,
                            "warning: {}: card '{}': {} can never apply: a {} resolves to '{}', which is not in play, and an ability works only in play unless it says where (`from = {{...}}` for a constant ability, `own = true` for a triggered one)",
                            content.db.sources[i].script_file.display(),
                            card.id,
                            idle.join(", "),
                            card.types.join(" "),
                            content.db.play_zone(crate::core::CardIdx(i as u32)),
                        )?;
                    }
                    if hooks.is_empty() && !card.text.is_empty() && !cost_only && !by_rules {
                        writeln!(
                            out,
                            "warning: {}: card '{}' has rules text but its script defines no hooks",
                            content.db.sources[i].script_file.display(),
                            card.id
                        )?;
                    }
                }
                problems += validate_decks(root, &content, out, pretty)?;
                let dry = crate::engine::dry_run_check_hooks(&content);
                problems += dry.len();
                for e in &dry {
                    writeln!(out, "error: check hook failed in a dry run: {e}")?;
                }
                // The partial load leaves out what failed: say so, not "ok".
                let status = if problems == before { "ok  " } else { "FAIL" };
                writeln!(
                    out,
                    "{status}  ruleset '{id}': {} card(s) loaded, scripts compiled, check hooks dry-run{}",
                    content.db.cards.len(),
                    if problems == before {
                        String::new()
                    } else {
                        format!("; {} problem(s) above", problems - before)
                    }
                )?;
            }
        }
    }
    let files = load::ron_files(&root.join("data/scenarios"));
    for f in &files {
        if let Err(e) = scenario::Scenario::read(f) {
            problems += 1;
            report(root, out, pretty, &e)?;
        }
    }
    writeln!(
        out,
        "validated: {} scenario file(s) parsed; {problems} problem(s)",
        files.len()
    )?;
    Ok(if problems == 0 { 0 } else { 1 })
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

/// Checks the ruleset's bundled decks (`data/decks/<ruleset>/`) against its deck
/// building rules; returns the number of problems reported.
fn validate_decks(
    root: &Path,
    content: &load::Content,
    out: &mut dyn Write,
    pretty: bool,
) -> std::io::Result<usize> {
    let mut problems = 0;
    for file in load::deck::bundled_decks(root, &content.db.ruleset.id) {
        if let Err(errs) = load::deck::load_deck(&content.db, &file) {
            problems += errs.len();
            for e in &errs {
                report(root, out, pretty, e)?;
            }
        }
    }
    Ok(problems)
}

/// What `cardsmith sim` was asked for besides the batch options.
#[derive(Clone, Debug, Default)]
pub struct SimRun {
    /// The ruleset; by default the first deck's, else Grand Archive.
    pub ruleset: Option<String>,
    /// Deck files; none: the ruleset's first two bundled decks.
    pub deck_files: Vec<PathBuf>,
    /// Random cards instead of decks.
    pub random_cards: bool,
    /// JSON lines instead of the text report.
    pub json: bool,
    pub plot: Option<PathBuf>,
}

/// Plays seeded games (`cardsmith sim`) between two decks and prints the report (or JSON
/// lines), throughput and peak memory; failures are saved as replays.
pub fn sim(
    root: &Path,
    run: &SimRun,
    mut opts: crate::sim::SimOptions,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let ruleset = run
        .ruleset
        .clone()
        .or_else(|| {
            run.deck_files
                .first()
                .and_then(|f| crate::sim::deck_ruleset(f))
        })
        .unwrap_or_else(|| "grand_archive".into());
    let content = match load::load(root, &ruleset) {
        Ok(c) => c,
        Err(e) => {
            writeln!(out, "{e}")?;
            return Ok(1);
        }
    };
    let files = match (run.deck_files.is_empty(), run.random_cards) {
        (true, false) => load::deck::bundled_decks(root, &ruleset)
            .into_iter()
            .take(2)
            .collect(),
        _ => run.deck_files.clone(),
    };
    opts.decks = match crate::sim::read_decks(&content, &files) {
        Ok(d) => d,
        Err(e) => {
            writeln!(out, "{e}")?;
            return Ok(2);
        }
    };
    let r = crate::sim::run(&content, &opts);
    let summary = crate::sim::Summary::of(&r.records);
    if run.json {
        crate::sim::write_json_lines(&r.records, &summary, out)?;
    } else {
        crate::sim::write_text(&r, &summary, &ruleset, &opts, out)?;
    }
    if let Some(p) = &run.plot {
        if let Err(e) = crate::sim::plot(&summary, &ruleset, p) {
            writeln!(out, "error: the plot: {e}")?;
            return Ok(1);
        }
    }
    Ok(if summary.failed.is_empty() { 0 } else { 1 })
}

/// Merges shards' JSON lines (`cardsmith sim merge`) into the report one run of the same
/// seeds gives.
pub fn sim_merge(
    files: &[PathBuf],
    json: bool,
    plot: Option<&Path>,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let records = match crate::sim::read_json_lines(files) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "error: {e}")?;
            return Ok(2);
        }
    };
    let summary = crate::sim::Summary::of(&records);
    if json {
        crate::sim::write_json_lines(&records, &summary, out)?;
    } else {
        summary.write_text(out)?;
    }
    if let Some(p) = plot {
        if let Err(e) = crate::sim::plot(&summary, "merged shards", p) {
            writeln!(out, "error: the plot: {e}")?;
            return Ok(1);
        }
    }
    Ok(if summary.failed.is_empty() { 0 } else { 1 })
}

/// Plays a saved replay again (`cardsmith replay`) and reports whether its failure
/// reproduces.
pub fn replay(root: &Path, file: &Path, out: &mut dyn Write) -> std::io::Result<i32> {
    let r = match crate::sim::read_replay(file) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "error: {e}")?;
            return Ok(2);
        }
    };
    let content = match load::load(root, &r.ruleset) {
        Ok(c) => c,
        Err(e) => {
            writeln!(out, "{e}")?;
            return Ok(2);
        }
    };
    writeln!(
        out,
        "replaying {} step(s); recorded failure: {}",
        r.steps.len(),
        r.failure
    )?;
    match crate::sim::replay(&content, &r) {
        Err(e) => {
            writeln!(out, "reproduced: {e}")?;
            Ok(1)
        }
        Ok(()) => {
            writeln!(out, "the replay ran cleanly: the failure no longer happens")?;
            Ok(0)
        }
    }
}

/// Scaffolds a card (`cardsmith new card <set> <name>`): appends a data entry to
/// `data/sets/<set>.ron` (creating the set for the named ruleset if needed) and writes a
/// commented script. Refuses to overwrite anything.
/// A new card's data entry, valid for `rules`.
fn scaffold_entry(rules: &crate::core::Ruleset, set_file: &Path, id: &str, name: &str) -> String {
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
    let body: String = lines
        .iter()
        .map(|l| format!("            {l},\n"))
        .collect();
    format!("        (\n{body}        ),\n")
}

pub fn new_card(
    root: &Path,
    set: &str,
    name: &str,
    ruleset: &str,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let id: String = name
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect::<String>()
        .split('_')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("_");
    if id.is_empty() || !set.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        writeln!(
            out,
            "error: give a set id of letters, digits and _ and a card name with letters in it"
        )?;
        return Ok(2);
    }
    let set_file = root.join("data/sets").join(format!("{set}.ron"));
    let script = root
        .join("scripts/cards")
        .join(set)
        .join(format!("{id}.lua"));
    if script.exists() {
        writeln!(out, "error: {} already exists", script.display())?;
        return Ok(1);
    }
    // The entry fits the set's ruleset: a cost only where the game has costs, an element
    // only where it has elements, the attribute its turns ask to declare (a house).
    let ruleset = load::read_ron::<load::SetFile>(&set_file)
        .map(|s| s.ruleset)
        .unwrap_or_else(|_| ruleset.to_string());
    let rel = Path::new("data/rulesets").join(format!("{ruleset}.ron"));
    let rules = match load::check_id(&ruleset, "ruleset").and_then(|()| {
        load::confined_read(root, &rel, load::FileKind::Ron, "the set's ruleset")
            .and_then(|text| load::parse_ron::<crate::core::Ruleset>(&root.join(&rel), &text))
            .map_err(|e| e.to_string())
    }) {
        Ok(r) => r,
        Err(e) => {
            writeln!(out, "error: the set's ruleset '{ruleset}': {e}")?;
            return Ok(2);
        }
    };
    let entry = scaffold_entry(&rules, &set_file, &id, name);
    let text = match load::read_capped(&set_file, load::FileKind::Ron, "a set") {
        Ok(t) => {
            if t.contains(&format!("id: \"{id}\"")) {
                writeln!(out, "error: {} already has a card '{id}'", set_file.display())?;
                return Ok(1);
            }
            // Insert before the closing `]` of the cards list.
            let Some(end) = t.rfind(']') else {
                writeln!(out, "error: {} has no cards list to add to", set_file.display())?;
                return Ok(1);
            };
            format!("{}{entry}{}", &t[..end], &t[end..])
        }
        Err(_) => format!(
            "// Cards of the set '{set}'. Each card's behaviour is scripts/cards/{set}/<id>.lua.\n(\n    id: \"{set}\",\n    name: \"{set}\",\n    ruleset: \"{ruleset}\",\n    cards: [\n{entry}    ],\n)\n"
        ),
    };
    std::fs::create_dir_all(set_file.parent().unwrap_or(root))?;
    std::fs::create_dir_all(script.parent().unwrap_or(root))?;
    std::fs::write(&set_file, text)?;
    std::fs::write(
        &script,
        format!(
            "-- {name}: Draw a card.\n-- Hooks (all optional): modes, targets, legal, resolve, statics.\n-- See docs/authoring.md; editors read the API types from src/script/cardsmith.d.luau.\nreturn {{\n\t-- Step 1.5: what this card targets.\n\t-- targets = function(ctx)\n\t--\treturn {{ {{ label = \"ally\", type = \"ally\", count = 1 }} }}\n\t-- end,\n\n\t-- Resolution, in the order the text is written.\n\tresolve = function(ctx)\n\t\tctx:draw(1)\n\tend,\n}}\n"
        ),
    )?;
    writeln!(out, "added card '{id}' to {}", set_file.display())?;
    writeln!(out, "wrote {}", script.display())?;
    writeln!(
        out,
        "next: edit both, then `cardsmith validate` and write a scenario (docs/scenarios.md)"
    )?;
    Ok(0)
}

/// Plays a scenario up to a step and explains the game there (`cardsmith explain`): the
/// effects stack with each entry's cost calculation, modes, targets and X, and the
/// pending decision.
pub fn explain(
    root: &Path,
    file: &Path,
    step: Option<usize>,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let s: scenario::Scenario = match scenario::Scenario::read(file) {
        Ok(s) => s,
        Err(e) => {
            writeln!(out, "error: {e}")?;
            return Ok(2);
        }
    };
    let mods = if s.mods.is_empty() {
        load::Mods::None
    } else {
        load::Mods::Only(s.mods.clone())
    };
    let content = match load::load_with(root, &s.ruleset, &mods) {
        Ok(c) => c,
        Err(e) => {
            writeln!(out, "{e}")?;
            return Ok(2);
        }
    };
    let upto = step.unwrap_or(s.steps.len()).min(s.steps.len());
    let mut cut = s.clone();
    // The log as it stood before the step: what the step itself did comes after it.
    cut.steps.truncate(upto.saturating_sub(1));
    let step_start = scenario::run_scenario_engine(&content, &cut, &mut Report::default())
        .map_or(0, |e| e.state().log.len());
    cut.steps = s.steps[..upto].to_vec();
    let mut report = Report::default();
    let engine = scenario::run_scenario_engine(&content, &cut, &mut report);
    writeln!(out, "{} — after step {upto} of {}", s.name, s.steps.len())?;
    for f in &report.failures {
        writeln!(out, "  (the scenario fails here: {f})")?;
    }
    let Some(engine) = engine else { return Ok(1) };
    let db = engine.db();
    let st = engine.state();
    let phase = crate::core::turn::current(db, st).map_or("-".to_string(), |p| p.id.clone());
    writeln!(
        out,
        "turn {} ({}'s), phase {phase}; opportunity: {}",
        st.turn,
        st.turn_player,
        st.opportunity
            .map_or("nobody".to_string(), |p| p.to_string())
    )?;
    if st.stack.is_empty() {
        writeln!(out, "the effects stack is empty")?;
    }
    for (i, e) in st.stack.entries().iter().enumerate().rev() {
        let name = st
            .object(e.object)
            .map_or(String::new(), |o| db.card(o.card).name.clone());
        writeln!(
            out,
            "stack[{i}] {name} {} ({:?} by {}{})",
            e.object,
            e.kind,
            e.controller,
            if e.copy { ", a copy" } else { "" }
        )?;
        if e.x != 0
            || db
                .card(
                    st.object(e.object)
                        .map_or(crate::core::CardIdx(0), |o| o.card),
                )
                .cost
                .as_ref()
                .is_some_and(|c| c.x)
        {
            writeln!(out, "  X = {}", e.x)?;
        }
        if !e.modes.is_empty() {
            writeln!(out, "  modes: {}", e.modes.join(", "))?;
        }
        for g in &e.targets {
            let ts: Vec<String> = g
                .chosen
                .iter()
                .map(|t| match t {
                    crate::core::Target::Object { id, .. } => st
                        .object(*id)
                        .map_or(id.to_string(), |o| format!("{} {id}", db.card(o.card).name)),
                    crate::core::Target::Player(p) => p.to_string(),
                    crate::core::Target::Square(sq) => format!("square {sq}"),
                })
                .collect();
            writeln!(out, "  targets ({}): {}", g.label, ts.join(", "))?;
        }
        if let Some(t) = &e.cost {
            for line in t.to_string().lines() {
                writeln!(out, "  {line}")?;
            }
        }
        if let Some(t) = &e.resistance {
            for line in t.to_string().lines() {
                writeln!(out, "  {line}")?;
            }
        }
    }
    let events: Vec<crate::core::Event> = st.log.since(step_start).cloned().collect();
    explain_step(db, st, &events, upto, out)?;
    if let Some(d) = engine.pending() {
        writeln!(out, "waiting on: {d}")?;
    }
    Ok(0)
}

/// What step `n` itself did that a stack entry no longer shows (abilities that resolved
/// at once): its activation checks with their resistance traces, and the replacement
/// effects that applied, in the order they applied.
fn explain_step(
    db: &crate::core::CardDb,
    st: &crate::core::GameState,
    events: &[crate::core::Event],
    n: usize,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let mut replaced = Vec::new();
    for ev in events {
        match ev {
            crate::core::Event::Checked { object, trace } => {
                let name = st
                    .object(*object)
                    .map_or(String::new(), |o| db.card(o.card).name.clone());
                writeln!(out, "step {n}: activation check of {name} {object}")?;
                for line in trace.to_string().lines() {
                    writeln!(out, "  {line}")?;
                }
            }
            crate::core::Event::Replaced { label, .. } => replaced.push(label.clone()),
            _ => {}
        }
    }
    if !replaced.is_empty() {
        writeln!(
            out,
            "step {n}: replacement effects applied, in the order they applied:"
        )?;
        for (i, label) in replaced.iter().enumerate() {
            writeln!(out, "  {}. {label}", i + 1)?;
        }
    }
    Ok(())
}

/// The API reference (`cardsmith api`): the Luau type definitions every script sees, as
/// markdown. `docs/api.md` is its output; a test keeps the two equal.
/// `cardsmith cards`: the card catalogue (docs/cards.md is its output).
pub fn cards(root: &Path, out: &mut dyn Write) -> std::io::Result<i32> {
    match crate::catalog::markdown(root) {
        Ok(md) => {
            write!(out, "{md}")?;
            Ok(0)
        }
        Err(e) => {
            writeln!(
                out,
                "error: {e}
(run `cardsmith validate` for every problem)"
            )?;
            Ok(1)
        }
    }
}

pub fn api(out: &mut dyn Write) -> std::io::Result<i32> {
    writeln!(out, "# The card-script API\n")?;
    writeln!(
        out,
        "Generated by `cardsmith api` from `src/script/cardsmith.d.luau`, the type definitions\neditors load (luau-lsp). Tests check that every name registered in\n`src/script/api/` is declared here and that every name here exists. How to use it:\n`authoring.md`.\n"
    )?;
    writeln!(out, "```luau\n{}```", crate::script::API_STUB)?;
    Ok(0)
}
