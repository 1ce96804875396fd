//! Step 1.8: payments a keyword of the card being paid for allows (Grand Archive's Kindle N:
//! fire cards of the graveyard each pay 1 of its reserve cost), declared before the rest.

use super::{Activation, Payer, Pipeline, Stop};
use crate::core::decision::{Choice, Options};
use crate::core::ids::ObjectId;
use crate::core::query;
use crate::core::ruleset::{ObjectFilter, PayBy, Who};
use crate::core::state::GameState;

impl Pipeline<'_> {
    /// The objects a payment keyword of the card being activated lets pay 1 of `kind` each
    /// (Kindle N: fire cards of the graveyard), how many of them may, and how they pay.
    fn card_payers(
        &self,
        a: &Activation,
        st: &mut GameState,
        kind: &str,
    ) -> Result<Option<(Vec<ObjectId>, usize, PayBy)>, Stop> {
        if a.ability.is_some() {
            return Ok(None);
        }
        for pk in self
            .db
            .ruleset
            .payment_keywords
            .iter()
            .filter(|p| p.cost == kind)
        {
            let (Some(of), PayBy::Move { from, .. }) = (&pk.of_card, &pk.by) else {
                continue;
            };
            if !self.hooks.has_keyword(self.db, st, a.object, &pk.keyword)? {
                continue;
            }
            let limit = self.db.card(a.card).stats.get(&pk.keyword).copied();
            let filter = ObjectFilter {
                zone: Some(from.clone()),
                controller: Who::You,
                ..of.clone()
            };
            let found = query::find(self.db, st, self.hooks, &filter, a.player, Some(a.object))?;
            return Ok(Some((
                found,
                limit.unwrap_or(0).max(0) as usize,
                pk.by.clone(),
            )));
        }
        Ok(None)
    }

    /// Declares and makes the payments the card's own payment keyword allows (Kindle),
    /// before the rest of the cost: the player picks up to its limit (at least as many as
    /// the rest can't pay). Returns the objects it paid with, or the question to ask.
    pub(super) fn pay_by_card_keyword(
        &self,
        a: &mut Activation,
        st: &mut GameState,
        kind: &str,
        need: usize,
        pool: usize,
    ) -> Result<Vec<ObjectId>, Stop> {
        if let Some(paid) = &a.pre_paid {
            return Ok(paid.clone());
        }
        let Some((candidates, limit, by)) = self.card_payers(a, st, kind)? else {
            a.pre_paid = Some(Vec::new());
            return Ok(Vec::new());
        };
        let max = limit.min(need).min(candidates.len());
        if max == 0 {
            a.pre_paid = Some(Vec::new());
            return Ok(Vec::new());
        }
        let chosen = match a.take_answer() {
            Some(answer) => answer.into_objects(),
            None => {
                let others = pool + self.keyword_payers(a, st, kind)?.len();
                if others + max < need {
                    return self.illegal(
                        a,
                        format!(
                            "the {kind} cost is {need} but only {} card(s) or object(s) can pay it",
                            others + max
                        ),
                    );
                }
                let min = need.saturating_sub(others).min(max);
                // No real choice (all of them must pay): they pay unasked.
                if min == candidates.len() {
                    candidates
                } else {
                    return Err(self.ask(
                        a,
                        Choice::PayCost,
                        format!(
                            "{}: which cards pay 1 each of the {kind} cost first (up to {max})?",
                            self.card_name(a)
                        ),
                        Options::Objects {
                            candidates,
                            min,
                            max,
                        },
                    ));
                }
            }
        };
        for &id in &chosen {
            self.pay_by(a, st, id, &Payer::Keyword(by.clone()), kind)?;
        }
        a.pre_paid = Some(chosen.clone());
        Ok(chosen)
    }
}
