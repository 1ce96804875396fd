//! The commands behind the `cardsmith` binary. The binary parses arguments and calls
//! these; each returns the process exit code.

use crate::load;
use crate::scenario::{self, Report};
use std::io::Write;
use std::path::{Path, PathBuf};

mod new;
mod validate;
pub use new::new_card;
pub use validate::{validate, validate_as, validate_styled, Format};

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

/// Plays a scenario and narrates it: each pipeline step, the answers given, cost traces;
/// with `verbose`, also the scenario's steps and the stack after each.
pub fn demo(
    root: &Path,
    scenario: Option<&Path>,
    ruleset: Option<&str>,
    verbose: bool,
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
    for line in report.narration.iter().filter(|l| verbose || !l.plumbing) {
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
    test_as(root, paths, verbose, false, out)
}

/// [`test`]; with `json`, one JSON document instead (for editors and CI): each
/// scenario's name, file, outcome and failures, and with `verbose` its narration.
pub fn test_as(
    root: &Path,
    paths: &[PathBuf],
    verbose: bool,
    json: bool,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let default = [root.join("data/scenarios")];
    let paths = if paths.is_empty() {
        &default[..]
    } else {
        paths
    };
    let mut runner = scenario::Runner::new(root);
    if !json {
        // Each line as its scenario finishes: a long run shows its progress.
        let (mut passed, mut failed) = (0usize, 0usize);
        let mut written = Ok(());
        for p in paths {
            runner.run_each(p, |r| {
                if r.passed() {
                    passed += 1;
                } else {
                    failed += 1;
                }
                if written.is_ok() {
                    written = write_report(&r, verbose, out).and_then(|()| out.flush());
                }
            });
        }
        written?;
        writeln!(out, "\nscenarios: {passed} passed, {failed} failed")?;
        return Ok(if failed == 0 { 0 } else { 1 });
    }
    let mut reports: Vec<Report> = Vec::new();
    for p in paths {
        runner.run_each(p, |r| reports.push(r));
    }
    let failed = reports.iter().filter(|r| !r.passed()).count();
    let scenarios: Vec<serde_json::Value> = reports
        .iter()
        .map(|r| {
            let mut v = serde_json::json!({
                "name": r.name,
                "file": r.file.strip_prefix(root).unwrap_or(&r.file),
                "passed": r.passed(),
                "failures": r.failures,
            });
            if verbose {
                v["narration"] = r.narration.iter().map(|l| l.text.clone()).collect();
            }
            v
        })
        .collect();
    let doc = serde_json::json!({
        "ok": failed == 0,
        "passed": reports.len() - failed,
        "failed": failed,
        "scenarios": scenarios,
    });
    writeln!(out, "{doc:#}")?;
    Ok(if failed == 0 { 0 } else { 1 })
}

/// One scenario's lines: `ok` or `FAIL` with its failures, and its narration when it
/// failed or `verbose` asks (plumbing lines only then).
fn write_report(r: &Report, verbose: bool, out: &mut dyn Write) -> std::io::Result<()> {
    if r.passed() {
        writeln!(out, "ok    {}  ({})", r.name, r.file.display())?;
    } else {
        writeln!(out, "FAIL  {}  ({})", r.name, r.file.display())?;
        for line in r.failures.iter().flat_map(|f| f.lines()) {
            writeln!(out, "      {line}")?;
        }
    }
    if verbose || !r.passed() {
        let shown = r.narration.iter().filter(|l| verbose || !l.plumbing);
        for line in shown.flat_map(|l| l.lines()) {
            writeln!(out, "        | {line}")?;
        }
    }
    Ok(())
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
