//! Actions a player takes that belong to no card (the ruleset's `player_actions`: KeyForge's
//! raising the tide). The rules script's hook of the action's name performs it; a refusal
//! or a failure returns the game to where it was, like any action.

use super::{ActionError, Game, Progress};
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, Legality};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::ActKind;
use crate::core::turn;

impl Game {
    /// The ruleset's player actions `player` may try now: those of the current phase.
    pub(super) fn take_choices(&self) -> Vec<String> {
        let now = turn::current(&self.db, &self.state).map(|p| p.id.as_str());
        self.db
            .ruleset
            .player_actions
            .iter()
            .filter(|a| a.phases.is_empty() || a.phases.iter().any(|p| Some(p.as_str()) == now))
            .map(|a| a.id.clone())
            .collect()
    }

    pub(super) fn take(
        &mut self,
        hooks: &dyn Behaviors,
        player: PlayerId,
        action: &str,
        object: Option<ObjectId>,
    ) -> Result<Progress, ActionError> {
        if !self.take_choices().iter().any(|a| a == action) {
            let declared = self
                .db
                .ruleset
                .player_actions
                .iter()
                .any(|a| a.id == action);
            return Err(ActionError::NotAllowed(if declared {
                format!("'{action}' can't be taken in this phase")
            } else {
                format!("the rules have no player action '{action}'")
            }));
        }
        let forbidden = crate::core::lasting::forbidding_action(
            &self.db,
            &mut self.state,
            hooks,
            player,
            action,
        )
        .map_err(ActionError::Script)?;
        let def = self
            .db
            .ruleset
            .player_actions
            .iter()
            .find(|a| a.id == action);
        let ends_phase = def.is_some_and(|d| d.ends_phase);
        // An action taken with a card names one of the player's cards in its zone; any
        // other names none.
        let zone = def.and_then(|d| d.objects_in.as_deref());
        match (zone.and_then(|z| self.db.zone(z)), object) {
            (Some(z), Some(o))
                if self
                    .state
                    .object(o)
                    .is_some_and(|x| x.zone == crate::core::state::ZoneRef::Player(player, z)) => {}
            (Some(_), _) => {
                return Err(ActionError::NotAllowed(format!(
                    "'{action}' is taken with a card of {player}'s {}",
                    zone.unwrap_or_default()
                )));
            }
            (None, Some(_)) => {
                return Err(ActionError::NotAllowed(format!(
                    "'{action}' is taken with no card"
                )));
            }
            (None, None) => {}
        }
        if let Some(l) = forbidden {
            return Err(ActionError::NotAllowed(format!(
                "{player} can't take '{action}': {} forbids it ({})",
                self.db.card(l.card).name,
                l.duration.describe()
            )));
        }
        let before = Box::new(self.state.snapshot());
        self.state.emit(Event::Took {
            player,
            action: action.to_string(),
        });
        match hooks.player_action(&self.db, &mut self.state, player, action, object) {
            Ok(Legality::Legal) => {
                // A choice phase's answer is a step of the turn, not one of its acts
                // (taking it does not use up "once a turn" actions); it ends the phase.
                if turn::choosing(&self.db, &self.state) {
                    return self.end_phase(hooks, before);
                }
                self.state.record_act(player, ActKind::Took, None, action);
                if ends_phase {
                    return self.end_phase(hooks, before);
                }
                self.state.passes = 0;
                self.settle(hooks, before)
            }
            Ok(Legality::Illegal(why)) => {
                self.state.restore(&before);
                Err(ActionError::NotAllowed(why))
            }
            Err(e) => {
                self.state.restore(&before);
                Err(e.into())
            }
        }
    }
}
