//! Player counters a player's next activated card of a subtype takes onto itself as it is
//! announced (the ruleset's `carried_counters`; Grand Archive's Empower: the next Spell
//! card activates and resolves as if the champion's level were higher). Runs after the
//! announcement, so a refused activation gives the counter back with everything else.

use super::{Point, Procedure, Verdict};
use crate::core::activation::{Activation, Pipeline, Step, Stop};
use crate::core::events::PlayKind;
use crate::core::state::GameState;

pub struct CarriedCounters;

pub const CARRY: Step = Step::new("1.1c", "carry player counters onto the card");

impl Procedure for CarriedCounters {
    fn applies(&self, db: &crate::core::ruleset::CardDb) -> bool {
        !db.ruleset.carried_counters.is_empty()
    }

    fn steps(&self) -> &'static [Step] {
        &[CARRY]
    }

    fn points(&self) -> &'static [Point] {
        &[Point::AfterAnnounce]
    }

    fn run(
        &self,
        _point: Point,
        p: &Pipeline,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<Verdict, Stop> {
        // Only cards activated (not materialized) take them.
        if a.kind != PlayKind::Activation || a.ability.is_some() {
            return Ok(Verdict::Go);
        }
        let card = p.db.card(a.card);
        for carried in &p.db.ruleset.carried_counters {
            if !card.subtypes.contains(&carried.subtype) {
                continue;
            }
            let held = st
                .player(a.player)
                .and_then(|x| x.counters.get(&carried.counter))
                .copied()
                .unwrap_or(0);
            if held <= 0 {
                continue;
            }
            p.enter(a, st, CARRY);
            if let Some(x) = st.player_mut(a.player) {
                x.counters.remove(&carried.counter);
            }
            if let Some(o) = st.object_mut(a.object) {
                *o.counters.entry(carried.counter.clone()).or_insert(0) += held;
            }
        }
        Ok(Verdict::Go)
    }
}
