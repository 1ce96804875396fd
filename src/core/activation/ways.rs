//! A card that may be played as another card entry (its `may_play_as`: KeyForge's
//! creatures that "may be played as an upgrade"): before it is announced its player
//! chooses the way, asked only when more than one way may be played now. Played that
//! way, it is that entry on the stack and in play (its types, keywords, stats and
//! script), and itself again in any other zone (KF-PLAY-AS-1).

use super::{Activation, Pipeline, Step, Stop};
use crate::core::decision::{Choice, Options};
use crate::core::hooks::Legality;
use crate::core::ids::CardIdx;
use crate::core::procedures;
use crate::core::state::GameState;

pub const CHOOSE_WAY: Step = Step::new("1.1a", "choose how it is played");

impl Pipeline<'_> {
    /// Before 1.1: the way the card is played, if its card names other entries.
    pub(super) fn choose_way(&self, a: &mut Activation, st: &mut GameState) -> Result<(), Stop> {
        let Some(own) = st.object(a.object).map(|o| o.card) else {
            return Ok(());
        };
        let ways: Vec<CardIdx> = (self.db.card(own).may_play_as.iter())
            .filter_map(|w| self.db.lookup(w))
            .collect();
        if ways.is_empty() || a.ability.is_some() {
            return Ok(());
        }
        let name = |c: CardIdx| self.db.card(c).types.join(" ");
        if let Some(answer) = a.take_answer() {
            let chosen = answer.into_names().into_iter().next().unwrap_or_default();
            a.face = ways.iter().copied().find(|&w| name(w) == chosen);
            return Ok(());
        }
        let mut open = Vec::new();
        for way in std::iter::once(None).chain(ways.into_iter().map(Some)) {
            if self.may_play_way(a, st, way)? {
                open.push(way);
            }
        }
        if open.len() < 2 {
            // One way, or none: the announcement plays it so (or refuses it as itself).
            a.face = open.into_iter().next().flatten();
            return Ok(());
        }
        self.enter(a, st, CHOOSE_WAY);
        let prompt = format!("{}: play it as what?", self.db.card(own).name);
        let names = open.iter().map(|w| name(w.unwrap_or(own))).collect();
        Err(self.ask(
            a,
            Choice::PlayAs,
            prompt,
            Options::Names {
                names,
                min: 1,
                max: 1,
            },
        ))
    }

    /// Whether the card may be played as `way` now (as itself for `None`): its
    /// announcement, the rules' limits on plays and the legality hooks (KeyForge's house
    /// check: Matter Maker lets an upgrade of another house be played), tried and undone.
    fn may_play_way(
        &self,
        a: &Activation,
        st: &mut GameState,
        way: Option<CardIdx>,
    ) -> Result<bool, Stop> {
        let before = st.snapshot();
        let mut trial = a.clone();
        trial.face = way;
        let outcome = self.announce(&mut trial, st).and_then(|()| {
            if let Some(why) = procedures::forbids(self.db, st, trial.player, trial.card) {
                return self.illegal(&trial, why);
            }
            match self.hooks.legal(self.db, st, trial.object)? {
                Legality::Legal => Ok(()),
                Legality::Illegal(why) => self.illegal(&trial, why),
            }
        });
        st.restore(&before);
        match outcome {
            Ok(()) => Ok(true),
            Err(Stop::Illegal { .. }) => Ok(false),
            Err(e) => Err(e),
        }
    }
}
