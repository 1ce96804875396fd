//! Grand Archive's materialization (seed 001): a second way to play a card, from the
//! material deck in the turn player's materialize phase, paying its memory cost. The
//! phase gives no opportunity of its own: only a materialization starts its actions, the
//! turn player who declines ends it, and it ends once the stack empties after one.
//! Used where the ruleset declares a materialize rule.

use super::Procedure;
use crate::core::activation::{Activation, Pipeline, Stop};
use crate::core::events::PlayKind;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::PlayerId;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use crate::core::turn;

pub struct Materialize;

/// Whether the current phase is one where only materializations are made.
fn materialize_phase(db: &CardDb, st: &GameState) -> bool {
    turn::current(db, st).is_some_and(|p| p.materialize)
}

impl Procedure for Materialize {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.materialize.is_some()
    }

    fn materializes(&self) -> bool {
        true
    }

    fn may_play(
        &self,
        p: &Pipeline,
        a: &Activation,
        st: &mut GameState,
        zone_name: &str,
    ) -> Result<(), Stop> {
        let Some(rule) = &p.db.ruleset.materialize else {
            return Ok(());
        };
        if a.kind == PlayKind::Activation {
            if let Some(phase) = turn::current(p.db, st).filter(|ph| ph.materialize) {
                if st.stack.is_empty() {
                    return p.illegal(
                        a,
                        format!(
                            "only a materialization can start the {} phase's actions",
                            phase.id
                        ),
                    );
                }
            }
            return Ok(());
        }
        let card = p.db.card(a.card);
        // An effect that instructs its player to materialize a card names where from, and
        // gives the permission whatever the phase (CR, Special Play Permissions 1).
        let by_effect = a.played_by.is_some();
        if !by_effect && !rule.from.iter().any(|z| z == zone_name) {
            return p.illegal(
                a,
                format!(
                    "{} can only be materialized from {}, not from {zone_name}",
                    card.name,
                    rule.from.join(" or ")
                ),
            );
        }
        if card.cost.as_ref().is_none_or(|c| c.kind != rule.cost_kind) {
            return p.illegal(
                a,
                format!(
                    "{} has no {} cost, so it can't be materialized",
                    card.name, rule.cost_kind
                ),
            );
        }
        let in_phase = turn::current(p.db, st).is_some_and(|ph| ph.id == rule.phase)
            && st.turn_player == a.player
            && u32::from(st.materialized) < rule.per_phase;
        if !by_effect && !in_phase && !p.hooks.permits(p.db, st, a.object, "materialize")? {
            return p.illegal(
                a,
                format!(
                    "a player materializes only in their {} phase, {} time(s), unless an effect allows it",
                    rule.phase, rule.per_phase
                ),
            );
        }
        Ok(())
    }

    fn played(
        &self,
        _db: &CardDb,
        _hooks: &dyn Behaviors,
        st: &mut GameState,
        a: &Activation,
    ) -> Result<(), HookError> {
        // A materialization an effect made does not use up the phase's own.
        if a.kind == PlayKind::Materialization && a.played_by.is_none() {
            st.materialized = st.materialized.saturating_add(1);
        }
        Ok(())
    }

    /// A turn player who declines to materialize ends the materialize phase at once: no
    /// opportunity arises in it.
    fn pass_ends_phase(&self, db: &CardDb, st: &GameState, player: PlayerId) -> bool {
        materialize_phase(db, st)
            && st.stack.is_empty()
            && st.materialized == 0
            && player == st.turn_player
    }

    /// The round of opportunity after a materialization is the phase's only one: it ends
    /// once the stack is empty.
    fn stack_empty_ends_phase(&self, db: &CardDb, st: &GameState) -> bool {
        materialize_phase(db, st)
    }
}
