//! Triggered abilities onto the stack: after each action (and each resolution where
//! abilities resolve at once), from the events logged since the last look.

use super::{ActionError, Game, MAX_TRIGGER_ROUNDS};
use crate::core::events::Event;
use crate::core::hooks::Behaviors;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::procedures;
use crate::core::stack::{Ability, StackEntry};

impl Game {
    /// Puts on the stack the triggered abilities that the events since the last check
    /// trigger, the first triggered on top so it resolves first. A reverted action
    /// truncated the log, so it triggers nothing.
    pub(super) fn collect_triggers(&mut self, hooks: &dyn Behaviors) -> Result<(), ActionError> {
        // A procedure's step between resolutions may cause events that trigger more; its
        // own bound keeps this finite (each round finishes what it found).
        for _ in 0..MAX_TRIGGER_ROUNDS {
            self.collect_triggers_once(hooks)?;
            let db = self.db.clone();
            if !procedures::between_resolutions(&db, hooks, &mut self.state)? {
                return Ok(());
            }
        }
        self.collect_triggers_once(hooks)
    }

    fn collect_triggers_once(&mut self, hooks: &dyn Behaviors) -> Result<(), ActionError> {
        let (start, end) = (self.state.trigger_cursor, self.state.log.len());
        self.state.trigger_cursor = end;
        let mut found = Vec::new();
        let events: Vec<Event> = self.state.log.range(start, end).cloned().collect();
        // Who controlled each object that left play, as it last was in play.
        let last: Vec<(ObjectId, PlayerId)> = events
            .iter()
            .filter_map(|e| match e {
                Event::LeftPlay {
                    object, controller, ..
                } => Some((*object, *controller)),
                _ => None,
            })
            .collect();
        for event in events {
            if matches!(
                event,
                Event::Step { .. }
                    | Event::OpportunityGained { .. }
                    | Event::Triggered { .. }
                    | Event::Replaced { .. }
            ) {
                continue;
            }
            for (source, index, label) in hooks.triggers(&self.db, &mut self.state, &event)? {
                found.push((source, index, label, event.clone()));
            }
        }
        for (source, _, label, _) in &found {
            self.state.emit(Event::Triggered {
                source: *source,
                label: label.clone(),
            });
        }
        let mut entries = Vec::with_capacity(found.len());
        for (source, index, label, event) in found.into_iter().rev() {
            // An ability of an object that left play is controlled by whoever controlled
            // the object last in play.
            let controller = last
                .iter()
                .find(|(o, _)| *o == source)
                .map(|(_, p)| *p)
                .unwrap_or_else(|| {
                    self.state
                        .object(source)
                        .map_or(self.state.turn_player, |o| o.controller)
                });
            entries.push(StackEntry {
                batch: end as u64 + 1,
                ..StackEntry::ability(
                    source,
                    controller,
                    Ability::Trigger {
                        index,
                        label,
                        event,
                    },
                )
            });
        }
        self.in_placing_order(&mut entries);
        for entry in entries {
            self.state.stack.push(entry);
        }
        self.state.trigger_cursor = self.state.log.len();
        Ok(())
    }
}
