//! What resolves first when several abilities resolve together. Where abilities resolve
//! at once and the turn player makes the decisions (KeyForge: "the active player chooses
//! the order in which simultaneous effects resolve"), the abilities that triggered
//! together resolve one after the other in the order the turn player chooses, each time
//! one of them is about to resolve; with them, a played card's own "Play:" ability when
//! they are the abilities its play triggered. Without a question the first triggered
//! resolves first.

use super::{ActionError, Game, Pending, Progress};
use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::events::Event;
use crate::core::hooks::Behaviors;
use crate::core::ids::ObjectId;
use crate::core::ruleset::DecisionMaker;
use crate::core::stack::Ability;
use crate::core::state::Snapshot;

/// One of the stack entries that resolve together: an object and its ability (none for
/// the card itself), and the name the question gives it.
pub(super) type Together = Vec<(ObjectId, Option<Ability>, String)>;

impl Game {
    /// The entries at the top of the stack that resolve together: the triggered abilities
    /// that went on the stack together (one check for triggers), and below them the card
    /// whose play triggered them all — if it has a "Play:" ability of its own (a `resolve`
    /// hook). Empty when there is nothing to order.
    fn played_together(&self, hooks: &dyn Behaviors) -> Together {
        if !self.immediate() || self.db.ruleset.decisions != DecisionMaker::TurnPlayer {
            return Vec::new();
        }
        let entries = self.state.stack.entries();
        let Some(batch) = entries.last().map(|e| e.batch).filter(|b| *b != 0) else {
            return Vec::new();
        };
        // This runs before every resolution: find the group by reference, and name its
        // entries only when there is a question to ask.
        let group: Vec<(ObjectId, &Ability, &str)> = entries
            .iter()
            .rev()
            .map_while(|e| match &e.ability {
                Some(a @ Ability::Trigger { label, .. }) if e.batch == batch => {
                    Some((e.object, a, label.as_str()))
                }
                _ => None,
            })
            .collect();
        let Some(&(first_object, _, first_label)) = group.first() else {
            return Vec::new();
        };
        let below = entries.iter().rev().nth(group.len());
        let played = below.filter(|e| {
            e.ability.is_none()
                && group.iter().all(|(_, a, _)| {
                    matches!(a, Ability::Trigger { event: Event::Played { object, .. }, .. } if *object == e.object)
                })
                && hooks.has_hook(&self.db, &self.state, e.object, "resolve")
        });
        // One ability of one card triggered several times (Soul Collector, two creatures
        // destroyed; two copies of Loot the Bodies) is no choice of the player's: the
        // same text resolves as it triggered.
        let card = |o: ObjectId| self.state.object(o).map(|x| x.card);
        let first_card = card(first_object);
        let copies = group
            .iter()
            .all(|(o, _, l)| card(*o) == first_card && *l == first_label);
        if played.is_none() && copies {
            return Vec::new();
        }
        let mut out: Together = group
            .iter()
            .map(|(o, a, l)| {
                (
                    *o,
                    Some((*a).clone()),
                    format!("{l} ({})", self.name_of(*o)),
                )
            })
            .collect();
        if let Some(e) = played {
            let name = format!("{}: its own Play: ability", self.name_of(e.object));
            out.push((e.object, None, name));
        }
        numbered(out)
    }

    fn name_of(&self, object: ObjectId) -> String {
        self.state
            .object(object)
            .map_or_else(|| object.to_string(), |o| self.db.card(o.card).name.clone())
    }

    /// Before the top of the stack resolves: if several entries resolve together, the
    /// turn player is asked which comes first.
    pub(super) fn ask_order(
        &mut self,
        hooks: &dyn Behaviors,
        before: &Snapshot,
    ) -> Option<Progress> {
        let together = self.played_together(hooks);
        if together.len() < 2 {
            return None;
        }
        let decision = Decision {
            player: self.state.turn_player,
            choice: Choice::Order,
            prompt: "Which resolves first?".into(),
            options: Options::Names {
                names: together.iter().map(|(_, _, n)| n.clone()).collect(),
                min: 1,
                max: 1,
            },
        };
        self.pending = Some(Pending::Order {
            decision: decision.clone(),
            together,
            before: Box::new(before.clone()),
        });
        Some(Progress::Decide(decision))
    }

    /// The turn player picked what resolves first: it goes to the top and resolves, then
    /// the stack goes on resolving (asking again while several are left together).
    pub(super) fn answer_order(
        &mut self,
        hooks: &dyn Behaviors,
        together: Together,
        answer: Answer,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        let pick = answer.into_names();
        let chosen = together
            .into_iter()
            .find(|(_, _, n)| pick.first() == Some(n));
        if let Some((object, ability, _)) = chosen {
            if let Some(entry) = self.state.stack.remove_entry(object, ability.as_ref()) {
                self.state.stack.push(entry);
            }
        }
        if let Progress::Decide(d) = self.resolve_top(hooks, before.clone())? {
            return Ok(Progress::Decide(d));
        }
        self.run_stack(hooks, before)
    }
}

/// Names told apart: a second entry of the same name gets its number.
fn numbered(mut out: Together) -> Together {
    let names: Vec<String> = out.iter().map(|(_, _, n)| n.clone()).collect();
    for (i, entry) in out.iter_mut().enumerate() {
        let earlier = names[..i].iter().filter(|n| **n == names[i]).count();
        if earlier > 0 {
            entry.2 = format!("{} #{}", names[i], earlier + 1);
        }
    }
    out
}
