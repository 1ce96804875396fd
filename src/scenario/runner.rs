//! The scenario harness: runs a scenario step by step and collects readable failures.

use super::narrate::describe_event;
use super::{AnswerSpec, Expect, Outcome, Scenario, Step};
use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::game::{Action, ActionError, Progress};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::ZoneRef;
use crate::core::CostTrace;
use crate::engine::Engine;
use crate::load::{self, Content};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// The result of one scenario.
#[derive(Clone, Debug, Default)]
pub struct Report {
    pub name: String,
    pub file: PathBuf,
    pub failures: Vec<String>,
    /// What happened, step by step (events and cost traces).
    pub narration: Vec<String>,
}

impl Report {
    pub fn passed(&self) -> bool {
        self.failures.is_empty()
    }
}

/// Runs scenarios, loading each ruleset's content once.
pub struct Runner {
    root: PathBuf,
    content: HashMap<String, Result<Content, String>>,
}

impl Runner {
    pub fn new(root: &Path) -> Self {
        Runner {
            root: root.to_path_buf(),
            content: HashMap::new(),
        }
    }

    fn content(&mut self, ruleset: &str, mods: &[String]) -> Result<&Content, String> {
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
                load::load_with(&root, ruleset, &selection).map_err(|e| e.to_string())
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
        let scenario: Scenario = match load::read_ron(file) {
            Ok(s) => s,
            Err(e) => {
                report.failures.push(e.to_string());
                return report;
            }
        };
        report.name = scenario.name.clone();
        match self.content(&scenario.ruleset, &scenario.mods) {
            Ok(content) => {
                let content = content.clone();
                run_scenario(&content, &scenario, &mut report);
            }
            Err(e) => report.failures.push(e),
        }
        report
    }
}

/// Runs every scenario under `path` against the content at `root`.
pub fn run_path(root: &Path, path: &Path) -> Vec<Report> {
    let mut runner = Runner::new(root);
    let files = load::ron_files(path);
    if files.is_empty() {
        return vec![Report {
            name: path.display().to_string(),
            file: path.to_path_buf(),
            failures: vec![format!(
                "no scenario files (*.ron) found at {}",
                path.display()
            )],
            narration: Vec::new(),
        }];
    }
    files.iter().map(|f| runner.run_file(f)).collect()
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
    let engine = match Engine::new(content, &scenario.setup()) {
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
        run.report
            .narration
            .push(format!("-- step {}: {}", i + 1, step_name(step)));
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
        Step::PassUntil(p) => format!("PassUntil {p}"),
        Step::Pass(p) => format!("Pass P{p}"),
        Step::Use {
            player,
            card,
            ability,
            ..
        } => format!("Use {card} to {ability} by P{player}"),
        Step::Declare { player, value } => format!("Declare {value} by P{player}"),
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

    fn narrate(&mut self) {
        let st = self.engine.state();
        let db = self.engine.db().clone();
        for e in st.log.since(self.narrated) {
            self.report.narration.push(describe_event(&db, st, e));
        }
        self.narrated = st.log.len();
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
        self.report.narration.push(line);
    }

    fn seat(&self, p: u8) -> Option<PlayerId> {
        (p >= 1 && (p as usize) <= self.engine.state().player_count()).then(|| PlayerId(p - 1))
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
                answers,
                expect,
            } => self.play(*player, card, answers, expect, Kind::Activate),
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
            Step::Declare { player, value } => {
                let Some(player) = self.seat(*player) else {
                    return self.fail(format!("no seat {player}"));
                };
                let value = value.clone();
                if let Err(e) = self.engine.submit(Action::Declare { player, value }) {
                    self.fail(format!("declaration refused: {e}"));
                }
                self.narrate();
            }
            Step::PassUntil(phase) => {
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
                for _ in 0..limit {
                    let st = self.engine.state();
                    let left = (st.turn, st.phase) != start;
                    if left && cardsmith_phase(&self.engine).as_deref() == Some(phase.as_str()) {
                        return;
                    }
                    if self.engine.state().turn > start.0 + 2 {
                        break;
                    }
                    let Some(player) = self.engine.state().opportunity else {
                        return self.fail("nobody has opportunity");
                    };
                    match self.engine.submit(Action::Pass { player }) {
                        Ok(Progress::Ready) => {}
                        Ok(Progress::Decide(d)) => {
                            return self.fail(format!("a question came up while passing: {d}"))
                        }
                        Err(e) => return self.fail(format!("pass refused: {e}")),
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
                    Ok(a) => match self.engine.answer(a) {
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

    fn play(&mut self, p: u8, card: &str, answers: &[AnswerSpec], expect: &Outcome, kind: Kind) {
        let Some(player) = self.seat(p) else {
            return self.fail(format!("no seat {p}"));
        };
        let object = match self.object(card, Some(player)) {
            Ok(o) => o,
            Err(e) => return self.fail(e),
        };
        let hash = self.engine.state().state_hash();
        let log_len = self.engine.state().log.len();
        let mut queue = answers.iter();
        let action = match kind {
            Kind::Materialize => Action::Materialize { player, object },
            Kind::Activate => Action::Activate { player, object },
            Kind::Use(ability) => Action::Use {
                player,
                object,
                ability: ability.clone(),
            },
        };
        let mut result = self.engine.submit(action);
        while let Ok(Progress::Decide(d)) = &result {
            let Some(spec) = queue.next() else { break };
            let answer = match self.convert(spec, d) {
                Ok(a) => a,
                Err(e) => {
                    self.engine.cancel();
                    return self.fail(e);
                }
            };
            result = self.engine.answer(answer);
        }
        let unused = queue.count();
        if unused > 0 && result.is_ok() {
            self.fail(format!(
                "{unused} answer(s) left over: the engine did not ask that many questions"
            ));
        }
        let unchanged = |run: &mut Self| {
            let (now_hash, now_len) = (
                run.engine.state().state_hash(),
                run.engine.state().log.len(),
            );
            if now_hash != hash {
                run.fail("the refused activation changed the game state (state hash differs)");
            }
            if now_len != log_len {
                run.fail(format!(
                    "the refused activation emitted {} event(s)",
                    now_len.saturating_sub(log_len)
                ));
            }
        };
        match (expect, result) {
            (Outcome::Ok, Ok(Progress::Ready)) => {
                self.last_cost = self
                    .engine
                    .state()
                    .stack
                    .find(object)
                    .and_then(|e| e.cost.clone());
                self.narrate();
                if let Some(t) = &self.last_cost {
                    self.report.narration.push(t.to_string());
                }
            }
            (Outcome::Pending, Ok(Progress::Decide(_))) => {}
            (
                Outcome::Illegal { step, reason },
                Err(ActionError::Illegal { step: s, reason: r }),
            ) => {
                self.narrate();
                self.report
                    .narration
                    .push(format!("illegal at step {s}: {r} (the game reverts)"));
                if let Some(want) = step {
                    if s.number() != want {
                        self.fail(format!(
                            "illegal at step {} ({r}), expected step {want}",
                            s.number()
                        ));
                    }
                }
                if let Some(want) = reason {
                    if !r.contains(want.as_str()) {
                        self.fail(format!(
                            "illegal because \"{r}\", expected a reason containing \"{want}\""
                        ));
                    }
                }
                unchanged(self);
            }
            (Outcome::Illegal { step: None, reason }, Err(ActionError::NotAllowed(r))) => {
                self.report
                    .narration
                    .push(format!("not allowed: {r} (the game is unchanged)"));
                if let Some(want) = reason {
                    if !r.contains(want.as_str()) {
                        self.fail(format!(
                            "refused because \"{r}\", expected a reason containing \"{want}\""
                        ));
                    }
                }
                unchanged(self);
            }
            (Outcome::ScriptError(want), Err(ActionError::Script(e))) => {
                let msg = e.to_string();
                self.report.narration.push(format!("script error: {msg}"));
                if !msg.contains(want.as_str()) {
                    self.fail(format!(
                        "script error \"{msg}\", expected one containing \"{want}\""
                    ));
                }
                unchanged(self);
            }
            (want, Ok(Progress::Decide(d))) => {
                self.fail(format!(
                    "expected {want:?}, but the engine is waiting on a decision: {d}"
                ));
            }
            (want, Ok(Progress::Ready)) => {
                self.fail(format!("expected {want:?}, but the activation completed"))
            }
            (want, Err(e)) => self.fail(format!("expected {want:?}, but: {e}")),
        }
    }

    /// The expectations about the last activation check (6d6) and the board.
    fn check_resistance(&self, e: &Expect, fails: &mut Vec<String>) {
        let st = self.engine.state();
        let last = st.log.iter().rev().find_map(|ev| match ev {
            crate::core::Event::Checked { trace, .. } => Some(trace),
            _ => None,
        });
        let wants_check = e.resistance.is_some()
            || e.resistance_total.is_some()
            || e.score.is_some()
            || e.dice.is_some()
            || e.check.is_some()
            || e.landed.is_some();
        match last {
            None if wants_check => fails.push("resistance: no activation check was made".into()),
            None => {}
            Some(t) => {
                if let Some(want) = &e.resistance {
                    let got: Vec<String> = t
                        .lines
                        .iter()
                        .map(|l| format!("{}: {}", l.source, l.value))
                        .collect();
                    if *want != got {
                        fails.push(format!("resistance: expected {want:?}, found {got:?}\n{t}"));
                    }
                }
                if let Some(want) = &e.dice {
                    let got: Vec<String> = t
                        .score_lines
                        .iter()
                        .map(|l| format!("{}: {} dice", l.source, l.rolls.len()))
                        .collect();
                    if *want != got {
                        fails.push(format!("dice: expected {want:?}, found {got:?}\n{t}"));
                    }
                }
                if e.resistance_total.is_some_and(|w| w != t.resistance) {
                    fails.push(format!(
                        "resistance total: expected {:?}, found {}\n{t}",
                        e.resistance_total, t.resistance
                    ));
                }
                if e.score.is_some_and(|w| w != t.score) {
                    fails.push(format!(
                        "score: expected {:?}, rolled {}\n{t}",
                        e.score, t.score
                    ));
                }
                let outcome = match (t.success, t.landed.is_empty()) {
                    (true, _) => "success",
                    (false, true) => "failure",
                    (false, false) => "missed",
                };
                if e.check.as_deref().is_some_and(|w| w != outcome) {
                    fails.push(format!(
                        "check: expected {:?}, found {outcome}\n{t}",
                        e.check
                    ));
                }
                if let Some(want) = &e.landed {
                    let got: Vec<(u8, u8)> = t.landed.iter().map(|(_, l)| (l.x, l.y)).collect();
                    if *want != got {
                        fails.push(format!("landed: expected {want:?}, found {got:?}"));
                    }
                }
            }
        }
        for (r, &(x, y)) in &e.squares {
            let got = match self.object(r, None) {
                Ok(id) => crate::core::board::square_of(st, id),
                Err(err) => {
                    fails.push(err);
                    continue;
                }
            };
            match got {
                Some(sq) if (sq.x, sq.y) == (x, y) => {}
                sq => fails.push(format!(
                    "squares: expected {r} at ({x}, {y}), found {}",
                    sq.map_or("off the board".to_string(), |s| s.to_string())
                )),
            }
        }
    }

    /// Turns an answer as written into an engine answer for decision `d`.
    fn convert(&self, spec: &AnswerSpec, d: &Decision) -> Result<Answer, String> {
        let fits = match spec {
            AnswerSpec::X(_) => d.choice == Choice::DeclareX,
            AnswerSpec::Modes(_) => d.choice == Choice::Modes,
            AnswerSpec::Costs(_) => {
                matches!(d.choice, Choice::OptionalCosts | Choice::AlternativeCost)
            }
            AnswerSpec::Targets(_) => d.choice == Choice::Targets,
            AnswerSpec::Pay(_) => matches!(d.choice, Choice::PayCost | Choice::PayCostPart),
            AnswerSpec::Squares(_) => d.choice == Choice::Targets,
            AnswerSpec::Combine(_) => d.choice == Choice::Combine,
            AnswerSpec::Defend(_) => d.choice == Choice::Defend,
            AnswerSpec::Options(_) | AnswerSpec::Objects(_) | AnswerSpec::Number(_) => true,
        };
        if !fits {
            return Err(format!(
                "the engine asked {:?} (\"{}\"), but the scenario answers {spec:?}",
                d.choice, d.prompt
            ));
        }
        Ok(match spec {
            AnswerSpec::X(n) | AnswerSpec::Number(n) => Answer::Number(*n),
            AnswerSpec::Modes(v) | AnswerSpec::Costs(v) | AnswerSpec::Options(v) => {
                Answer::Names(v.clone())
            }
            AnswerSpec::Squares(v) => Answer::Squares(
                v.iter()
                    .map(|&(x, y)| crate::core::Square::new(x, y))
                    .collect(),
            ),
            AnswerSpec::Targets(v)
            | AnswerSpec::Pay(v)
            | AnswerSpec::Objects(v)
            | AnswerSpec::Combine(v)
            | AnswerSpec::Defend(v) => {
                let candidates = match &d.options {
                    Options::Objects { candidates, .. } => candidates.clone(),
                    _ => Vec::new(),
                };
                let mut chosen = Vec::new();
                for r in v {
                    chosen.push(self.pick(r, &candidates, &chosen)?);
                }
                Answer::Objects(chosen)
            }
        })
    }

    /// A label, or the first offered object of that card id not already picked.
    fn pick(
        &self,
        r: &str,
        candidates: &[ObjectId],
        taken: &[ObjectId],
    ) -> Result<ObjectId, String> {
        if let Some(id) = self.engine.labels().get(r) {
            return Ok(*id);
        }
        let db = self.engine.db();
        let st = self.engine.state();
        let card = db
            .lookup(r)
            .ok_or_else(|| format!("'{r}' is neither a label nor a card id"))?;
        candidates
            .iter()
            .copied()
            .find(|c| !taken.contains(c) && st.object(*c).is_some_and(|o| o.card == card))
            .or_else(|| {
                st.objects()
                    .iter()
                    .find(|o| o.card == card && !taken.contains(&o.id))
                    .map(|o| o.id)
            })
            .ok_or_else(|| format!("no object of card '{r}' left to choose"))
    }

    fn card_ids(&self, ids: &[ObjectId]) -> Vec<String> {
        let db = self.engine.db();
        let st = self.engine.state();
        ids.iter()
            .map(|id| {
                st.object(*id)
                    .map_or_else(|| id.to_string(), |o| db.card(o.card).id.clone())
            })
            .collect()
    }

    fn zone_ref(&self, key: &str) -> Result<ZoneRef, String> {
        if key == "stack" {
            return Ok(ZoneRef::Stack);
        }
        let (p, z) = key
            .split_once('.')
            .ok_or_else(|| format!("zone key '{key}' must look like \"p1.hand\""))?;
        let seat: u8 = p
            .strip_prefix('p')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| format!("zone key '{key}': '{p}' is not a seat like p1"))?;
        let player = self
            .seat(seat)
            .ok_or_else(|| format!("zone key '{key}': no seat {seat}"))?;
        let zi = self
            .engine
            .db()
            .zone(z)
            .ok_or_else(|| format!("zone key '{key}': no zone named '{z}'"))?;
        Ok(ZoneRef::Player(player, zi))
    }

    fn zone_cards(&self, key: &str) -> Result<Vec<String>, String> {
        let st = self.engine.state();
        match self.zone_ref(key)? {
            ZoneRef::Stack => Ok(self.card_ids(
                &st.stack
                    .entries()
                    .iter()
                    .map(|e| e.object)
                    .collect::<Vec<_>>(),
            )),
            z => Ok(self.card_ids(st.zone(z))),
        }
    }

    fn expect(&mut self, e: &Expect) {
        let mut fails = Vec::new();
        for (key, want) in &e.player_counters {
            let got = key.split_once('.').and_then(|(p, c)| {
                let seat: usize = p.strip_prefix('p')?.parse().ok()?;
                let pl = self.engine.state().players().get(seat.checked_sub(1)?)?;
                Some(pl.counters.get(c).copied().unwrap_or(0))
            });
            match got {
                Some(g) if g != *want => fails.push(format!("{key}: expected {want}, found {g}")),
                Some(_) => {}
                None => fails.push(format!("'{key}' is not \"p<seat>.<counter>\"")),
            }
        }
        for (r, stats) in &e.stats {
            let id = match self.object(r, None) {
                Ok(id) => id,
                Err(err) => {
                    fails.push(err);
                    continue;
                }
            };
            for (stat, want) in stats {
                match self.engine.stat(id, stat) {
                    Ok(Some(g)) if g == *want => {}
                    Ok(g) => fails.push(format!("{r} {stat}: expected {want}, found {g:?}")),
                    Err(err) => fails.push(format!("{r} {stat}: {err}")),
                }
            }
        }
        if let Some(want) = &e.replacements {
            let got: Vec<String> = self
                .engine
                .state()
                .log
                .since(self.mark)
                .filter_map(|ev| match ev {
                    crate::core::Event::Replaced { label, .. } => Some(label.clone()),
                    _ => None,
                })
                .collect();
            if &got != want {
                fails.push(format!(
                    "replacement effects applied: expected {want:?}, found {got:?}"
                ));
            }
        }
        self.check_resistance(e, &mut fails);
        if let Some(want) = e.decider {
            match self.engine.pending() {
                Some(d) if d.player.0 + 1 != want => fails.push(format!(
                    "decider: expected seat {want}, but seat {} is asked",
                    d.player.0 + 1
                )),
                Some(_) => {}
                None => fails.push(format!(
                    "decider: expected seat {want}, but nothing is asked"
                )),
            }
        }
        if let Some(w) = e.winner {
            let got = self.engine.state().winner.map_or(0, |p| p.0 + 1);
            if got != w {
                fails.push(format!("winner: expected seat {w}, found {got}"));
            }
        }
        for (key, want) in &e.zones {
            match self.zone_cards(key) {
                Ok(got) => {
                    if let Some(diff) = multiset_diff(want, &got) {
                        fails.push(format!("{key}: {diff}"));
                    }
                }
                Err(err) => fails.push(err),
            }
        }
        for (key, want) in &e.counts {
            match self.zone_cards(key) {
                Ok(got) if got.len() != *want => fails.push(format!(
                    "{key}: expected {want} card(s), found {} {got:?}",
                    got.len()
                )),
                Ok(_) => {}
                Err(err) => fails.push(err),
            }
        }
        let st = self.engine.state();
        let obj_check = |r: &str, fails: &mut Vec<String>| -> Option<&crate::core::GameObject> {
            match self.object(r, None) {
                Ok(id) => st.object(id),
                Err(err) => {
                    fails.push(err);
                    None
                }
            }
        };
        for (r, want) in &e.damage {
            if let Some(o) = obj_check(r, &mut fails) {
                if o.damage != *want {
                    fails.push(format!("{r}: expected {want} damage, has {}", o.damage));
                }
            }
        }
        for (r, counters) in &e.counters {
            if let Some(o) = obj_check(r, &mut fails) {
                for (c, want) in counters {
                    let got = o.counters.get(c).copied().unwrap_or(0);
                    if got != *want {
                        fails.push(format!("{r}: expected {want} {c} counter(s), has {got}"));
                    }
                }
            }
        }
        for (list, want, what) in [(&e.rested, true, "rested"), (&e.awake, false, "awake")] {
            for r in list {
                if let Some(o) = obj_check(r, &mut fails) {
                    if o.rested != want {
                        fails.push(format!("{r}: expected {what}"));
                    }
                }
            }
        }
        for r in &e.face_down {
            if let Some(o) = obj_check(r, &mut fails) {
                if !o.face_down {
                    fails.push(format!("{r}: expected face down"));
                }
            }
        }
        if let Some(want) = &e.stack {
            let got = self.card_ids(
                &st.stack
                    .entries()
                    .iter()
                    .map(|x| x.object)
                    .collect::<Vec<_>>(),
            );
            if *want != got {
                fails.push(format!(
                    "stack (bottom first): expected {want:?}, found {got:?}"
                ));
            }
        }
        let phase_now = cardsmith_phase(&self.engine);
        if let Some(want) = &e.phase {
            if phase_now.as_ref() != Some(want) {
                fails.push(format!(
                    "phase: expected {want}, found {}",
                    phase_now.unwrap_or_else(|| "none".into())
                ));
            }
        }
        if let Some(want) = e.turn {
            if st.turn != want {
                fails.push(format!("turn: expected {want}, found {}", st.turn));
            }
        }
        if let Some(want) = e.turn_player {
            if st.turn_player.0 + 1 != want {
                fails.push(format!(
                    "turn player: expected P{want}, found {}",
                    st.turn_player
                ));
            }
        }
        if let Some(want) = e.opportunity {
            let got = st.opportunity.map(|p| p.0 + 1);
            if got != Some(want) {
                fails.push(format!("opportunity: expected P{want}, found {got:?}"));
            }
        }
        match (&e.cost, &self.last_cost) {
            (Some(want), Some(t)) if t.total != *want => fails.push(format!(
                "cost: expected {want}, calculated {}\n{t}",
                t.total
            )),
            (Some(_), None) => fails.push("cost: no cost has been calculated".into()),
            _ => {}
        }
        if let (Some(want), Some(t)) = (&e.cost_trace, &self.last_cost) {
            let got: Vec<String> = t
                .lines
                .iter()
                .map(|l| format!("{}: {}", l.label, l.value))
                .collect();
            if *want != got {
                fails.push(format!("cost trace: expected {want:?}, found {got:?}"));
            }
        }
        let names: Vec<&str> = st.log.since(self.mark).map(|x| x.name()).collect();
        if !e.events.is_empty() {
            let mut it = names.iter();
            for want in &e.events {
                if !it.any(|n| n == want) {
                    fails.push(format!(
                        "events: expected {:?} in that order, found {:?}",
                        e.events,
                        names.iter().filter(|n| **n != "step").collect::<Vec<_>>()
                    ));
                    break;
                }
            }
        }
        for banned in &e.no_events {
            if names.contains(&banned.as_str()) {
                fails.push(format!("events: '{banned}' was emitted"));
            }
        }
        let pending = self.engine.pending();
        if let Some(want) = &e.pending {
            let got = pending.map_or("none".to_string(), |d| format!("{:?}", d.choice));
            if *want != got {
                fails.push(format!("pending decision: expected {want}, found {got}"));
            }
        }
        if let Some(want) = &e.candidates {
            match pending.map(|d| &d.options) {
                Some(Options::Objects { candidates, .. }) => {
                    let mut got = Vec::new();
                    for c in candidates {
                        let label = self
                            .engine
                            .labels()
                            .iter()
                            .find(|(_, id)| **id == *c)
                            .map(|(l, _)| l.clone());
                        got.push(label.unwrap_or_else(|| self.card_ids(&[*c]).remove(0)));
                    }
                    let want_resolved: Vec<String> = want.clone();
                    // A wanted entry may be a label or a card id; compare against both views.
                    let by_card = self.card_ids(candidates);
                    if multiset_diff(&want_resolved, &got).is_some()
                        && multiset_diff(&want_resolved, &by_card).is_some()
                    {
                        fails.push(format!("candidates: expected {want:?}, offered {got:?}"));
                    }
                }
                _ => fails.push("candidates: no decision offering objects is pending".into()),
            }
        }
        if let Some(want) = &e.options {
            match pending.map(|d| &d.options) {
                Some(Options::Names { names, .. }) => {
                    if let Some(diff) = multiset_diff(want, names) {
                        fails.push(format!("options: {diff}"));
                    }
                }
                _ => fails.push("options: no decision offering options is pending".into()),
            }
        }
        self.report.failures.extend(fails);
    }
}

/// `None` if equal as multisets, else what is missing and what is extra.
fn multiset_diff(want: &[String], got: &[String]) -> Option<String> {
    let mut missing = Vec::new();
    let mut extra: Vec<&String> = got.iter().collect();
    for w in want {
        match extra.iter().position(|g| *g == w) {
            Some(i) => {
                extra.remove(i);
            }
            None => missing.push(w),
        }
    }
    if missing.is_empty() && extra.is_empty() {
        return None;
    }
    let mut msg = format!("expected {want:?}, found {got:?}");
    if !missing.is_empty() {
        msg.push_str(&format!("\n      - missing: {missing:?}"));
    }
    if !extra.is_empty() {
        msg.push_str(&format!("\n      + unexpected: {extra:?}"));
    }
    Some(msg)
}

/// What a scenario step plays.
enum Kind<'a> {
    Activate,
    Materialize,
    Use(&'a String),
}
