//! Grand Archive's speed (Timing: Fast vs Slow): a slow card is activated only by the
//! turn player, on an empty effects stack, in one of the ruleset's phases for slow cards;
//! a fast one whenever its player has opportunity. Used where the ruleset declares a
//! speed rule.

use super::Procedure;
use crate::core::activation::{Activation, Pipeline, Stop};
use crate::core::events::PlayKind;
use crate::core::ids::PlayerId;
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use crate::core::turn;

pub struct Speed;

impl Procedure for Speed {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.speed.is_some()
    }

    /// A slow card is activated only by the turn player, on an empty effects stack, in
    /// one of the ruleset's phases for slow cards; a fast one whenever its player has
    /// opportunity. A fast keyword (printed or granted) wins over type.
    fn may_play(
        &self,
        p: &Pipeline,
        a: &Activation,
        st: &mut GameState,
        _zone_name: &str,
    ) -> Result<(), Stop> {
        // Activated while looked at (Starcalling), a card may ignore its speed (1a); so
        // does one an effect instructs its player to activate (CR, Special Play
        // Permissions 1).
        if a.kind != PlayKind::Activation || a.looked_at.is_some() || a.played_by.is_some() {
            return Ok(());
        }
        let Some(speed) = &p.db.ruleset.speed else {
            return Ok(());
        };
        let card = p.db.card(a.card);
        if p.hooks
            .has_keyword(p.db, st, a.object, &speed.fast_keyword)?
        {
            return Ok(());
        }
        let slow = crate::core::lasting::is_type(p.db, st, p.hooks, a.object, |t| {
            speed.slow_types.iter().any(|x| x == t)
        })? || p
            .hooks
            .has_keyword(p.db, st, a.object, &speed.slow_keyword)?;
        if !slow {
            return Ok(());
        }
        let Some(why) = slow_refused(p.db, st, a.player) else {
            return Ok(());
        };
        p.illegal(a, format!("{} is slow: {why} activate it", card.name))
    }
}

/// Why `player` may not act at slow speed now, if not: only the turn player, on an empty
/// effects stack, in one of the ruleset's phases for slow cards, and not during a combat
/// (its steps are not the main phase: Combat Phase). `None` without a speed rule.
pub fn slow_refused(db: &CardDb, st: &GameState, player: PlayerId) -> Option<String> {
    let speed = db.ruleset.speed.as_ref()?;
    let phase = turn::current(db, st).map(|p| p.id.as_str());
    if st.turn_player != player {
        Some("only the turn player may".to_string())
    } else if !st.stack.is_empty() {
        Some("only on an empty effects stack may the turn player".to_string())
    } else if st.combat.is_some() {
        Some("not during a combat may the turn player".to_string())
    } else if !phase.is_some_and(|p| speed.phases.iter().any(|x| x == p)) {
        Some(format!(
            "only in the {} phase may the turn player",
            speed.phases.join(" or ")
        ))
    } else {
        None
    }
}
