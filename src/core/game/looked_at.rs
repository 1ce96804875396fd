//! Activations begun inside a resolution: a resolving script that looks at cards (a
//! glimpse) offers those that have an alternative cost usable while looked at and that
//! could be activated now. A chosen card starts a nested activation with that cost
//! answered, the resolution kept suspended underneath; completed, the card waits on the
//! stack above the resolving one and the resolution resumes; refused, the game returns
//! to the offer exactly as it was.

use super::{ActionError, Game, Pending, Progress};
use crate::core::activation::{Activation, Stop};
use crate::core::decision::{Answer, Decision, Options};
use crate::core::hooks::Behaviors;
use crate::core::ids::ObjectId;
use crate::core::stack::Ability;
use crate::core::state::Snapshot;

/// A resolution suspended on its offer of looked-at cards.
#[derive(Clone, Debug)]
pub(super) struct Offer {
    /// The resolving object and ability, as `Pending::Resolution` holds them.
    pub object: ObjectId,
    pub ability: Option<Ability>,
    /// The offer: the cards that may be activated, one or none.
    pub decision: Decision,
    /// Each offered card and the alternative cost it would be activated for.
    pub cards: Vec<(ObjectId, String)>,
    /// The state before the pass that started the resolution.
    pub before: Box<Snapshot>,
}

impl Game {
    /// The resolving script offers the cards `decision` lists. Only those with an
    /// alternative cost usable while looked at, that an activation begun now would not
    /// refuse before its first question, are offered; with none, the script goes on at
    /// once as if the player had declined.
    pub(super) fn offer_looked_at(
        &mut self,
        hooks: &dyn Behaviors,
        object: ObjectId,
        ability: Option<Ability>,
        decision: Decision,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        let listed = match &decision.options {
            Options::Objects { candidates, .. } => candidates.clone(),
            _ => Vec::new(),
        };
        let mut cards = Vec::new();
        for id in listed {
            let Some(cost) = self.looked_at_cost(hooks, id)? else {
                continue;
            };
            if self.could_activate(hooks, &decision, id, &cost) {
                cards.push((id, cost));
            }
        }
        if cards.is_empty() {
            let step = hooks.resume(&self.db, &mut self.state, object, &Answer::Objects(vec![]));
            return self.after_resolve_step(hooks, object, ability, step, before);
        }
        let decision = Decision {
            options: Options::Objects {
                candidates: cards.iter().map(|(id, _)| *id).collect(),
                min: 0,
                max: 1,
            },
            ..decision
        };
        self.pending = Some(Pending::Offer(Box::new(Offer {
            object,
            ability,
            decision: decision.clone(),
            cards,
            before,
        })));
        Ok(Progress::Decide(decision))
    }

    /// The first alternative cost of `id`'s card usable while it is looked at (and while
    /// the card has the keyword it needs, if any).
    fn looked_at_cost(
        &mut self,
        hooks: &dyn Behaviors,
        id: ObjectId,
    ) -> Result<Option<String>, ActionError> {
        let Some(card) = self.state.object(id).map(|o| self.db.card(o.card).clone()) else {
            return Ok(None);
        };
        for c in card.alternative_costs.iter().filter(|c| c.while_looked_at) {
            let usable = match &c.keyword {
                Some(k) => hooks.has_keyword(&self.db, &mut self.state, id, k)?,
                None => true,
            };
            if usable {
                return Ok(Some(c.id.clone()));
            }
        }
        Ok(None)
    }

    /// A dry run: whether an activation of `id` begun now gets to its first question or
    /// completes. The game is left as it was.
    fn could_activate(
        &mut self,
        hooks: &dyn Behaviors,
        offer: &Decision,
        id: ObjectId,
        cost: &str,
    ) -> bool {
        let snap = self.state.snapshot();
        let mut a = Activation::looked_at(&self.db, offer.player, id, cost);
        let db = self.db.clone();
        let ok = matches!(
            a.advance(&db, hooks, &mut self.state),
            Ok(()) | Err(Stop::Ask(_))
        );
        self.state.restore(&snap);
        ok
    }

    /// The answer to an offer: none resumes the resolution; a card starts its activation.
    pub(super) fn answer_offer(
        &mut self,
        hooks: &dyn Behaviors,
        offer: Box<Offer>,
        answer: Answer,
    ) -> Result<Progress, ActionError> {
        let chosen = answer.into_objects().into_iter().next();
        let Some((id, cost)) = chosen.and_then(|c| offer.cards.iter().find(|(o, _)| *o == c))
        else {
            let Offer {
                object,
                ability,
                before,
                ..
            } = *offer;
            return self.resume_resolution(
                hooks,
                object,
                ability,
                &Answer::Objects(vec![]),
                before,
            );
        };
        let activation = Box::new(Activation::looked_at(
            &self.db,
            offer.decision.player,
            *id,
            cost,
        ));
        let inner = Box::new(self.state.snapshot());
        self.advance_looked_at(hooks, activation, inner, offer)
    }

    /// Runs an activation begun inside a resolution on. Activated, the resolution resumes
    /// (the script learns which card); asking, it waits with the resolution under it;
    /// refused, the game returns to `inner` (the offer) with the offer pending again.
    pub(super) fn advance_looked_at(
        &mut self,
        hooks: &dyn Behaviors,
        mut activation: Box<Activation>,
        inner: Box<Snapshot>,
        offer: Box<Offer>,
    ) -> Result<Progress, ActionError> {
        let db = self.db.clone();
        let refused = match activation.advance(&db, hooks, &mut self.state) {
            Ok(()) => {
                let Offer {
                    object,
                    ability,
                    before,
                    ..
                } = *offer;
                let answer = Answer::Objects(vec![activation.object]);
                return self.resume_resolution(hooks, object, ability, &answer, before);
            }
            Err(Stop::Ask(decision)) => {
                self.pending = Some(Pending::Activation {
                    activation,
                    decision: decision.clone(),
                    before: inner,
                    under: Some(offer),
                });
                return Ok(Progress::Decide(decision));
            }
            Err(Stop::Illegal { step, reason }) => ActionError::Illegal { step, reason },
            Err(Stop::Hook(e)) => e.into(),
        };
        self.state.restore(&inner);
        self.pending = Some(Pending::Offer(offer));
        Err(refused)
    }

    /// Resumes a suspended resolution with `answer`, then (where abilities resolve at
    /// once) the rest of the stack.
    pub(super) fn resume_resolution(
        &mut self,
        hooks: &dyn Behaviors,
        object: ObjectId,
        ability: Option<Ability>,
        answer: &Answer,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        let step = hooks.resume(&self.db, &mut self.state, object, answer);
        match self.after_resolve_step(hooks, object, ability, step, before.clone())? {
            Progress::Ready => self.run_stack(hooks, before),
            ask => Ok(ask),
        }
    }
}
