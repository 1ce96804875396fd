//! The scenario harness: runs a scenario step by step and collects readable failures.

use super::narrate::{describe_answer, narrate_since};
use super::{AnswerSpec, Expect, Outcome, Scenario, Step};
use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::game::{Action, ActionError, Progress};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::ZoneRef;
use crate::core::CostTrace;
use crate::engine::{Engine, SetupError};
use crate::load::{self, Content};
use crate::script::{Limits, LuaHost};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

mod expect;
mod play;

/// One line of a scenario's narration. `plumbing` lines (each step as written, the stack
/// after it) help whoever debugs the scenario and are shown only on request (`-v`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Line {
    pub text: String,
    pub plumbing: bool,
}

impl std::fmt::Display for Line {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

impl std::ops::Deref for Line {
    type Target = str;
    fn deref(&self) -> &str {
        &self.text
    }
}

/// The result of one scenario.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub name: String,
    pub file: PathBuf,
    pub failures: Vec<String>,
    /// What happened, step by step (events, answers, cost traces).
    pub narration: Vec<Line>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Content loaded once per ruleset and mod selection, with one script host built for
/// it and shared by every scenario on it (compiling every card's script is most of a
/// short scenario's cost).
type Loaded = Result<(Content, Rc<LuaHost>), String>;

/// Runs scenarios, loading each ruleset's content and compiling its scripts once.
pub struct Runner {
    root: PathBuf,
    content: HashMap<String, Loaded>,
}

impl Runner {
    pub fn new(root: &Path) -> Self {
        Runner {
            root: root.to_path_buf(),
            content: HashMap::new(),
        }
    }

    fn content(
        &mut self,
        ruleset: &str,
        mods: &[String],
    ) -> Result<&(Content, Rc<LuaHost>), String> {
        let root = self.root.clone();
        let key = format!("{ruleset}+{}", mods.join(","));
        let selection = if mods.is_empty() {
            load::Mods::None
        } else {
            load::Mods::Only(mods.to_vec())
        };
        self.content
            .entry(key)
            .or_insert_with(|| {
                let content =
                    load::load_with(&root, ruleset, &selection).map_err(|e| e.to_string())?;
                let host = LuaHost::new(content.db.clone(), &content.scripts, Limits::default())
                    .map_err(|e| format!("setup: {}", SetupError::Scripts(e)))?;
                Ok((content, Rc::new(host)))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Runs one scenario file.
    pub fn run_file(&mut self, file: &Path) -> Report {
        let mut report = Report {
            name: file.display().to_string(),
            file: file.to_path_buf(),
            ..Default::default()
        };
        let scenario: Scenario = match Scenario::read(file) {
            Ok(s) => s,
            Err(e) => {
                report.failures.push(e.to_string());
                return report;
            }
        };
        report.name = scenario.name.clone();
        match self.content(&scenario.ruleset, &scenario.mods) {
            Ok((content, host)) => {
                let (content, host) = (content.clone(), host.clone());
                run_on_host(&content, host, &scenario, &mut report);
            }
            Err(e) => report.failures.push(e),
        }
        report
    }
}

/// Runs every scenario under `path` against the content at `root`.
pub fn run_path(root: &Path, path: &Path) -> Vec<Report> {
    let mut reports = Vec::new();
    Runner::new(root).run_each(path, |r| reports.push(r));
    reports
}

impl Runner {
    /// Runs every scenario under `path`, handing each report to `done` as soon as its
    /// scenario has run (a long run shows its progress).
    pub fn run_each(&mut self, path: &Path, mut done: impl FnMut(Report)) {
        let files = load::ron_files(path);
        if files.is_empty() {
            done(Report {
                name: path.display().to_string(),
                file: path.to_path_buf(),
                failures: vec![format!(
                    "no scenario files (*.ron) found at {}",
                    path.display()
                )],
                narration: Vec::new(),
            });
        }
        for f in &files {
            done(self.run_file(f));
        }
    }
}

struct Run<'a> {
    engine: Engine,
    report: &'a mut Report,
    /// Log position of the previous `Expect`.
    mark: usize,
    /// Log position already narrated.
    narrated: usize,
    last_cost: Option<CostTrace>,
}

/// Runs a parsed scenario, appending failures and narration to `report`.
pub fn run_scenario(content: &Content, scenario: &Scenario, report: &mut Report) {
    run_scenario_engine(content, scenario, report);
}

/// Like [`run_scenario`], and hands back the game as the scenario left it.
pub fn run_scenario_engine(
    content: &Content,
    scenario: &Scenario,
    report: &mut Report,
) -> Option<Engine> {
    let engine = Engine::new(content, &scenario.setup());
    run_engine(engine, scenario, report)
}

/// [`run_scenario`] on a script host already built for `content`.
pub fn run_on_host(
    content: &Content,
    host: Rc<LuaHost>,
    scenario: &Scenario,
    report: &mut Report,
) -> Option<Engine> {
    run_engine(
        Engine::on_host(content, &scenario.setup(), host),
        scenario,
        report,
    )
}

fn run_engine(
    engine: Result<Engine, SetupError>,
    scenario: &Scenario,
    report: &mut Report,
) -> Option<Engine> {
    let engine = match engine {
        Ok(e) => e,
        Err(e) => {
            report.failures.push(format!("setup: {e}"));
            return None;
        }
    };
    let mut run = Run {
        engine,
        report,
        mark: 0,
        narrated: 0,
        last_cost: None,
    };
    for (i, step) in scenario.steps.iter().enumerate() {
        let before = run.report.failures.len();
        run.plumbing(format!("-- step {}: {}", i + 1, step_name(step)));
        run.step(step);
        run.narrate();
        run.narrate_stack();
        if run.report.failures.len() > before {
            let n = i + 1;
            for f in &mut run.report.failures[before..] {
                *f = format!("step {n} ({}): {f}", step_name(step));
            }
            // Later steps would only report knock-on failures.
            break;
        }
    }
    Some(run.engine)
}

fn cardsmith_phase(e: &Engine) -> Option<String> {
    crate::core::turn::current(e.db(), e.state()).map(|p| p.id.clone())
}

fn step_name(step: &Step) -> String {
    match step {
        Step::Activate { player, card, .. } => format!("Activate {card} by P{player}"),
        Step::Materialize { player, card, .. } => format!("Materialize {card} by P{player}"),
        Step::PassUntil(p, _) => format!("PassUntil {p}"),
        Step::Pass(p) => format!("Pass P{p}"),
        Step::Use {
            player,
            card,
            ability,
            ..
        } => format!("Use {card} to {ability} by P{player}"),
        Step::Declare { player, value, .. } => format!("Declare {value} by P{player}"),
        Step::Take { player, action, .. } => format!("Take {action} by P{player}"),
        Step::Resolve => "Resolve".into(),
        Step::Answer(a) => format!("Answer {a:?}"),
        Step::Reject { answer, .. } => format!("Reject {answer:?}"),
        Step::Expect(_) => "Expect".into(),
    }
}

impl Run<'_> {
    fn fail(&mut self, msg: impl Into<String>) {
        self.report.failures.push(msg.into());
    }

    /// A line of narration for everyone.
    fn say(&mut self, text: impl Into<String>) {
        self.report.narration.push(Line {
            text: text.into(),
            plumbing: false,
        });
    }

    /// A line of narration for whoever debugs the scenario.
    fn plumbing(&mut self, text: impl Into<String>) {
        self.report.narration.push(Line {
            text: text.into(),
            plumbing: true,
        });
    }

    fn narrate(&mut self) {
        let logged = self.engine.take_script_log();
        let st = self.engine.state();
        let lines = narrate_since(self.engine.db(), st, self.narrated, logged, true);
        self.narrated = st.log.len();
        for l in lines {
            self.say(l);
        }
    }

    /// Answers the pending decision `d`, narrating what came before and the answer.
    fn answer(&mut self, d: &Decision, a: Answer) -> Result<Progress, ActionError> {
        self.narrate();
        let line = describe_answer(self.engine.db(), self.engine.state(), d, &a);
        self.say(line);
        self.engine.answer(a)
    }

    fn narrate_stack(&mut self) {
        let st = self.engine.state();
        let ids: Vec<ObjectId> = st.stack.entries().iter().map(|e| e.object).collect();
        let names = self.card_ids(&ids);
        let line = format!(
            "   stack (bottom first): {:?}; opportunity: {}; pending: {}",
            names,
            st.opportunity
                .map_or("nobody".to_string(), |p| p.to_string()),
            self.engine
                .pending()
                .map_or("nothing".to_string(), |d| d.to_string())
        );
        self.plumbing(line);
    }

    /// The player in 1-based seat `p`, if the game has that seat.
    fn seat(&self, p: u8) -> Option<PlayerId> {
        PlayerId::from_seat(p).filter(|id| self.engine.state().player(*id).is_some())
    }

    /// A label, or a card id naming exactly one object (preferring `owner`'s objects in
    /// the zones cards are played from).
    fn object(&self, reference: &str, owner: Option<PlayerId>) -> Result<ObjectId, String> {
        if let Some(id) = self.engine.labels().get(reference) {
            return Ok(*id);
        }
        let db = self.engine.db();
        let st = self.engine.state();
        let Some(card) = db.lookup(reference) else {
            return Err(format!("'{reference}' is neither a label nor a card id"));
        };
        let mut found: Vec<ObjectId> = st
            .objects()
            .iter()
            .filter(|o| o.card == card && owner.is_none_or(|p| o.controller == p))
            .map(|o| o.id)
            .collect();
        if owner.is_some() && found.len() > 1 {
            let playable: Vec<ObjectId> = found
                .iter()
                .copied()
                .filter(|id| {
                    matches!(st.object(*id).map(|o| o.zone), Some(ZoneRef::Player(_, z))
                        if db.ruleset.activate_from.iter().any(|n| n == db.zone_name(z)))
                })
                .collect();
            if !playable.is_empty() {
                found = playable;
            }
        }
        match found.as_slice() {
            [one] => Ok(*one),
            [] => Err(format!("no object of card '{reference}'")),
            [first, ..] if owner.is_some() => Ok(*first),
            _ => Err(format!(
                "'{reference}' names {} objects; give one a label with \"{reference}@name\"",
                found.len()
            )),
        }
    }

    fn step(&mut self, step: &Step) {
        match step {
            Step::Activate {
                player,
                card,
                ability,
                answers,
                expect,
            } => {
                let kind = ability.as_ref().map_or(Kind::Activate, Kind::Ability);
                self.play(*player, card, answers, expect, kind)
            }
            Step::Materialize {
                player,
                card,
                answers,
                expect,
            } => self.play(*player, card, answers, expect, Kind::Materialize),
            Step::Use {
                player,
                card,
                ability,
                answers,
                expect,
            } => self.play(*player, card, answers, expect, Kind::Use(ability)),
            Step::Declare {
                player,
                value,
                refused,
            } => {
                let Some(player) = self.seat(*player) else {
                    return self.fail(format!("no seat {player}"));
                };
                let value = value.clone();
                match (
                    self.engine.submit(Action::Declare { player, value }),
                    refused,
                ) {
                    (Err(e), None) => self.fail(format!("declaration refused: {e}")),
                    (Err(e), Some(r)) if !e.to_string().contains(r.as_str()) => {
                        self.fail(format!("declaration refused with '{e}', expected '{r}'"))
                    }
                    (Ok(_), Some(r)) => {
                        self.fail(format!("declaration accepted, expected a refusal ('{r}')"))
                    }
                    _ => {}
                }
                self.narrate();
            }
            Step::Take {
                player,
                action,
                card,
                refused,
            } => self.take(*player, action, card.as_deref(), refused.as_deref()),
            Step::PassUntil(phase, answers) => {
                let db = self.engine.db().clone();
                let Some(t) = &db.ruleset.turn else {
                    return self.fail("this ruleset has no turn structure");
                };
                if !t.phases.iter().any(|p| p.id == *phase) {
                    return self.fail(format!("no phase named '{phase}'"));
                }
                // Leave the current phase first, then stop on arrival.
                let limit = 4 * t.phases.len() * self.engine.state().player_count() + 8;
                let start = (self.engine.state().turn, self.engine.state().phase);
                let mut queue = answers.iter();
                for _ in 0..limit {
                    let st = self.engine.state();
                    let left = (st.turn, st.phase) != start;
                    if left && cardsmith_phase(&self.engine).as_deref() == Some(phase.as_str()) {
                        let unused = queue.count();
                        if unused > 0 {
                            self.fail(format!(
                                "{unused} answer(s) left over: no question came up for them"
                            ));
                        }
                        return;
                    }
                    if self.engine.state().turn > start.0 + 2 {
                        break;
                    }
                    let Some(player) = self.engine.state().opportunity else {
                        return self.fail("nobody has opportunity");
                    };
                    let mut result = self.engine.submit(Action::Pass { player });
                    while let Ok(Progress::Decide(d)) = &result {
                        let d = d.clone();
                        let Some(spec) = queue.next() else {
                            return self.fail(format!("a question came up while passing: {d}"));
                        };
                        let answer = match self.convert(spec, &d) {
                            Ok(a) => a,
                            Err(e) => return self.fail(e),
                        };
                        result = self.answer(&d, answer);
                    }
                    if let Err(e) = result {
                        return self.fail(format!("pass refused: {e}"));
                    }
                }
                self.fail(format!("did not reach the {phase} phase"));
            }
            Step::Pass(p) => {
                let Some(player) = self.seat(*p) else {
                    return self.fail(format!("no seat {p}"));
                };
                if let Err(e) = self.engine.submit(Action::Pass { player }) {
                    self.fail(format!("pass refused: {e}"));
                }
            }
            Step::Resolve => {
                let n = self.engine.state().player_count();
                for _ in 0..n {
                    let Some(player) = self.engine.state().opportunity else {
                        return self.fail("nobody has opportunity");
                    };
                    match self.engine.submit(Action::Pass { player }) {
                        Ok(Progress::Decide(_)) => return,
                        Ok(Progress::Ready) => {}
                        Err(e) => return self.fail(format!("pass refused: {e}")),
                    }
                }
            }
            Step::Answer(spec) => {
                let Some(d) = self.engine.pending().cloned() else {
                    return self.fail("no decision is pending");
                };
                match self.convert(spec, &d) {
                    Ok(a) => match self.answer(&d, a) {
                        // An activation completed by this answer: keep its cost for `cost`.
                        Ok(Progress::Ready) if d.choice != Choice::Script => {
                            self.last_cost =
                                self.engine.state().stack.top().and_then(|e| e.cost.clone());
                        }
                        Ok(_) => {}
                        Err(e) => self.fail(format!("answer refused: {e}")),
                    },
                    Err(e) => self.fail(e),
                }
            }
            Step::Reject { answer, reason } => {
                let Some(d) = self.engine.pending().cloned() else {
                    return self.fail("no decision is pending");
                };
                let hash = self.engine.state().state_hash();
                let a = match self.convert(answer, &d) {
                    Ok(a) => a,
                    Err(e) => return self.fail(e),
                };
                match self.engine.answer(a) {
                    Ok(_) => {
                        self.fail("the answer was accepted, but the scenario expects it refused")
                    }
                    Err(e) => {
                        let msg = e.to_string();
                        if !msg.contains(reason.as_str()) {
                            self.fail(format!(
                                "refused with \"{msg}\", expected a reason containing \"{reason}\""
                            ));
                        }
                        if self.engine.state().state_hash() != hash {
                            self.fail("the refused answer changed the game state");
                        }
                        if self.engine.pending() != Some(&d) {
                            self.fail("the refused answer did not leave the same decision pending");
                        }
                    }
                }
            }
            Step::Expect(e) => {
                self.expect(e);
                self.mark = self.engine.state().log.len();
            }
        }
    }
}

/// What a scenario step plays.
enum Kind<'a> {
    Activate,
    Materialize,
    Use(&'a String),
    Ability(&'a String),
}
