//! Every player passed in succession on an empty stack: a procedure's own step moves on
//! (a combat's next step) or the phase ends — and before that a procedure may ask a
//! player a question of its own (`Procedure::question`: the order in which a combat's
//! retaliators deal their damage), kept as `Pending::Procedure` until it is answered.
//! The turn procedure's own question, the kind of a purchase it made (KeyForge: which key
//! the forge step forges), waits as `Pending::Purchase`.

use super::{Game, Pending};
use crate::core::decision::{Answer, Decision};
use crate::core::game::{ActionError, Progress};
use crate::core::hooks::Behaviors;
use crate::core::player_cost;
use crate::core::procedures;
use crate::core::state::{PendingPurchase, Snapshot};
use crate::core::turn;

impl Game {
    /// Every player passed on an empty stack (`phase`: the game has a turn structure).
    pub(super) fn all_passed_on_empty(
        &mut self,
        hooks: &dyn Behaviors,
        before: Box<Snapshot>,
        phase: bool,
    ) -> Result<Progress, ActionError> {
        let db = self.db.clone();
        match procedures::question(&db, hooks, &mut self.state) {
            Ok(Some(decision)) => {
                self.pending = Some(Pending::Procedure {
                    decision: decision.clone(),
                    before,
                });
                return Ok(Progress::Decide(decision));
            }
            Ok(None) => {}
            Err(e) => {
                self.state.restore(&before);
                return Err(e.into());
            }
        }
        // A procedure's own step moves on instead (a combat's next step), and the turn
        // player receives opportunity.
        match procedures::all_passed(&db, hooks, &mut self.state) {
            Ok(true) => {
                return self.after_resolution(hooks, &before);
            }
            Ok(false) => {}
            Err(e) => {
                self.state.restore(&before);
                return Err(e.into());
            }
        }
        // The phase ends. Without a turn structure, opportunity returns to the turn player.
        if phase {
            return self.end_phase(hooks, before);
        }
        let tp = self.state.turn_player;
        self.give_opportunity(tp);
        Ok(Progress::Ready)
    }

    /// The answer to a procedure's question: the procedure takes it, then goes on as after
    /// the passes (it may ask again).
    pub(super) fn answer_procedure(
        &mut self,
        hooks: &dyn Behaviors,
        decision: &Decision,
        answer: &Answer,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        let db = self.db.clone();
        procedures::answered(&db, &mut self.state, decision, answer);
        let phase = crate::core::turn::current(&db, &self.state).is_some();
        self.all_passed_on_empty(hooks, before, phase)
    }

    /// If the turn procedure made a purchase whose kind its buyer chooses, asks them now,
    /// before anything else happens.
    pub(super) fn ask_purchase(&mut self, before: &Snapshot) -> Option<Progress> {
        let purchase = self.state.purchase.take()?;
        let decision = player_cost::question(&purchase);
        self.pending = Some(Pending::Purchase {
            purchase,
            decision: decision.clone(),
            before: Box::new(before.clone()),
        });
        Some(Progress::Decide(decision))
    }

    /// The buyer chose the kind of their purchase: they gain it, then the turn goes on.
    pub(super) fn answer_purchase(
        &mut self,
        hooks: &dyn Behaviors,
        purchase: PendingPurchase,
        answer: Answer,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        let db = self.db.clone();
        let kind = answer.into_names().pop().unwrap_or_default();
        let mut go_on = || -> Result<(), crate::core::hooks::HookError> {
            let (player, cost) = (purchase.player, purchase.cost.as_str());
            player_cost::gain_kind(&db, hooks, &mut self.state, player, cost, &kind)?;
            if !self.immediate() {
                turn::resume(&db, hooks, &mut self.state)?;
            }
            Ok(())
        };
        if let Err(e) = go_on() {
            self.state.restore(&before);
            return Err(e.into());
        }
        self.settle(hooks, before)
    }
}
