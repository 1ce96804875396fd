//! How a played card enters play where the ruleset says so (`enter_play`, KeyForge):
//! exhausted, *before* its own ability resolves (so a "Play:" ability sees it in play,
//! with its neighbours), and in a line zone where the active player chooses — at either
//! end (a flank), or between any two objects for a card with the ruleset's
//! `anywhere_keyword` (deploy), or played by an effect "anywhere in your battleline"
//! (`ctx:play(card, { anywhere = true })`). The place is asked during the activation (1.8b) and kept
//! on the stack entry until the card resolves.

use super::{Point, Procedure, Verdict};
use crate::core::activation::{Activation, Pipeline, Step, Stop};
use crate::core::decision::{Choice, Options};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, ZoneIdx};
use crate::core::primitives;
use crate::core::ruleset::{CardDb, EnterPlay};
use crate::core::stack::StackEntry;
use crate::core::state::{GameState, ZoneRef};

pub const CHOOSE_PLACE: Step = Step::new("1.8b", "choose where it enters play");

/// Entering play as the ruleset's `enter_play` says.
pub struct EnterPlayRule;

impl Procedure for EnterPlayRule {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.enter_play.is_some()
    }

    fn steps(&self) -> &'static [Step] {
        &[CHOOSE_PLACE]
    }

    fn points(&self) -> &'static [Point] {
        &[Point::BeforeActivation]
    }

    fn run(
        &self,
        _point: Point,
        p: &Pipeline,
        a: &mut Activation,
        st: &mut GameState,
    ) -> Result<Verdict, Stop> {
        let Some((rule, z)) = entering_zone(p.db, a.card) else {
            return Ok(Verdict::Go);
        };
        if !p.db.ruleset.zones.get(z.0 as usize).is_some_and(|d| d.line) {
            return Ok(Verdict::Go);
        }
        let line = left_to_right(st, ZoneRef::Player(a.player, z), None);
        // Deploy, or an effect playing it "anywhere in your battleline" (Light Everlasting).
        let anywhere = a.anywhere
            || match &rule.anywhere_keyword {
                Some(k) => p.hooks.has_keyword(p.db, st, a.object, k)?,
                None => false,
            };
        let places = places(p.db, st, &line, anywhere);
        let chosen = match a.take_answer() {
            Some(answer) => {
                let name = answer.into_names().into_iter().next().unwrap_or_default();
                places.iter().find(|(n, _)| *n == name).map(|(_, at)| *at)
            }
            None if places.len() > 1 => {
                p.enter(a, st, CHOOSE_PLACE);
                let prompt = format!("{}: where does it enter play?", p.db.card(a.card).name);
                let names = places.into_iter().map(|(n, _)| n).collect();
                return Err(p.ask(
                    a,
                    Choice::Place,
                    prompt,
                    Options::Names {
                        names,
                        min: 1,
                        max: 1,
                    },
                ));
            }
            None => places.first().map(|(_, at)| *at),
        };
        p.entry(a, st)?.place = chosen;
        Ok(Verdict::Go)
    }

    /// The card enters its zone as it is played (1.9), before the `played` event: the
    /// abilities its play triggers ("after a creature is played") find it in play, as
    /// its own "Play:" ability does (KF-PLAY-ENTER-1).
    fn played(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
        a: &Activation,
    ) -> Result<(), HookError> {
        let Some(entry) = st
            .stack
            .find(a.object)
            .filter(|e| e.ability.is_none())
            .cloned()
        else {
            return Ok(());
        };
        self.before_resolving(db, hooks, st, entry).map(|_| ())
    }

    /// The card enters its zone now, before its ability resolves (if its play did not
    /// already put it there): exhausted if the rule says so, at the place chosen during
    /// its activation.
    fn before_resolving(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
        entry: StackEntry,
    ) -> Result<StackEntry, HookError> {
        let object = entry.object;
        let Some(card) = super::card_resolving(st, &entry) else {
            return Ok(entry);
        };
        let Some((rule, z)) = entering_zone(db, card) else {
            return Ok(entry);
        };
        // The keyword printed, or given to the card while it is played (a constant ability
        // reaching the stack, a lasting effect: "the next creature you play enters ready").
        let ready = match &rule.ready_keyword {
            Some(k) if db.card(card).keywords.contains(k) => true,
            Some(k) => hooks.has_keyword(db, st, object, k)?,
            None => false,
        };
        let exhausted = rule.exhausted && !ready;
        // Under the player who played it (a card of another player's an ability played).
        let player = Some(entry.controller);
        super::enter_zone(db, hooks, st, object, z, Some(&entry), |st| {
            primitives::move_into(db, st, object, z, Default::default(), player);
            if let Some(o) = st.object_mut(object) {
                o.rested = exhausted;
            }
            let Some(zone) = st.object(object).map(|o| o.zone) else {
                return;
            };
            if let Some(at) = entry.place {
                let mut order = left_to_right(st, zone, Some(object));
                order.insert((at as usize).min(order.len()), object);
                order.reverse();
                st.reorder(zone, order);
            }
        });
        Ok(entry)
    }
}

/// A line zone's objects from its left end, without `except`. The top of the zone (where
/// a move puts an object, and the first a scenario lists) is the left end.
fn left_to_right(st: &GameState, zone: ZoneRef, except: Option<ObjectId>) -> Vec<ObjectId> {
    st.zone(zone)
        .iter()
        .rev()
        .copied()
        .filter(|&o| Some(o) != except)
        .collect()
}

/// The rule and the zone a card enters, if it resolves into a zone `enter_play` names.
fn entering_zone(db: &CardDb, card: crate::core::ids::CardIdx) -> Option<(&EnterPlay, ZoneIdx)> {
    let rule = db.ruleset.enter_play.as_ref()?;
    let zone = db.resolve_zone(card);
    if !rule.zones.iter().any(|z| z == zone) {
        return None;
    }
    Some((rule, db.zone(zone)?))
}

/// The places a card may enter `line` at, named for the question: the flanks, and with
/// `anywhere` every gap between two objects. Each is (name, objects left of it).
fn places(db: &CardDb, st: &GameState, line: &[ObjectId], anywhere: bool) -> Vec<(String, u32)> {
    if line.is_empty() {
        return vec![("the only place".into(), 0)];
    }
    let name = |id: ObjectId| st.object(id).map_or("?", |o| db.card(o.card).name.as_str());
    let mut out = vec![("left flank".to_string(), 0)];
    if anywhere {
        for i in 1..line.len() {
            let mut n = format!("between {} and {}", name(line[i - 1]), name(line[i]));
            if out.iter().any(|(o, _)| *o == n) {
                n = format!("{n} ({i})");
            }
            out.push((n, i as u32));
        }
    }
    out.push(("right flank".into(), line.len() as u32));
    out
}
