//! Triggered abilities onto the stack: after each action (and each resolution where
//! abilities resolve at once), from the events logged since the last look — but those
//! that already resolved inside the ability that triggered them (`core::reactions`).

use super::{ActionError, Game, MAX_TRIGGER_ROUNDS};
use crate::core::events::Event;
use crate::core::hooks::Behaviors;
use crate::core::procedures;
use crate::core::reactions;
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
        let reacted = self.state.reacting.take();
        let events: Vec<Event> = self
            .state
            .log
            .range(start, end)
            .enumerate()
            .filter(|(i, _)| reacted.as_ref().is_none_or(|r| r.left_for_later(start + i)))
            .map(|(_, e)| e.clone())
            .collect();
        let found = reactions::triggered_by(&self.db, hooks, &mut self.state, events)?;
        for f in &found {
            self.state.emit(Event::Triggered {
                source: f.source,
                label: f.label.clone(),
            });
        }
        let mut entries = Vec::with_capacity(found.len());
        for f in found.into_iter().rev() {
            entries.push(StackEntry {
                batch: end as u64 + 1,
                ..StackEntry::ability(
                    f.source,
                    f.controller,
                    Ability::Trigger {
                        index: f.index,
                        label: f.label,
                        event: f.event,
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
