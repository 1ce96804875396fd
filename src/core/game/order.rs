//! What resolves first when several triggered abilities trigger together, as the
//! ruleset's `trigger_order` says.
//!
//! Where the turn player orders them as they resolve (KeyForge: "the active player
//! chooses the order in which simultaneous effects resolve"), the abilities that triggered
//! together resolve one after the other in the order the turn player chooses, each time
//! one of them is about to resolve; with them, a played card's own "Play:" ability when
//! they are the abilities its play triggered.
//!
//! Where each player orders their own as they are placed (Grand Archive), they go on the
//! stack the turn player's first, then each other player's in turn order, and each player
//! picks which of their own goes on next before anyone receives opportunity.
//!
//! Without a question the first triggered resolves first (among one player's own, where
//! each places their own).

use super::{ActionError, Game, Pending, Progress};
use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::events::Event;
use crate::core::hooks::Behaviors;
use crate::core::ids::ObjectId;
use crate::core::ruleset::TriggerOrder;
use crate::core::stack::{Ability, StackEntry};
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
        if !self.immediate()
            || self.db.ruleset.trigger_order != TriggerOrder::TurnPlayerAtResolution
        {
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
        if self.db.ruleset.trigger_order == TriggerOrder::EachPlayerAsPlaced {
            return self.ask_placement(before);
        }
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
            placing: false,
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
        placing: bool,
    ) -> Result<Progress, ActionError> {
        let pick = answer.into_names();
        let chosen = together
            .into_iter()
            .find(|(_, _, n)| pick.first() == Some(n));
        if placing {
            if let (Some((object, ability, _)), Some((start, _))) = (chosen, self.unplaced()) {
                if let Some(entry) = self.state.stack.remove_entry(object, ability.as_ref()) {
                    self.state
                        .stack
                        .insert(start, StackEntry { batch: 0, ..entry });
                }
            }
            return self.run_stack(hooks, before);
        }
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

impl Game {
    /// Orders the abilities one check for triggers found (first triggered last) for the
    /// stack, where each player places their own: the turn player's go on first.
    pub(super) fn in_placing_order(&self, entries: &mut [StackEntry]) {
        if self.db.ruleset.trigger_order != TriggerOrder::EachPlayerAsPlaced {
            return;
        }
        let seats = self.state.player_count();
        let mut order = Vec::with_capacity(seats);
        let mut p = self.state.turn_player;
        for _ in 0..seats {
            order.push(p);
            p = self.state.next_player(p);
        }
        entries.sort_by_key(|e| order.iter().position(|p| *p == e.controller));
    }

    /// The abilities that went on the stack together and are not yet placed: from the
    /// bottom of them, the run of one player's (the player who places next), as the
    /// range of stack positions.
    fn unplaced(&self) -> Option<(usize, usize)> {
        let entries = self.state.stack.entries();
        let top = entries.iter().rposition(|e| e.batch != 0)?;
        let batch = entries[top].batch;
        let start = entries[..top]
            .iter()
            .rposition(|e| e.batch != batch)
            .map_or(0, |i| i + 1);
        let placer = entries[start].controller;
        let end = entries[start..=top]
            .iter()
            .position(|e| e.controller != placer)
            .map_or(top + 1, |i| start + i);
        Some((start, end))
    }

    /// Where each player places their own abilities that triggered together: asks the
    /// player placing next which of theirs goes on the stack next (under the rest of
    /// theirs, so it resolves after them). One left, or only copies of one ability of one
    /// card, is no choice: they stay as they triggered.
    pub(super) fn ask_placement(&mut self, before: &Snapshot) -> Option<Progress> {
        if self.db.ruleset.trigger_order != TriggerOrder::EachPlayerAsPlaced {
            return None;
        }
        loop {
            let (start, end) = self.unplaced()?;
            let own = &self.state.stack.entries()[start..end];
            let card = |o: ObjectId| self.state.object(o).map(|x| x.card);
            let label = |e: &StackEntry| match &e.ability {
                Some(Ability::Trigger { label, .. }) => Some(label.clone()),
                _ => None,
            };
            let first = &own[0];
            let copies = own
                .iter()
                .all(|e| card(e.object) == card(first.object) && label(e) == label(first));
            if copies {
                for e in &mut self.state.stack.entries_mut()[start..end] {
                    e.batch = 0;
                }
                continue;
            }
            let player = first.controller;
            // Offered first triggered first (the top of the run).
            let together: Together = own
                .iter()
                .rev()
                .map(|e| {
                    let name = format!(
                        "{} ({})",
                        label(e).unwrap_or_default(),
                        self.name_of(e.object)
                    );
                    (e.object, e.ability.clone(), name)
                })
                .collect();
            let together = numbered(together);
            let decision = Decision {
                player,
                choice: Choice::Order,
                prompt: "Which of your triggered abilities goes on the effects stack next \
                         (under the rest of yours: it resolves after them)?"
                    .into(),
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
                placing: true,
            });
            return Some(Progress::Decide(decision));
        }
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
