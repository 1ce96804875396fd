//! Grand Archive's class bonus on modes (GA-ACT-1.4.1): modes chosen beyond the normal
//! number thanks to a class bonus stay chosen unless the bonus is lost before the card
//! resolves; once lost they are dropped, with their targets, and never come back.

use super::Procedure;
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ruleset::CardDb;
use crate::core::stack::StackEntry;
use crate::core::state::GameState;

pub struct ClassBonus;

impl Procedure for ClassBonus {
    /// Any game whose cards offer modes with a bonus maximum (only a script can).
    fn applies(&self, _db: &CardDb) -> bool {
        true
    }

    fn before_resolving(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
        entry: StackEntry,
    ) -> Result<StackEntry, HookError> {
        if entry.bonus_modes.is_empty() {
            return Ok(entry);
        }
        let still = hooks
            .modes(db, st, entry.object)?
            .is_some_and(|s| s.bonus_max.is_some());
        if still {
            return Ok(entry);
        }
        let Some(top) = st.stack.top_mut() else {
            return Ok(entry);
        };
        let lost = std::mem::take(&mut top.bonus_modes);
        top.modes.retain(|m| !lost.contains(m));
        top.targets
            .retain(|g| g.mode.as_ref().is_none_or(|m| !lost.contains(m)));
        let updated = top.clone();
        st.emit(Event::Skipped {
            object: entry.object,
            what: format!("mode(s) {} (the class bonus was lost)", lost.join(", ")),
        });
        Ok(updated)
    }
}
