//! Playing a scenario step: activations, materializations and uses with their answers,
//! and the outcome they expect.

use super::*;

impl Run<'_> {
    pub(super) fn play(
        &mut self,
        p: u8,
        card: &str,
        answers: &[AnswerSpec],
        expect: &Outcome,
        kind: Kind,
    ) {
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
            Kind::Ability(ability) => Action::ActivateAbility {
                player,
                object,
                ability: ability.clone(),
            },
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
            let d = d.clone();
            result = self.answer(&d, answer);
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
                    .find_choices(object)
                    .and_then(|e| e.cost.clone());
                self.narrate();
                if let Some(t) = self.last_cost.as_ref().map(ToString::to_string) {
                    self.say(t);
                }
            }
            (Outcome::Pending, Ok(Progress::Decide(_))) => {}
            (
                Outcome::Illegal { step, reason },
                Err(ActionError::Illegal { step: s, reason: r }),
            ) => {
                self.narrate();
                self.say(format!("illegal at step {s}: {r} (the game reverts)"));
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
                self.say(format!("not allowed: {r} (the game is unchanged)"));
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
                self.say(format!("script error: {msg}"));
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
    pub(super) fn check_resistance(&self, e: &Expect, fails: &mut Vec<String>) {
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
    pub(super) fn convert(&self, spec: &AnswerSpec, d: &Decision) -> Result<Answer, String> {
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
    pub(super) fn pick(
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

    pub(super) fn card_ids(&self, ids: &[ObjectId]) -> Vec<String> {
        let db = self.engine.db();
        let st = self.engine.state();
        ids.iter()
            .map(|id| {
                st.object(*id)
                    .map_or_else(|| id.to_string(), |o| db.card(o.card).id.clone())
            })
            .collect()
    }

    pub(super) fn zone_ref(&self, key: &str) -> Result<ZoneRef, String> {
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

    pub(super) fn zone_cards(&self, key: &str) -> Result<Vec<String>, String> {
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
}

impl Run<'_> {
    /// A player action of the ruleset (`Take`): accepted, or refused with a message
    /// containing `refused` and no trace (same state hash, no new events).
    pub(super) fn take(&mut self, p: u8, action: &str, card: Option<&str>, refused: Option<&str>) {
        let Some(player) = self.seat(p) else {
            return self.fail(format!("no seat {p}"));
        };
        let object = match card.map(|c| self.object(c, Some(player))).transpose() {
            Ok(o) => o,
            Err(e) => return self.fail(e),
        };
        let hash = self.engine.state().state_hash();
        let log_len = self.engine.state().log.len();
        let action = action.to_string();
        let take = Action::Take {
            player,
            action,
            object,
        };
        match (self.engine.submit(take), refused) {
            (Err(e), None) => self.fail(format!("action refused: {e}")),
            (Err(e), Some(r)) => {
                if !e.to_string().contains(r) {
                    self.fail(format!("action refused with '{e}', expected '{r}'"));
                }
                let state = self.engine.state();
                if state.state_hash() != hash || state.log.len() != log_len {
                    self.fail("the refused action left a trace (state hash or events differ)");
                }
            }
            (Ok(_), Some(r)) => self.fail(format!("action accepted, expected a refusal ('{r}')")),
            (Ok(_), None) => {}
        }
        self.narrate();
    }
}
