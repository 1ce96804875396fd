//! The commands behind the `cardsmith` binary. The binary parses arguments and calls
//! these; each returns the process exit code.

use crate::load;
use crate::scenario::{self, Report};
use crate::script::{Limits, LuaHost};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The bundled demo scenario, relative to the content root.
pub const DEMO_SCENARIO: &str = "data/scenarios/demo.ron";

/// Plays a scenario and narrates it: each pipeline step, cost traces, the stack.
pub fn demo(root: &Path, scenario: Option<&Path>, out: &mut dyn Write) -> std::io::Result<i32> {
    let file = scenario.map_or_else(|| root.join(DEMO_SCENARIO), Path::to_path_buf);
    let mut runner = scenario::Runner::new(root);
    let report = runner.run_file(&file);
    writeln!(out, "cardsmith demo: {} ({})", report.name, file.display())?;
    if let Ok(s) = load::read_ron::<scenario::Scenario>(&file) {
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
    let mut problems = 0;
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
        let content = match load::load_partial(root, &id) {
            Ok((content, errs)) => {
                problems += errs.len();
                for e in errs {
                    writeln!(out, "error: {e}")?;
                }
                content
            }
            Err(errs) => {
                problems += errs.0.len();
                writeln!(out, "{errs}")?;
                continue;
            }
        };
        match LuaHost::new(content.db.clone(), &content.scripts, Limits::default()) {
            Err(errs) => {
                problems += errs.len();
                for e in errs {
                    writeln!(out, "error: {e}")?;
                }
            }
            Ok(host) => {
                for (i, card) in content.db.cards.iter().enumerate() {
                    let hooks = host.hooks_of(crate::core::CardIdx(i as u32));
                    let cost_only = !card.additional_costs.is_empty()
                        || !card.optional_costs.is_empty()
                        || !card.alternative_costs.is_empty();
                    if hooks.is_empty() && !card.text.is_empty() && !cost_only {
                        writeln!(
                            out,
                            "warning: {}: card '{}' has rules text but its script defines no hooks",
                            content.db.sources[i].script_file.display(),
                            card.id
                        )?;
                    }
                }
                writeln!(
                    out,
                    "ok    ruleset '{id}': {} card(s), scripts compiled",
                    content.db.cards.len()
                )?;
            }
        }
    }
    let mut files = Vec::new();
    collect_ron(&root.join("data/scenarios"), &mut files);
    for f in &files {
        if let Err(e) = load::read_ron::<scenario::Scenario>(f) {
            problems += 1;
            writeln!(out, "error: {e}")?;
        }
    }
    writeln!(
        out,
        "validated: {} scenario file(s) parsed; {problems} problem(s)",
        files.len()
    )?;
    Ok(if problems == 0 { 0 } else { 1 })
}

fn collect_ron(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for e in rd.flatten() {
        let p = e.path();
        if p.is_dir() {
            collect_ron(&p, out);
        } else if p.extension().is_some_and(|x| x == "ron") {
            out.push(p);
        }
    }
    out.sort();
}

/// Plays seeded random games (`cardsmith sim`) and prints games/s, actions/s, script
/// calls/s and peak memory; failures are saved as replays.
pub fn sim(
    root: &Path,
    ruleset: &str,
    opts: &crate::sim::SimOptions,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let content = match load::load(root, ruleset) {
        Ok(c) => c,
        Err(e) => {
            writeln!(out, "{e}")?;
            return Ok(1);
        }
    };
    let r = crate::sim::run(&content, opts);
    let secs = r.elapsed.as_secs_f64().max(1e-9);
    writeln!(
        out,
        "{} game(s) of {ruleset} (shard {}/{}, seeds from {}) in {:.2}s on {} thread(s)",
        r.games,
        opts.shard.0,
        opts.shard.1,
        opts.seed,
        secs,
        rayon::current_num_threads()
    )?;
    writeln!(
        out,
        "  {:.1} games/s, {:.0} actions/s, {:.0} script calls/s, peak memory {}",
        r.games as f64 / secs,
        r.actions as f64 / secs,
        r.script_calls as f64 / secs,
        r.peak_memory_kib.map_or("unknown".into(), |k| format!(
            "{:.1} MiB",
            k as f64 / 1024.0
        ))
    )?;
    for f in &r.failures {
        writeln!(out, "  FAILED: replay saved to {}", f.display())?;
    }
    writeln!(
        out,
        "games: {} passed, {} failed",
        r.games - r.failures.len() as u64,
        r.failures.len()
    )?;
    Ok(if r.failures.is_empty() { 0 } else { 1 })
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
