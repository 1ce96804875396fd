//! The activation pipeline: Grand Archive card activation, steps 1.1 to 1.9, in order,
//! each a named function below. Materialization (same steps, memory cost) reuses it.
//!
//! The pipeline runs in direct style against a list of answers given so far. When it
//! needs an answer it does not have, it stops with [`Stop::Ask`]; the caller
//! ([`Game`](crate::core::Game)) returns the game to its state before the announcement
//! and, once the host answers, runs the pipeline again from the start with one more
//! answer. Every step is deterministic, so the replay reaches the same question, and a
//! pending activation never leaves a half-made change in the state.

use crate::core::board::{self, Square};
use crate::core::cost::{self, CostOp};
use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::events::{Event, PlayKind};
use crate::core::hooks::{Behaviors, HookError, Legality};
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use crate::core::primitives;
use crate::core::query;
use crate::core::replacement::{self, Change, Replacement};
use crate::core::resistance::{self, ResistanceTrace, ScoreLine};
use crate::core::ruleset::{CardDb, CostPart, ObjectFilter, PayBy, Payment, Who};
use crate::core::stack::{StackEntry, Target, TargetGroup};
use crate::core::state::{GameState, ZoneRef};
use crate::core::turn;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Who may pay 1 of a cost instead of the ruleset's payment, and how.
enum Payer {
    /// A payment keyword (Reservable: rest it; Floating Memory: banish it).
    Keyword(PayBy),
    /// A replacement effect on the payment (GA 1.8.a).
    Replacement(Replacement),
}

/// The pipeline steps, named as the rules name them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Step {
    Announce,
    CheckElements,
    DeclareCosts,
    SelectModes,
    DeclareTargets,
    /// 6d6: other cards join the effect card's activation action.
    CombineCards,
    CheckLegality,
    CalculateCost,
    PayCosts,
    /// 6d6: the action's score must beat the resistance against it.
    OvercomeResistance,
    Activation,
}

impl Step {
    /// The rule number of the step in the activation procedure.
    pub fn number(self) -> &'static str {
        match self {
            Step::Announce => "1.1",
            Step::CheckElements => "1.2",
            Step::DeclareCosts => "1.3",
            Step::SelectModes => "1.4",
            Step::DeclareTargets => "1.5",
            Step::CombineCards => "1.5a",
            Step::CheckLegality => "1.6",
            Step::CalculateCost => "1.7",
            Step::PayCosts => "1.8",
            Step::OvercomeResistance => "1.8a",
            Step::Activation => "1.9",
        }
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let name = match self {
            Step::Announce => "announce",
            Step::CheckElements => "check elements",
            Step::DeclareCosts => "declare costs",
            Step::SelectModes => "select modes",
            Step::DeclareTargets => "declare targets",
            Step::CombineCards => "combine cards",
            Step::CheckLegality => "check legality",
            Step::CalculateCost => "calculate cost",
            Step::PayCosts => "pay costs",
            Step::OvercomeResistance => "overcome resistance",
            Step::Activation => "activation",
        };
        write!(f, "{} {}", self.number(), name)
    }
}

/// Why the pipeline stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    /// A player must answer before the pipeline can go on.
    Ask(Decision),
    /// The activation is illegal at `step`.
    Illegal { step: Step, reason: String },
    /// A card script failed.
    Hook(HookError),
}

impl From<HookError> for Stop {
    fn from(e: HookError) -> Self {
        Stop::Hook(e)
    }
}

/// Runs the whole pipeline for `object`. On `Err` the state is half-changed: the caller
/// must restore its snapshot.
pub fn run(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    object: ObjectId,
    kind: PlayKind,
    answers: &[Answer],
) -> Result<(), Stop> {
    let mut p = Pipeline {
        db,
        hooks,
        player,
        object,
        card: CardIdx(0),
        modes_allowed: 0,
        kind,
        answers,
        next: 0,
        step: Step::Announce,
    };
    p.announce(st)?;
    p.check_elements(st)?;
    p.declare_costs(st)?;
    let modes = p.select_modes(st)?;
    p.declare_targets(st, &modes)?;
    p.combine_cards(st)?;
    p.check_legality(st)?;
    let total = p.calculate_cost(st)?;
    p.pay_costs(st, total)?;
    if p.overcome_resistance(st)? {
        p.activation(st);
    } else {
        p.failed(st);
    }
    Ok(())
}

struct Pipeline<'a> {
    db: &'a CardDb,
    hooks: &'a dyn Behaviors,
    player: PlayerId,
    object: ObjectId,
    /// Set by the announce step, which runs first.
    card: CardIdx,
    /// How many modes the card allowed at step 1.4 (to spot modes a payment adds).
    modes_allowed: usize,
    kind: PlayKind,
    answers: &'a [Answer],
    next: usize,
    step: Step,
}

impl Pipeline<'_> {
    fn enter(&mut self, st: &mut GameState, step: Step) {
        self.step = step;
        st.emit(Event::Step {
            object: self.object,
            step,
        });
    }

    fn illegal<T>(&self, reason: impl Into<String>) -> Result<T, Stop> {
        Err(Stop::Illegal {
            step: self.step,
            reason: reason.into(),
        })
    }

    /// The next answer, or a stop asking for it.
    fn ask(&mut self, choice: Choice, prompt: String, options: Options) -> Result<Answer, Stop> {
        self.ask_player(self.player, choice, prompt, options)
    }

    /// The next answer, from `player` (a defender resisting the action), or a stop
    /// asking for it.
    fn ask_player(
        &mut self,
        player: PlayerId,
        choice: Choice,
        prompt: String,
        options: Options,
    ) -> Result<Answer, Stop> {
        let decision = Decision {
            player,
            choice,
            prompt,
            options,
        };
        let Some(answer) = self.answers.get(self.next) else {
            return Err(Stop::Ask(decision));
        };
        self.next += 1;
        match decision.check(answer) {
            Ok(()) => Ok(answer.clone()),
            Err(e) => self.illegal(format!("answer to '{}' is not valid: {e}", decision.prompt)),
        }
    }

    fn entry<'s>(&self, st: &'s mut GameState) -> &'s mut StackEntry {
        // The announce step pushed this entry and nothing pops it mid-pipeline.
        st.stack
            .top_mut()
            .filter(|e| e.object == self.object)
            .expect("the announced card is on top of the effects stack")
    }

    fn card_name(&self) -> String {
        self.db.card(self.card).name.clone()
    }

    /// 1.1: take the card from its zone and put it on the effects stack.
    fn announce(&mut self, st: &mut GameState) -> Result<(), Stop> {
        self.enter(st, Step::Announce);
        let Some(o) = st.object(self.object) else {
            return self.illegal(format!("there is no object {}", self.object));
        };
        self.card = o.card;
        let card = self.db.card(o.card);
        if o.controller != self.player {
            return self.illegal(format!("{} does not control {}", self.player, card.name));
        }
        let ZoneRef::Player(_, zone) = o.zone else {
            return self.illegal(format!("{} is already on the effects stack", card.name));
        };
        let zone_name = self.db.zone_name(zone).to_string();
        match self.kind {
            PlayKind::Activation => self.may_activate(st, &zone_name)?,
            PlayKind::Materialization => self.may_materialize(st, &zone_name)?,
        }
        st.emit(Event::Announced {
            player: self.player,
            object: self.object,
        });
        primitives::move_to(st, self.object, ZoneRef::Stack);
        st.stack.push(StackEntry {
            kind: self.kind,
            ..StackEntry::announced(self.object, self.player)
        });
        Ok(())
    }

    /// Where and when the card may be activated (GA-ACT-2, GA-ACT-4).
    fn may_activate(&mut self, st: &mut GameState, zone_name: &str) -> Result<(), Stop> {
        let card = self.db.card(self.card);
        let allowed = if card.activate_from.is_empty() {
            &self.db.ruleset.activate_from
        } else {
            &card.activate_from
        };
        if !allowed.iter().any(|z| z == zone_name) {
            return self.illegal(format!(
                "{} can only be played from {}, not from {zone_name}",
                card.name,
                allowed.join(" or ")
            ));
        }
        if let Some(phase) = turn::current(self.db, st) {
            if phase.materialize && st.stack.is_empty() {
                return self.illegal(format!(
                    "only a materialization can start the {} phase's actions",
                    phase.id
                ));
            }
        }
        let kinds = &self.db.ruleset.activation_cost_kinds;
        if let Some(cost) = &card.cost {
            if !kinds.is_empty()
                && !kinds.contains(&cost.kind)
                && !self.hooks.permits(self.db, st, self.object, "activate")?
            {
                return self.illegal(format!(
                    "{} has a {} cost: it can be activated only where an effect allows it",
                    card.name, cost.kind
                ));
            }
        }
        Ok(())
    }

    /// Where and when the card may be materialized (seed 001).
    fn may_materialize(&mut self, st: &mut GameState, zone_name: &str) -> Result<(), Stop> {
        let card = self.db.card(self.card);
        let Some(rule) = &self.db.ruleset.materialize else {
            return self.illegal("this game has no materialization");
        };
        if !rule.from.iter().any(|z| z == zone_name) {
            return self.illegal(format!(
                "{} can only be materialized from {}, not from {zone_name}",
                card.name,
                rule.from.join(" or ")
            ));
        }
        if card.cost.as_ref().is_none_or(|c| c.kind != rule.cost_kind) {
            return self.illegal(format!(
                "{} has no {} cost, so it can't be materialized",
                card.name, rule.cost_kind
            ));
        }
        let in_phase = turn::current(self.db, st).is_some_and(|p| p.id == rule.phase)
            && st.turn_player == self.player
            && u32::from(st.materialized) < rule.per_phase;
        if !in_phase
            && !self
                .hooks
                .permits(self.db, st, self.object, "materialize")?
        {
            return self.illegal(format!(
                "a player materializes only in their {} phase, {} time(s), unless an effect allows it",
                rule.phase, rule.per_phase
            ));
        }
        Ok(())
    }

    /// 1.2: every element of the card must be enabled for the player.
    fn check_elements(&mut self, st: &mut GameState) -> Result<(), Stop> {
        self.enter(st, Step::CheckElements);
        let card = self.db.card(self.card);
        // Materializing some types (champions) ignores element requirements.
        if self.kind == PlayKind::Materialization {
            let ignored = self
                .db
                .ruleset
                .materialize
                .as_ref()
                .map(|m| &m.ignore_elements);
            if ignored.is_some_and(|types| card.types.iter().any(|t| types.contains(t))) {
                return Ok(());
            }
        }
        let enabled = enabled_elements(self.db, st, self.player);
        let missing: Vec<&str> = card
            .elements
            .iter()
            .filter(|e| !enabled.contains(&e.as_str()))
            .map(String::as_str)
            .collect();
        if !missing.is_empty() {
            return self.illegal(format!(
                "{} needs element(s) {} enabled",
                card.name,
                missing.join(", ")
            ));
        }
        Ok(())
    }

    /// 1.3: alternative cost, X and optional costs.
    fn declare_costs(&mut self, st: &mut GameState) -> Result<(), Stop> {
        self.enter(st, Step::DeclareCosts);
        let card = self.db.card(self.card);
        let name = card.name.clone();
        if !card.alternative_costs.is_empty() {
            let names = card
                .alternative_costs
                .iter()
                .map(|a| a.id.clone())
                .collect();
            let a = self.ask(
                Choice::AlternativeCost,
                format!("{name}: pay an alternative cost instead of the printed one?"),
                Options::Names {
                    names,
                    min: 0,
                    max: 1,
                },
            )?;
            if let Answer::Names(n) = a {
                self.entry(st).alternative_cost = n.into_iter().next();
            }
        }
        if card.cost.as_ref().is_some_and(|c| c.x) {
            // A card played without paying its cost must take X = 0 (GA-COST-9.1).
            let kind = card
                .cost
                .as_ref()
                .map(|c| c.kind.clone())
                .unwrap_or_default();
            let free = self
                .hooks
                .cost_modifiers(self.db, st, self.object, &kind)?
                .iter()
                .any(|m| m.op == CostOp::Remove);
            let x = if free {
                0
            } else {
                match self.ask(
                    Choice::DeclareX,
                    format!("{name}: declare X"),
                    Options::Number { min: 0, max: 99 },
                )? {
                    Answer::Number(n) => n,
                    _ => 0,
                }
            };
            self.entry(st).x = x;
        }
        if !card.optional_costs.is_empty() {
            let names: Vec<String> = card.optional_costs.iter().map(|c| c.id.clone()).collect();
            let max = names.len();
            if let Answer::Names(n) = self.ask(
                Choice::OptionalCosts,
                format!("{name}: which optional costs will you pay?"),
                Options::Names { names, min: 0, max },
            )? {
                self.entry(st).optional_costs = n;
            }
        }
        Ok(())
    }

    /// 1.4: modes, fixed once chosen. Returns the modes to declare targets for.
    fn select_modes(&mut self, st: &mut GameState) -> Result<Vec<Option<String>>, Stop> {
        self.enter(st, Step::SelectModes);
        let Some(spec) = self.hooks.modes(self.db, st, self.object)? else {
            return Ok(vec![None]);
        };
        let max = spec.bonus_max.unwrap_or(spec.max).max(spec.max);
        self.modes_allowed = max;
        let chosen = self.choose_modes(spec.options, spec.min, max)?;
        let entry = self.entry(st);
        entry.modes.clone_from(&chosen);
        // The modes past the normal number are the class bonus's (GA-ACT-1.4.1).
        entry.bonus_modes = chosen.iter().skip(spec.max).cloned().collect();
        Ok(chosen.into_iter().map(Some).collect())
    }

    fn choose_modes(
        &mut self,
        options: Vec<String>,
        min: usize,
        max: usize,
    ) -> Result<Vec<String>, Stop> {
        let max = max.min(options.len());
        if min > max {
            return self.illegal(format!(
                "needs {min} mode(s) but only {} can be chosen",
                options.len()
            ));
        }
        if max == 0 {
            return Ok(Vec::new());
        }
        if min == max && max == options.len() {
            return Ok(options);
        }
        let name = self.card_name();
        match self.ask(
            Choice::Modes,
            format!("{name}: select mode(s)"),
            Options::Names {
                names: options,
                min,
                max,
            },
        )? {
            Answer::Names(n) => Ok(n),
            _ => Ok(Vec::new()),
        }
    }

    /// 1.5: targets for each given mode; only legal ones may be chosen.
    fn declare_targets(
        &mut self,
        st: &mut GameState,
        modes: &[Option<String>],
    ) -> Result<(), Stop> {
        self.enter(st, Step::DeclareTargets);
        for mode in modes {
            let specs = self
                .hooks
                .targets(self.db, st, self.object, mode.as_deref())?;
            for spec in specs {
                if let Some(sq) = &spec.squares {
                    self.declare_squares(st, mode, &spec, sq.within)?;
                    continue;
                }
                let candidates = query::find(
                    self.db,
                    st,
                    self.hooks,
                    &spec.filter,
                    self.player,
                    Some(self.object),
                )?;
                if candidates.len() < spec.min {
                    return self.illegal(format!(
                        "needs {} legal target(s) for '{}', found {}",
                        spec.min,
                        spec.label,
                        candidates.len()
                    ));
                }
                let max = spec.max.min(candidates.len());
                let chosen = if max == 0 {
                    Vec::new()
                } else if spec.min == max && max == candidates.len() {
                    candidates
                } else {
                    match self.ask(
                        Choice::Targets,
                        format!(
                            "{}: choose target(s) for '{}'",
                            self.card_name(),
                            spec.label
                        ),
                        Options::Objects {
                            candidates,
                            min: spec.min,
                            max,
                        },
                    )? {
                        Answer::Objects(o) => o,
                        _ => Vec::new(),
                    }
                };
                let chosen = chosen
                    .into_iter()
                    .map(|id| Target::Object {
                        id,
                        generation: st.object(id).map(|o| o.generation).unwrap_or(0),
                    })
                    .collect();
                self.entry(st).targets.push(TargetGroup {
                    mode: mode.clone(),
                    label: spec.label,
                    filter: spec.filter,
                    chosen,
                });
            }
        }
        Ok(())
    }

    /// 1.5, for a requirement of squares: those within reach of the activating player's
    /// creature (any square of the board if the requirement sets no reach).
    fn declare_squares(
        &mut self,
        st: &mut GameState,
        mode: &Option<String>,
        spec: &crate::core::hooks::TargetSpec,
        within: Option<u32>,
    ) -> Result<(), Stop> {
        let Some((_, def)) = board::board(self.db) else {
            return self.illegal(format!(
                "'{}' targets squares, but this game has no board",
                spec.label
            ));
        };
        let candidates = match within {
            None => board::squares_within(def, Square::new(0, 0), 255),
            Some(reach) => {
                let Some(from) = self.actor_square(st) else {
                    return self.illegal(format!(
                        "{} has no creature on the board to reach '{}' from",
                        self.player, spec.label
                    ));
                };
                board::squares_within(def, from, reach)
            }
        };
        if candidates.len() < spec.min {
            return self.illegal(format!(
                "needs {} square(s) for '{}', found {}",
                spec.min,
                spec.label,
                candidates.len()
            ));
        }
        let max = spec.max.min(candidates.len());
        let chosen = if max == 0 {
            Vec::new()
        } else {
            match self.ask(
                Choice::Targets,
                format!(
                    "{}: choose square(s) for '{}'",
                    self.card_name(),
                    spec.label
                ),
                Options::Squares {
                    candidates,
                    min: spec.min,
                    max,
                },
            )? {
                Answer::Squares(s) => s,
                _ => Vec::new(),
            }
        };
        self.entry(st).targets.push(TargetGroup {
            mode: mode.clone(),
            label: spec.label.clone(),
            filter: spec.filter.clone(),
            chosen: chosen.into_iter().map(Target::Square).collect(),
        });
        Ok(())
    }

    /// The square of the activating player's creature, where the ruleset has activation
    /// resistance (range and reach count from it).
    fn actor_square(&self, st: &GameState) -> Option<Square> {
        let rule = self.db.ruleset.resistance.as_ref()?;
        let actor = resistance::actor(self.db, st, rule, self.player)?;
        board::square_of(st, actor)
    }

    /// 1.5a (6d6): cards whose attribute matches the effect card's join its activation
    /// action (a Throw skill with a hand grenade) and wait on the stack with it.
    fn combine_cards(&mut self, st: &mut GameState) -> Result<(), Stop> {
        let Some(rule) = self
            .db
            .ruleset
            .resistance
            .as_ref()
            .and_then(|r| r.combine.as_ref())
        else {
            return Ok(());
        };
        let card = self.db.card(self.card);
        let Some(action) = card.attributes.get(&rule.attribute) else {
            return Ok(());
        };
        self.enter(st, Step::CombineCards);
        let mut candidates = Vec::new();
        for z in rule.from.iter().filter_map(|z| self.db.zone(z)) {
            for &id in st.zone(ZoneRef::Player(self.player, z)) {
                let joins = st.object(id).is_some_and(|o| {
                    self.db.card(o.card).attributes.get(&rule.with_attribute) == Some(action)
                });
                if joins {
                    candidates.push(id);
                }
            }
        }
        if candidates.is_empty() {
            return Ok(());
        }
        let max = candidates.len();
        let chosen = match self.ask(
            Choice::Combine,
            format!(
                "{}: which cards join this {action} action?",
                self.card_name()
            ),
            Options::Objects {
                candidates,
                min: 0,
                max,
            },
        )? {
            Answer::Objects(o) => o,
            _ => Vec::new(),
        };
        for &id in &chosen {
            primitives::move_to(st, id, ZoneRef::Stack);
        }
        self.entry(st).joined = chosen;
        Ok(())
    }

    /// 1.6: the card's own legality conditions.
    fn check_legality(&mut self, st: &mut GameState) -> Result<(), Stop> {
        self.enter(st, Step::CheckLegality);
        if let Some(why) = title_limit_reached(self.db, st, self.player, self.card) {
            return self.illegal(why);
        }
        match self.hooks.legal(self.db, st, self.object)? {
            Legality::Legal => Ok(()),
            Legality::Illegal(why) => self.illegal(why),
        }
    }

    /// 1.7: the cost pipeline, with its trace kept on the stack entry.
    fn calculate_cost(&mut self, st: &mut GameState) -> Result<i64, Stop> {
        self.enter(st, Step::CalculateCost);
        let card = self.db.card(self.card);
        let Some(printed) = &card.cost else {
            return Ok(0);
        };
        let entry = self.entry(st);
        let (x, alt) = (entry.x, entry.alternative_cost.clone());
        let (mut base, mut label) = (printed.amount, format!("printed cost {}", printed.amount));
        if let Some(a) = alt.and_then(|id| card.alternative_costs.iter().find(|c| c.id == id)) {
            base = a.amount;
            label = format!("alternative cost '{}' {}", a.id, a.amount);
        }
        if printed.x {
            base += x;
            label.push_str(&format!(" + X={x}"));
        }
        let mods = self
            .hooks
            .cost_modifiers(self.db, st, self.object, &printed.kind)?;
        let trace = cost::calculate(&printed.kind, base, &label, &mods);
        let total = trace.total;
        self.entry(st).cost = Some(trace);
        Ok(total)
    }

    /// 1.8: the numeric cost first (possibly through payment keywords such as
    /// Reservable), then additional, optional and alternative cost parts; then modes a
    /// payment added (1.8.2) without recalculating the cost.
    fn pay_costs(&mut self, st: &mut GameState, total: i64) -> Result<(), Stop> {
        self.enter(st, Step::PayCosts);
        let card = self.db.card(self.card);
        if let Some(printed) = &card.cost {
            self.pay_amount(st, &printed.kind, total)?;
        }
        let entry = self.entry(st);
        let (optional, alt) = (entry.optional_costs.clone(), entry.alternative_cost.clone());
        let mut parts: Vec<&CostPart> = card.additional_costs.iter().collect();
        for o in card
            .optional_costs
            .iter()
            .filter(|o| optional.contains(&o.id))
        {
            parts.extend(o.parts.iter());
        }
        if let Some(a) = alt.and_then(|id| card.alternative_costs.iter().find(|c| c.id == id)) {
            parts.extend(a.parts.iter());
        }
        for part in parts {
            self.pay_part(st, part)?;
        }
        self.entry(st).costs_paid = true;
        self.added_modes(st)
    }

    /// Objects that may pay 1 of `kind` instead of the ruleset's payment, and how each
    /// pays: through a payment keyword (Reservable, Floating Memory), or through a
    /// replacement effect on the payment (GA 1.8.a).
    fn keyword_payers(
        &mut self,
        st: &mut GameState,
        kind: &str,
    ) -> Result<Vec<(ObjectId, Payer)>, Stop> {
        let mut out = Vec::new();
        for pk in self
            .db
            .ruleset
            .payment_keywords
            .iter()
            .filter(|p| p.cost == kind)
        {
            let filter = match &pk.by {
                PayBy::Rest => ObjectFilter {
                    controller: Who::You,
                    keyword: Some(pk.keyword.clone()),
                    rested: Some(false),
                    ..Default::default()
                },
                PayBy::Move { from, .. } => ObjectFilter {
                    zone: Some(from.clone()),
                    controller: Who::You,
                    keyword: Some(pk.keyword.clone()),
                    ..Default::default()
                },
            };
            for id in query::find(
                self.db,
                st,
                self.hooks,
                &filter,
                self.player,
                Some(self.object),
            )? {
                if !out.iter().any(|(o, _)| *o == id) {
                    out.push((id, Payer::Keyword(pk.by.clone())));
                }
            }
        }
        let offer = Change::Pay {
            player: self.player,
            kind: kind.to_string(),
        };
        for r in self.hooks.replacements(self.db, st, &offer)? {
            if !out.iter().any(|(o, _)| *o == r.source) {
                out.push((r.source, Payer::Replacement(r)));
            }
        }
        Ok(out)
    }

    /// Pays 1 of `kind` with one such payer: rests it or moves it (a keyword), or does
    /// what its replacement effect does instead of the payment.
    fn pay_by(
        &self,
        st: &mut GameState,
        id: ObjectId,
        payer: &Payer,
        kind: &str,
    ) -> Result<(), Stop> {
        match payer {
            Payer::Keyword(PayBy::Rest) => {
                primitives::rest(st, id);
            }
            Payer::Keyword(PayBy::Move { to, .. }) => {
                if let Some(z) = self.db.zone(to) {
                    primitives::move_to(st, id, ZoneRef::Player(self.player, z));
                }
            }
            Payer::Replacement(r) => {
                let offer = Change::Pay {
                    player: self.player,
                    kind: kind.to_string(),
                };
                st.emit(Event::Replaced {
                    source: r.source,
                    label: r.label.clone(),
                });
                for c in self.hooks.replace(self.db, st, r, &offer)? {
                    replacement::apply(self.db, self.hooks, st, c)?;
                }
            }
        }
        Ok(())
    }

    fn pay_amount(&mut self, st: &mut GameState, kind: &str, total: i64) -> Result<(), Stop> {
        let Some(def) = self.db.cost_kind(kind) else {
            return self.illegal(format!("the ruleset has no cost kind '{kind}'"));
        };
        let need = total.max(0) as usize;
        let keyword_payers = self.keyword_payers(st, kind)?;
        let (from, to) = match &def.payment {
            Payment::Choose { from, to, .. } | Payment::Random { from, to } => {
                (from.clone(), to.clone())
            }
        };
        let (Some(from_z), Some(to_z)) = (self.db.zone(&from), self.db.zone(&to)) else {
            return self.illegal(format!("cost kind '{kind}' names an unknown zone"));
        };
        let pool: Vec<ObjectId> = st.zone(ZoneRef::Player(self.player, from_z)).to_vec();
        let available = pool.len() + keyword_payers.len();
        if available < need {
            return self.illegal(format!(
                "the {kind} cost is {need} but only {available} card(s) or object(s) can pay it ({from} holds {})",
                pool.len()
            ));
        }
        if need == 0 {
            return Ok(());
        }
        // Chosen (or picked) and moved with no opportunity in between (GA-COST-2.1, 3.2).
        let mut paid = Vec::with_capacity(need);
        match def.payment.clone() {
            Payment::Choose { face_down, .. } => {
                let mut candidates = pool;
                candidates.extend(keyword_payers.iter().map(|(o, _)| *o));
                let chosen = if candidates.len() == need {
                    candidates
                } else {
                    match self.ask(
                        Choice::PayCost,
                        format!("{}: choose {need} to pay the {kind} cost", self.card_name()),
                        Options::Objects {
                            candidates,
                            min: need,
                            max: need,
                        },
                    )? {
                        Answer::Objects(o) => o,
                        _ => Vec::new(),
                    }
                };
                for id in chosen {
                    if let Some((_, by)) = keyword_payers.iter().find(|(o, _)| *o == id) {
                        self.pay_by(st, id, by, kind)?;
                    } else {
                        primitives::move_to(st, id, ZoneRef::Player(self.player, to_z));
                        if let Some(o) = st.object_mut(id) {
                            o.face_down = face_down;
                        }
                        self.entry(st).paid_with.push(id);
                    }
                    paid.push(id);
                }
            }
            Payment::Random { .. } => {
                // Non-random payments are declared and made first (GA-COST-3.1.1).
                if !keyword_payers.is_empty() {
                    let candidates: Vec<ObjectId> =
                        keyword_payers.iter().map(|(o, _)| *o).collect();
                    let max = need.min(candidates.len());
                    let min = need.saturating_sub(pool.len()).min(max);
                    if let Answer::Objects(chosen) = self.ask(
                        Choice::PayCost,
                        format!(
                            "{}: which cards pay part of the {kind} cost before the random part?",
                            self.card_name()
                        ),
                        Options::Objects {
                            candidates,
                            min,
                            max,
                        },
                    )? {
                        for id in chosen {
                            if let Some((_, by)) = keyword_payers.iter().find(|(o, _)| *o == id) {
                                self.pay_by(st, id, by, kind)?;
                            }
                            paid.push(id);
                        }
                    }
                }
                let mut pool = pool;
                for _ in paid.len()..need {
                    let i = st.rng.below(pool.len() as u64) as usize;
                    let id = pool.swap_remove(i);
                    primitives::move_to(st, id, ZoneRef::Player(self.player, to_z));
                    paid.push(id);
                }
            }
        }
        st.emit(Event::CostPaid {
            player: self.player,
            kind: kind.to_string(),
            amount: total,
            objects: paid,
        });
        Ok(())
    }

    fn pay_part(&mut self, st: &mut GameState, part: &CostPart) -> Result<(), Stop> {
        let (mut filter, count, dest) = match part {
            CostPart::Rest { filter, count } => (filter.clone(), *count as usize, None),
            CostPart::Move {
                from,
                to,
                filter,
                count,
            } => {
                let Some(to_z) = self.db.zone(to) else {
                    return self.illegal(format!("cost names an unknown zone '{to}'"));
                };
                let mut f = filter.clone();
                f.zone = Some(from.clone());
                (f, *count as usize, Some(to_z))
            }
        };
        filter.controller = Who::You;
        if dest.is_none() {
            filter.rested = Some(false);
        }
        let candidates = query::find(
            self.db,
            st,
            self.hooks,
            &filter,
            self.player,
            Some(self.object),
        )?;
        if candidates.len() < count {
            return self.illegal(format!(
                "an additional cost needs {count} object(s), only {} qualify",
                candidates.len()
            ));
        }
        let chosen = if candidates.len() == count {
            candidates
        } else {
            match self.ask(
                Choice::PayCostPart,
                format!("{}: choose {count} to pay a cost", self.card_name()),
                Options::Objects {
                    candidates,
                    min: count,
                    max: count,
                },
            )? {
                Answer::Objects(o) => o,
                _ => Vec::new(),
            }
        };
        for id in &chosen {
            match dest {
                None => {
                    primitives::rest(st, *id);
                }
                Some(z) => {
                    primitives::move_to(st, *id, ZoneRef::Player(self.player, z));
                }
            }
        }
        Ok(())
    }

    /// 1.8.2: a payment may make more modes available. Only the new ones are selected
    /// and targeted, and legality is checked again; the cost is not recalculated.
    fn added_modes(&mut self, st: &mut GameState) -> Result<(), Stop> {
        let Some(spec) = self.hooks.modes(self.db, st, self.object)? else {
            return Ok(());
        };
        // Only modes the payment made available: a player who chose fewer modes than
        // allowed before paying does not get to choose again.
        let extra = spec.max.saturating_sub(self.modes_allowed);
        if extra == 0 {
            return Ok(());
        }
        let selected = self.entry(st).modes.clone();
        let fresh: Vec<String> = spec
            .options
            .into_iter()
            .filter(|o| !selected.contains(o))
            .collect();
        self.enter(st, Step::SelectModes);
        let min = spec.min.saturating_sub(selected.len()).min(extra);
        let added = self.choose_modes(fresh, min, extra)?;
        if added.is_empty() {
            return Ok(());
        }
        self.entry(st).modes.extend(added.iter().cloned());
        let added: Vec<Option<String>> = added.into_iter().map(Some).collect();
        self.declare_targets(st, &added)?;
        self.check_legality(st)?;
        self.step = Step::PayCosts;
        Ok(())
    }

    /// 1.8a (6d6): the resistance is gathered (the defenders choosing the cards they
    /// resist with), the action's dice are rolled with the game RNG, and the score is
    /// judged. Returns whether the card is activated: on success, and for a failed
    /// attack, which lands on a random square instead. Without activation resistance in
    /// the ruleset, every activation is.
    fn overcome_resistance(&mut self, st: &mut GameState) -> Result<bool, Stop> {
        let Some(rule) = self.db.ruleset.resistance.as_ref() else {
            return Ok(true);
        };
        if self.kind != PlayKind::Activation {
            return Ok(true);
        }
        self.enter(st, Step::OvercomeResistance);
        let Some(from) = self.actor_square(st) else {
            return self.illegal(format!(
                "{} has no {} on the board to act with",
                self.player,
                rule.actor_types.join(" or ")
            ));
        };
        let entry = self.entry(st).clone();
        let mut squares: Vec<Square> = Vec::new();
        for t in entry.targets.iter().flat_map(|g| &g.chosen) {
            let sq = match *t {
                Target::Square(sq) => Some(sq),
                Target::Object { id, .. } => board::square_of(st, id),
                Target::Player(_) => None,
            };
            if let Some(sq) = sq.filter(|s| !squares.contains(s)) {
                squares.push(sq);
            }
        }
        let harmful = self
            .hooks
            .has_keyword(self.db, st, self.object, &rule.harmful_keyword)?;
        let mut trace = ResistanceTrace::new();
        resistance::situation(
            self.db,
            self.hooks,
            st,
            rule,
            self.player,
            self.object,
            from,
            &squares,
            harmful,
            &mut trace,
        )?;
        if harmful {
            self.defend(st, rule, &squares, &mut trace)?;
        }
        let score = &rule.score;
        if score.base_dice > 0 {
            let rolls = resistance::roll(st, score.base_dice, score.sides);
            trace.score_lines.push(ScoreLine {
                source: "the action".into(),
                rolls,
                bonus: 0,
            });
        }
        for id in std::iter::once(self.object).chain(entry.joined.iter().copied()) {
            let dice = self
                .hooks
                .stat(self.db, st, id, &score.dice_stat)?
                .unwrap_or(0);
            let bonus = match &score.bonus_stat {
                Some(b) => self.hooks.stat(self.db, st, id, b)?.unwrap_or(0),
                None => 0,
            };
            if dice <= 0 && bonus == 0 {
                continue;
            }
            let rolls = resistance::roll(st, dice.clamp(0, 64) as u32, score.sides);
            let name = st
                .object(id)
                .map(|o| self.db.card(o.card).name.clone())
                .unwrap_or_default();
            trace.score_lines.push(ScoreLine {
                source: name,
                rolls,
                bonus,
            });
        }
        trace.judge(rule.success);
        let attack = match &rule.failure.attack_keyword {
            Some(k) => self.hooks.has_keyword(self.db, st, self.object, k)?,
            None => false,
        };
        if !trace.success && attack {
            self.scatter(st, rule.failure.scatter, &mut trace);
        }
        let activated = trace.success || attack;
        st.emit(Event::Checked {
            object: self.object,
            trace: Box::new(trace.clone()),
        });
        for &(aimed, landed) in &trace.landed {
            st.emit(Event::Missed {
                object: self.object,
                aimed,
                landed,
            });
        }
        self.entry(st).resistance = Some(Box::new(trace));
        Ok(activated)
    }

    /// The players whose creatures stand in the targeted squares may resist a harmful
    /// effect with their own cards: each chooses which, and each adds its value.
    fn defend(
        &mut self,
        st: &mut GameState,
        rule: &crate::core::ruleset::ResistanceRule,
        squares: &[Square],
        trace: &mut ResistanceTrace,
    ) -> Result<(), Stop> {
        let Some(def) = &rule.defend else {
            return Ok(());
        };
        let mut defenders: Vec<PlayerId> = Vec::new();
        for &sq in squares {
            for id in board::occupants(self.db, st, sq) {
                let Some(p) = st.object(id).map(|o| o.controller) else {
                    continue;
                };
                if p != self.player && !defenders.contains(&p) {
                    defenders.push(p);
                }
            }
        }
        defenders.sort();
        let action = rule
            .combine
            .as_ref()
            .and_then(|c| self.db.card(self.card).attributes.get(&c.attribute))
            .cloned();
        let Some(to) = self.db.zone(&def.to) else {
            return self.illegal(format!(
                "the defend rule names an unknown zone '{}'",
                def.to
            ));
        };
        for p in defenders {
            let mut candidates = Vec::new();
            for z in def.from.iter().filter_map(|z| self.db.zone(z)) {
                for id in st.zone(ZoneRef::Player(p, z)).to_vec() {
                    if !self.hooks.has_keyword(self.db, st, id, &def.keyword)? {
                        continue;
                    }
                    let against = st
                        .object(id)
                        .and_then(|o| self.db.card(o.card).attributes.get("against"));
                    if against.is_none_or(|a| Some(a) == action.as_ref()) {
                        candidates.push(id);
                    }
                }
            }
            if candidates.is_empty() {
                continue;
            }
            let max = candidates.len();
            let chosen = match self.ask_player(
                p,
                Choice::Defend,
                format!("{p}: which cards resist {}?", self.card_name()),
                Options::Objects {
                    candidates,
                    min: 0,
                    max,
                },
            )? {
                Answer::Objects(o) => o,
                _ => Vec::new(),
            };
            for id in chosen {
                let value = self.hooks.stat(self.db, st, id, &def.stat)?.unwrap_or(0);
                let name = st
                    .object(id)
                    .map(|o| self.db.card(o.card).name.clone())
                    .unwrap_or_default();
                trace.add(format!("{name} ({p} resists)"), Some(id), value);
                primitives::move_to(st, id, ZoneRef::Player(p, to));
            }
        }
        Ok(())
    }

    /// A failed attack still goes off, off target: each aimed square is replaced by one
    /// drawn with the game RNG from the squares within `radius` of it.
    fn scatter(&mut self, st: &mut GameState, radius: u32, trace: &mut ResistanceTrace) {
        let Some((_, def)) = board::board(self.db) else {
            return;
        };
        let mut groups = std::mem::take(&mut self.entry(st).targets);
        for t in groups.iter_mut().flat_map(|g| g.chosen.iter_mut()) {
            let Target::Square(aimed) = *t else { continue };
            let around: Vec<Square> = board::squares_within(def, aimed, radius)
                .into_iter()
                .filter(|s| *s != aimed)
                .collect();
            if around.is_empty() {
                continue;
            }
            let landed = around[st.rng.below(around.len() as u64) as usize];
            *t = Target::Square(landed);
            trace.landed.push((aimed, landed));
        }
        self.entry(st).targets = groups;
    }

    /// The action failed to beat its resistance: it fizzles, and its cards return to
    /// the ruleset's failure zone, or where their own keywords send them.
    fn failed(&mut self, st: &mut GameState) {
        let Some(rule) = self.db.ruleset.resistance.as_ref() else {
            return;
        };
        let entry = self.entry(st).clone();
        st.stack.remove_entry(self.object, None);
        st.emit(Event::ActivationFailed {
            object: self.object,
        });
        let mut shuffle = Vec::new();
        for id in std::iter::once(self.object).chain(entry.joined.iter().copied()) {
            let Some((owner, card)) = st.object(id).map(|o| (o.owner, self.db.card(o.card))) else {
                continue;
            };
            let zone = rule
                .failure
                .keywords
                .iter()
                .find(|k| card.keywords.contains(&k.keyword))
                .map_or(&rule.failure.zone, |k| &k.zone);
            if let Some(z) = self.db.zone(zone) {
                primitives::move_to(st, id, ZoneRef::Player(owner, z));
                if rule.failure.shuffle && *zone == rule.failure.zone {
                    shuffle.push(ZoneRef::Player(owner, z));
                }
            }
        }
        shuffle.dedup();
        for z in shuffle {
            primitives::shuffle(self.db, st, z);
        }
        st.opportunity = Some(self.player);
        st.passes = 0;
        st.emit(Event::OpportunityGained {
            player: self.player,
        });
    }

    /// 1.9: the card is activated and its controller gains opportunity.
    fn activation(&mut self, st: &mut GameState) {
        self.enter(st, Step::Activation);
        if self.kind == PlayKind::Materialization {
            st.materialized = st.materialized.saturating_add(1);
        }
        count_title(self.db, st, self.player, self.card);
        st.emit(Event::Played {
            player: self.player,
            object: self.object,
            kind: self.kind,
        });
        st.opportunity = Some(self.player);
        st.passes = 0;
        st.emit(Event::OpportunityGained {
            player: self.player,
        });
    }
}

/// Why `player` may not play or use another card of `card`'s title this turn, if the
/// ruleset's title limit (KeyForge's rule of six) is reached.
pub fn title_limit_reached(
    db: &CardDb,
    st: &GameState,
    player: PlayerId,
    card: CardIdx,
) -> Option<String> {
    let limit = db.ruleset.title_limit_per_turn?;
    let used = st.title_uses.get(&(player, card)).copied().unwrap_or(0);
    (used >= limit).then(|| {
        format!(
            "{player} has already played or used {} {used} times this turn (the limit is {limit})",
            db.card(card).name
        )
    })
}

fn count_title(db: &CardDb, st: &mut GameState, player: PlayerId, card: CardIdx) {
    if db.ruleset.title_limit_per_turn.is_some() {
        *st.title_uses.entry((player, card)).or_insert(0) += 1;
    }
}

/// Uses `object` in play the way the ruleset's use `ability` says (reap, fight, action):
/// checks that it may be used (zone, controller, type, hook, exhaustion, title limit,
/// then the rules), exhausts it if the use does, and puts the use on the effects stack.
/// `Ok(Err(reason))` when the use is not allowed; nothing has changed then.
pub fn begin_use(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    object: ObjectId,
    ability: &str,
    via: bool,
) -> Result<Result<(), String>, HookError> {
    let generation = match start_use(db, hooks, st, player, object, ability, via)? {
        Ok(g) => g,
        Err(why) => return Ok(Err(why)),
    };
    st.stack.push(StackEntry::ability(
        object,
        player,
        crate::core::stack::Ability::Use {
            name: ability.to_string(),
            via,
            generation,
        },
    ));
    Ok(Ok(()))
}

/// `begin_use` without putting the use on the stack: for a use made by a resolving
/// ability, which resolves at that point of the ability (written order). Returns the
/// object's generation.
pub fn start_use(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    object: ObjectId,
    ability: &str,
    via: bool,
) -> Result<Result<u32, String>, HookError> {
    let Some(def) = db.ruleset.uses.iter().find(|u| u.id == ability) else {
        let known: Vec<&str> = db.ruleset.uses.iter().map(|u| u.id.as_str()).collect();
        return Ok(Err(format!(
            "the ruleset has no use '{ability}' (it has: {})",
            if known.is_empty() {
                "none".to_string()
            } else {
                known.join(", ")
            }
        )));
    };
    let Some(o) = st.object(object) else {
        return Ok(Err(format!("there is no object {object}")));
    };
    let (card_idx, rested, generation) = (o.card, o.rested, o.generation);
    let card = db.card(card_idx);
    let zone_ok =
        matches!(o.zone, ZoneRef::Player(_, z) if def.from.iter().any(|f| f == db.zone_name(z)));
    if !zone_ok {
        return Ok(Err(format!(
            "{} can only be used from {}",
            card.name,
            def.from.join(" or ")
        )));
    }
    if o.controller != player {
        return Ok(Err(format!("{player} does not control {}", card.name)));
    }
    if !def.types.is_empty() && !def.types.iter().any(|t| card.types.contains(t)) {
        return Ok(Err(format!(
            "only a {} can {ability}, and {} is not one",
            def.types.join(" or "),
            card.name
        )));
    }
    if def.needs_hook && !hooks.has_hook(db, st, object, ability) {
        return Ok(Err(format!("{} has no '{ability}' ability", card.name)));
    }
    if def.exhausts && rested {
        return Ok(Err(format!("{} is exhausted", card.name)));
    }
    if let Some(why) = title_limit_reached(db, st, player, card_idx) {
        return Ok(Err(why));
    }
    if let Legality::Illegal(why) = hooks.may_use(db, st, object, ability, via)? {
        return Ok(Err(why));
    }
    if def.exhausts {
        primitives::rest(st, object);
    }
    count_title(db, st, player, card_idx);
    st.emit(Event::Used {
        player,
        object,
        ability: ability.to_string(),
        via,
    });
    Ok(Ok(generation))
}

/// The elements `player` has enabled: their own, the always-enabled ones, and those of
/// their cards in the ruleset's element sources (a champion's lineage).
pub fn enabled_elements<'d>(db: &'d CardDb, st: &'d GameState, player: PlayerId) -> Vec<&'d str> {
    let mut out: Vec<&str> = db
        .ruleset
        .always_enabled_elements
        .iter()
        .map(String::as_str)
        .collect();
    if let Some(p) = st.player(player) {
        out.extend(p.elements.iter().map(String::as_str));
    }
    for src in &db.ruleset.element_sources {
        let Some(z) = db.zone(&src.zone) else {
            continue;
        };
        for &o in st.zone(ZoneRef::Player(player, z)) {
            let Some(obj) = st.object(o) else { continue };
            let card = db.card(obj.card);
            if src
                .card_type
                .as_ref()
                .is_none_or(|t| card.types.contains(t))
            {
                out.extend(card.elements.iter().map(String::as_str));
            }
        }
    }
    out
}
