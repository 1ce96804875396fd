//! The game driver: actions in, decisions out, with every action a transaction.

use crate::core::activation::{Activation, Step, Stop};
use crate::core::decision::{Answer, Decider, Decision};
use crate::core::events::{Event, PlayKind};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::procedures;
use crate::core::ruleset::CardDb;
use crate::core::ruleset::Resolution;
use crate::core::stack::Ability;
use crate::core::state::{GameState, Snapshot, ZoneRef};
use crate::core::turn;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use thiserror::Error;

/// How many times in a row triggers are collected after a procedure's step between
/// resolutions changed the game (one finishes everything it found, so two suffice).
const MAX_TRIGGER_ROUNDS: usize = 8;

mod committed;
mod legal;
mod looked_at;
mod order;
mod procedure_question;
mod resolve;
mod take;
mod triggers;
pub(crate) use resolve::put_resolved;

use looked_at::Offer;

/// What a player does.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Action {
    /// Activate a card (Grand Archive card activation, 1.1–1.9).
    Activate { player: PlayerId, object: ObjectId },
    /// Materialize a card (the same pipeline, from the material deck, paying memory).
    Materialize { player: PlayerId, object: ObjectId },
    /// Activate an activated ability of an object (its card's `abilities`): the same
    /// steps as a card's activation; the object stays where it is.
    ActivateAbility {
        player: PlayerId,
        object: ObjectId,
        ability: String,
    },
    /// Use an object in play the way the ruleset names it (KeyForge: reap, fight,
    /// action).
    Use {
        player: PlayerId,
        object: ObjectId,
        ability: String,
    },
    /// Declare the value the current phase asks for (KeyForge: the house for the turn).
    Declare { player: PlayerId, value: String },
    /// Take an action the ruleset declares that belongs to no card (KeyForge: raise the
    /// tide); the rules script performs it. `object`: the card it is taken with, for an
    /// action declared with `objects_in` (Grand Archive: the Preserved card returned).
    Take {
        player: PlayerId,
        action: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        object: Option<ObjectId>,
    },
    /// Pass opportunity. When every player has passed in succession, the top of the
    /// effects stack resolves. Where abilities resolve at once, passing ends the phase.
    Pass { player: PlayerId },
}

impl Action {
    pub fn player(&self) -> PlayerId {
        match self {
            Action::Activate { player, .. }
            | Action::Materialize { player, .. }
            | Action::ActivateAbility { player, .. }
            | Action::Use { player, .. }
            | Action::Declare { player, .. }
            | Action::Take { player, .. }
            | Action::Pass { player } => *player,
        }
    }
}

/// Where the game stands after an action or answer.
#[derive(Clone, Debug, PartialEq)]
pub enum Progress {
    /// Waiting for the player with opportunity to act.
    Ready,
    /// Waiting for an answer.
    Decide(Decision),
}

/// Why an action or answer was refused. In every case the game is exactly as it was
/// before the action was submitted.
#[derive(Clone, Debug, Error, PartialEq)]
pub enum ActionError {
    #[error("{player} does not have opportunity ({holder})")]
    NoOpportunity { player: PlayerId, holder: String },
    #[error("a decision is pending: {0}")]
    DecisionPending(Box<Decision>),
    #[error("no decision is pending")]
    NoDecisionPending,
    #[error("invalid answer: {0}")]
    InvalidAnswer(String),
    #[error("illegal at step {step}: {reason}")]
    Illegal { step: Step, reason: String },
    #[error("card script failed: {0}")]
    Script(HookError),
    #[error("decider failed: {0}")]
    Decider(String),
    /// A use or declaration the rules do not allow now.
    #[error("not allowed: {0}")]
    NotAllowed(String),
    #[error("the game is over: {0}")]
    GameOver(crate::core::game_end::GameOver),
    /// Abilities kept triggering each other: the action is undone.
    #[error("more than {0} abilities resolved in one action: do triggered abilities trigger each other forever?")]
    Runaway(usize),
}

impl From<HookError> for ActionError {
    fn from(e: HookError) -> Self {
        ActionError::Script(e)
    }
}

/// What the game is waiting on.
#[derive(Clone, Debug)]
enum Pending {
    /// An activation stopped for an answer: the state is as the activation left it,
    /// and `before` is the state before its announcement.
    Activation {
        activation: Box<Activation>,
        decision: Decision,
        before: Box<Snapshot>,
        /// Begun inside a resolution (a card activated while looked at): the resolution
        /// suspended on its offer, which it returns to if the activation is refused.
        under: Option<Box<Offer>>,
    },
    /// A resolution offers looked-at cards to activate (see `looked_at.rs`).
    Offer(Box<Offer>),
    /// The turn player chooses which of the entries that resolve together goes first
    /// (`order.rs`); nothing has resolved since `before` but what came before the question.
    Order {
        decision: Decision,
        together: order::Together,
        before: Box<Snapshot>,
        /// Asked as they go on the stack (who places which next), not as they resolve.
        placing: bool,
    },
    /// Every player passed on an empty stack and a procedure asks a question before its
    /// step moves on; `before` is the state before the last pass.
    Procedure {
        decision: Decision,
        before: Box<Snapshot>,
    },
    /// The turn procedure made a purchase whose buyer chooses its kind
    /// (`player_cost::question`); the turn goes on once they have.
    Purchase {
        purchase: crate::core::state::PendingPurchase,
        decision: Decision,
        before: Box<Snapshot>,
    },
    /// A resolving script asked a question; the state is mid-resolution.
    Resolution {
        object: ObjectId,
        ability: Option<Ability>,
        decision: Decision,
        before: Box<Snapshot>,
    },
}

/// One game: the card database, the state, and what it waits on.
#[derive(Clone, Debug)]
pub struct Game {
    db: Arc<CardDb>,
    state: GameState,
    pending: Option<Pending>,
    /// Callers inside [`Game::run`] that hold a snapshot of their own.
    held: u32,
}

impl Game {
    pub fn new(db: Arc<CardDb>, mut state: GameState) -> Self {
        state.set_in_play(
            (0..db.zone_count())
                .map(|z| db.in_play(crate::core::ids::ZoneIdx(z as u8)))
                .collect(),
        );
        Game {
            db,
            state,
            pending: None,
            held: 0,
        }
    }

    pub fn db(&self) -> &Arc<CardDb> {
        &self.db
    }

    pub fn state(&self) -> &GameState {
        &self.state
    }

    /// Direct access for setup code. Game code goes through actions; outside the crate,
    /// see [`crate::unchecked`].
    pub(crate) fn state_mut(&mut self) -> &mut GameState {
        &mut self.state
    }

    pub fn pending(&self) -> Option<&Decision> {
        match &self.pending {
            Some(Pending::Activation { decision, .. })
            | Some(Pending::Order { decision, .. })
            | Some(Pending::Procedure { decision, .. })
            | Some(Pending::Purchase { decision, .. })
            | Some(Pending::Resolution { decision, .. }) => Some(decision),
            Some(Pending::Offer(o)) => Some(&o.decision),
            None => None,
        }
    }

    /// Starts the game: abilities the setup's turn-based actions triggered (a champion put
    /// onto the field on turn one) go on the stack before anyone acts, and resolve at once
    /// where the ruleset says so.
    pub fn start(&mut self, hooks: &dyn Behaviors) -> Result<Progress, ActionError> {
        let before = Box::new(self.state.snapshot());
        let r = self.settle(hooks, before);
        self.end_transactions(hooks);
        r
    }

    /// Submits an action.
    pub fn submit(
        &mut self,
        hooks: &dyn Behaviors,
        action: Action,
    ) -> Result<Progress, ActionError> {
        hooks.begin_action();
        let r = self.submit_action(hooks, action);
        hooks.end_action();
        self.end_transactions(hooks);
        r
    }

    /// Once nothing can be rolled back (nothing waits on an answer, no caller holds a
    /// snapshot), the undo journal is dropped: it only ever holds one action's changes.
    fn end_transactions(&mut self, hooks: &dyn Behaviors) {
        // The game state checks for the ruleset's defeat conditions, once the action is
        // done and nothing waits on an answer.
        if self.pending.is_none() {
            crate::core::game_end::check(&self.db, &mut self.state, hooks);
        }
        if self.held == 0 && self.pending.is_none() {
            self.state.forget();
        }
    }

    fn submit_action(
        &mut self,
        hooks: &dyn Behaviors,
        action: Action,
    ) -> Result<Progress, ActionError> {
        if let Some(d) = self.pending() {
            return Err(ActionError::DecisionPending(Box::new(d.clone())));
        }
        if let Some(over) = &self.state.over {
            return Err(ActionError::GameOver(over.clone()));
        }
        let player = action.player();
        if self.state.opportunity != Some(player) {
            let holder = match self.state.opportunity {
                Some(p) => format!("{p} has it"),
                None => "nobody has it".into(),
            };
            return Err(ActionError::NoOpportunity { player, holder });
        }
        if let Some(d) = turn::current(&self.db, &self.state).and_then(|p| p.declare.as_ref()) {
            if !matches!(action, Action::Declare { .. }) {
                return Err(ActionError::NotAllowed(format!(
                    "{player} must first declare a {}",
                    d.name
                )));
            }
        }
        if turn::choosing(&self.db, &self.state)
            && !matches!(action, Action::Take { .. } | Action::Pass { .. })
        {
            return Err(ActionError::NotAllowed(format!(
                "{player} must first choose: {} or pass",
                self.take_choices().join(", ")
            )));
        }
        match action {
            Action::Activate { player, object } => {
                self.play(hooks, player, object, PlayKind::Activation)
            }
            Action::Materialize { player, object } => {
                self.play(hooks, player, object, PlayKind::Materialization)
            }
            Action::ActivateAbility {
                player,
                object,
                ability,
            } => {
                let before = Box::new(self.state.snapshot());
                let activation = Box::new(Activation::ability(player, object, &ability));
                self.advance(hooks, activation, before)
            }
            Action::Use {
                player,
                object,
                ability,
            } => self.use_object(hooks, player, object, &ability),
            Action::Declare { player, value } => self.declare(hooks, player, value),
            Action::Take {
                player,
                action,
                object,
            } => self.take(hooks, player, &action, object),
            Action::Pass { player } => self.pass(hooks, player),
        }
    }

    /// The values `player` may declare in the current phase (none if it asks for none).
    pub fn declare_choices(&self, player: PlayerId) -> Vec<String> {
        let Some(d) = turn::current(&self.db, &self.state).and_then(|p| p.declare.as_ref()) else {
            return Vec::new();
        };
        let mut values: Vec<String> = self
            .state
            .objects()
            .iter()
            .filter(|o| o.owner == player && o.zone != ZoneRef::Gone)
            .filter_map(|o| o.printed_attribute(&self.db, &d.attribute).cloned())
            .collect();
        values.sort();
        values.dedup();
        values
    }

    fn declare(
        &mut self,
        hooks: &dyn Behaviors,
        player: PlayerId,
        value: String,
    ) -> Result<Progress, ActionError> {
        let Some(d) = turn::current(&self.db, &self.state).and_then(|p| p.declare.clone()) else {
            return Err(ActionError::NotAllowed(
                "nothing is declared in this phase".into(),
            ));
        };
        let offered = self.declare_choices(player);
        let choices = crate::core::declare::allowed(
            &self.db,
            &mut self.state,
            hooks,
            player,
            &d.name,
            offered,
        )
        .map_err(ActionError::Script)?;
        if !choices.contains(&value) {
            return Err(ActionError::NotAllowed(format!(
                "'{value}' is not a {} {player} can declare (choices: {})",
                d.name,
                choices.join(", ")
            )));
        }
        let before = Box::new(self.state.snapshot());
        if let Some(p) = self.state.player_mut(player) {
            p.declared.insert(d.name.clone(), value.clone());
        }
        self.state.emit(Event::Declared {
            player,
            name: d.name,
            value,
        });
        self.end_phase(hooks, before)
    }

    fn use_object(
        &mut self,
        hooks: &dyn Behaviors,
        player: PlayerId,
        object: ObjectId,
        ability: &str,
    ) -> Result<Progress, ActionError> {
        let before = Box::new(self.state.snapshot());
        let r = procedures::uses::begin_use(
            &self.db,
            hooks,
            &mut self.state,
            player,
            object,
            ability,
            procedures::uses::UseBy::Player,
        );
        match r {
            Ok(Ok(())) => {
                self.state.passes = 0;
                // A use made at once resolves before anyone may respond.
                let at_once = self
                    .db
                    .ruleset
                    .uses
                    .iter()
                    .any(|u| u.id == ability && u.at_once);
                if at_once {
                    return self.resolve_top(hooks, before);
                }
                // Where abilities resolve at once, the use itself resolves before the
                // abilities its start triggered ("after a creature reaps" follows the reap,
                // VOC-USE-AFTER-1); its resolution collects them.
                if self.immediate() {
                    if let Progress::Decide(d) = self.resolve_top(hooks, before.clone())? {
                        return Ok(Progress::Decide(d));
                    }
                    return self.run_stack(hooks, before);
                }
                self.settle(hooks, before)
            }
            Ok(Err(why)) => {
                self.state.restore(&before);
                Err(ActionError::NotAllowed(why))
            }
            Err(e) => {
                self.state.restore(&before);
                Err(e.into())
            }
        }
    }

    fn immediate(&self) -> bool {
        self.db.ruleset.resolution == Resolution::Immediate
    }

    /// After an action: triggered abilities go on the stack, and where abilities resolve
    /// at once, the stack resolves until it is empty or a question is asked. If any of
    /// it fails, the game returns to `before` (the state before the action).
    fn settle(
        &mut self,
        hooks: &dyn Behaviors,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        if let Some(asked) = self.ask_purchase(&before) {
            return Ok(asked);
        }
        if let Err(e) = self.collect_triggers(hooks) {
            self.state.restore(&before);
            return Err(e);
        }
        self.run_stack(hooks, before)
    }

    /// Where abilities resolve at once: resolves the top of the stack until it is empty
    /// or a resolution asks a question; then, if the turn procedure paused so that its
    /// step's triggers resolve first, goes on with the turn and resolves what that raises.
    fn run_stack(
        &mut self,
        hooks: &dyn Behaviors,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        const MAX_RESOLUTIONS: usize = 1000;
        let mut n = 0;
        while self.immediate() && self.state.over.is_none() {
            n += 1;
            if n > MAX_RESOLUTIONS {
                hooks.abandon();
                self.state.restore(&before);
                return Err(ActionError::Runaway(MAX_RESOLUTIONS));
            }
            if self.state.stack.is_empty() {
                match turn::resume(&self.db, hooks, &mut self.state) {
                    Ok(true) => {}
                    Ok(false) => break,
                    Err(e) => {
                        self.state.restore(&before);
                        return Err(e.into());
                    }
                }
                if let Some(asked) = self.ask_purchase(&before) {
                    return Ok(asked);
                }
                if let Err(e) = self.collect_triggers(hooks) {
                    self.state.restore(&before);
                    return Err(e);
                }
                continue;
            }
            if let Some(asked) = self.ask_order(hooks, &before) {
                return Ok(asked);
            }
            if let Progress::Decide(d) = self.resolve_top(hooks, before.clone())? {
                return Ok(Progress::Decide(d));
            }
        }
        if self.state.over.is_some() {
            self.state.opportunity = None;
            return Ok(Progress::Ready);
        }
        Ok(self.ask_placement(&before).unwrap_or(Progress::Ready))
    }

    /// Answers the pending decision. An invalid answer changes nothing: the same
    /// decision stays pending.
    pub fn answer(
        &mut self,
        hooks: &dyn Behaviors,
        answer: Answer,
    ) -> Result<Progress, ActionError> {
        hooks.begin_action();
        let r = self.answer_pending(hooks, answer);
        hooks.end_action();
        self.end_transactions(hooks);
        r
    }

    fn answer_pending(
        &mut self,
        hooks: &dyn Behaviors,
        answer: Answer,
    ) -> Result<Progress, ActionError> {
        let Some(pending) = self.pending.take() else {
            return Err(ActionError::NoDecisionPending);
        };
        let decision = match &pending {
            Pending::Activation { decision, .. }
            | Pending::Order { decision, .. }
            | Pending::Procedure { decision, .. }
            | Pending::Purchase { decision, .. }
            | Pending::Resolution { decision, .. } => decision,
            Pending::Offer(o) => &o.decision,
        };
        if let Err(e) = decision.check(&answer) {
            self.pending = Some(pending);
            return Err(ActionError::InvalidAnswer(e));
        }
        match pending {
            Pending::Activation {
                mut activation,
                before,
                under: None,
                ..
            } => {
                activation.give(answer);
                self.advance(hooks, activation, before)
            }
            Pending::Activation {
                mut activation,
                before,
                under: Some(offer),
                ..
            } => {
                activation.give(answer);
                self.advance_looked_at(hooks, activation, before, offer)
            }
            Pending::Resolution {
                object,
                ability,
                before,
                ..
            } => self.resume_resolution(hooks, object, ability, &answer, before),
            Pending::Offer(offer) => self.answer_offer(hooks, offer, answer),
            Pending::Order {
                together,
                before,
                placing,
                ..
            } => self.answer_order(hooks, together, answer, before, placing),
            Pending::Procedure { decision, before } => {
                self.answer_procedure(hooks, &decision, &answer, before)
            }
            Pending::Purchase {
                purchase, before, ..
            } => self.answer_purchase(hooks, purchase, answer, before),
        }
    }

    /// Abandons the pending decision: an activation is cancelled (the game is as before
    /// it); a resolution is rolled back to before the pass that started it.
    pub fn cancel(&mut self, hooks: &dyn Behaviors) {
        match self.pending.take() {
            Some(Pending::Resolution { before, .. }) | Some(Pending::Order { before, .. }) => {
                hooks.abandon();
                self.state.restore(&before);
            }
            // An activation begun inside a resolution goes with the resolution.
            Some(Pending::Offer(o)) | Some(Pending::Activation { under: Some(o), .. }) => {
                hooks.abandon();
                self.state.restore(&o.before);
            }
            Some(Pending::Activation { before, .. })
            | Some(Pending::Procedure { before, .. })
            | Some(Pending::Purchase { before, .. }) => self.state.restore(&before),
            None => {}
        }
        self.end_transactions(hooks);
    }

    /// Runs an action to completion, answering every decision with `decider`. If the
    /// decider fails, the game returns to the state before the action.
    pub fn run(
        &mut self,
        hooks: &dyn Behaviors,
        decider: &mut dyn Decider,
        action: Action,
    ) -> Result<(), ActionError> {
        let before = self.state.snapshot();
        self.held += 1;
        let r = self.run_holding(hooks, decider, action, &before);
        self.held -= 1;
        self.end_transactions(hooks);
        r
    }

    fn run_holding(
        &mut self,
        hooks: &dyn Behaviors,
        decider: &mut dyn Decider,
        action: Action,
        before: &Snapshot,
    ) -> Result<(), ActionError> {
        let mut progress = self.submit(hooks, action)?;
        while let Progress::Decide(decision) = progress {
            let answer = match decider.decide(&self.state, &decision) {
                Ok(a) => a,
                Err(e) => {
                    self.cancel(hooks);
                    self.state.restore(before);
                    return Err(ActionError::Decider(e));
                }
            };
            progress = match self.answer(hooks, answer) {
                Ok(p) => p,
                Err(e) => {
                    self.cancel(hooks);
                    self.state.restore(before);
                    return Err(e);
                }
            };
        }
        Ok(())
    }

    /// Starts an activation: a transaction from the state before its announcement.
    fn play(
        &mut self,
        hooks: &dyn Behaviors,
        player: PlayerId,
        object: ObjectId,
        kind: PlayKind,
    ) -> Result<Progress, ActionError> {
        let before = Box::new(self.state.snapshot());
        let activation = Box::new(Activation::new(&self.db, player, object, kind));
        self.advance(hooks, activation, before)
    }

    /// Runs an activation on until it is activated, asks, or is refused (the game then
    /// returns to `before`).
    fn advance(
        &mut self,
        hooks: &dyn Behaviors,
        mut activation: Box<Activation>,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        match activation.advance(&self.db, hooks, &mut self.state) {
            Ok(()) => self.settle(hooks, before),
            Err(Stop::Ask(decision)) => {
                self.pending = Some(Pending::Activation {
                    activation,
                    decision: decision.clone(),
                    before,
                    under: None,
                });
                Ok(Progress::Decide(decision))
            }
            Err(Stop::Illegal { step, reason }) => {
                self.state.restore(&before);
                Err(ActionError::Illegal { step, reason })
            }
            Err(Stop::Hook(e)) => {
                self.state.restore(&before);
                Err(e.into())
            }
        }
    }

    /// Ends the current phase and settles what it caused; a script failing on the way
    /// (a replacement effect on a turn-based draw) refuses the action: the game returns
    /// to `before`.
    fn end_phase(
        &mut self,
        hooks: &dyn Behaviors,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        if let Err(e) = turn::end_phase(&self.db, hooks, &mut self.state) {
            self.state.restore(&before);
            return Err(e.into());
        }
        self.settle(hooks, before)
    }

    fn pass(&mut self, hooks: &dyn Behaviors, player: PlayerId) -> Result<Progress, ActionError> {
        let before = self.state.snapshot();
        self.state.emit(Event::Passed { player });
        self.state.passes += 1;
        if self.immediate() && self.state.stack.is_empty() {
            // Only the turn player acts here: passing ends the phase.
            return self.end_phase(hooks, Box::new(before));
        }
        let phase = turn::current(&self.db, &self.state).is_some();
        if procedures::pass_ends_phase(&self.db, &self.state, player) {
            return self.end_phase(hooks, Box::new(before));
        }
        if (self.state.passes as usize) < self.state.player_count() {
            let next = self.state.next_player(player);
            self.give_opportunity(next);
            return Ok(Progress::Ready);
        }
        if self.state.stack.is_empty() {
            return self.all_passed_on_empty(hooks, Box::new(before), phase);
        }
        self.resolve_top(hooks, Box::new(before))
    }

    /// Gives `player` opportunity; nobody has it once the game is over (a resolution that
    /// made a player draw from an empty deck ends the game before opportunity returns).
    fn give_opportunity(&mut self, player: PlayerId) {
        if self.state.over.is_some() {
            self.state.opportunity = None;
            return;
        }
        self.state.opportunity = Some(player);
        self.state.emit(Event::OpportunityGained { player });
    }
}
