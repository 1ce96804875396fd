//! Triggered abilities found in the log, and those that resolve inside the ability whose
//! instructions triggered them (the ruleset's `trigger_timing: WithinAbility`; KeyForge
//! rulebook, "Abilities": if resolving part of an ability makes other card effects
//! resolve, they resolve before the rest of the first ability).
//!
//! The script host asks after each instruction of a resolving ability (a change and the
//! destructions it caused; the damage dealt when the ability settles) what its events
//! triggered, and resolves those in place; the check when the action ends
//! (`Game::collect_triggers`) skips what was found here. The start of a use or a play and
//! a reflexive trigger are left for that check: the use's own ability comes first
//! (VOC-USE-AFTER-1), a play's triggers are ordered with its "Play:" ability.

use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::primitives::DamageWindow;
use crate::core::ruleset::{CardDb, TriggerTiming};
use crate::core::state::GameState;

/// What the resolving ability has checked: the log's events in `from..upto`, except
/// those in `deferred`; and the damage windows of the abilities waiting for the triggered
/// abilities resolving inside them (each deals its own damage together).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reacting {
    pub from: usize,
    pub upto: usize,
    pub deferred: Vec<usize>,
    pub waiting: Vec<DamageWindow>,
    /// Open `ctx:as_one` groups: their instructions trigger nothing until the last ends.
    pub held: u32,
}

impl Reacting {
    /// Whether the log's event at `at` is still to be checked when the action ends.
    pub fn left_for_later(&self, at: usize) -> bool {
        !(self.from..self.upto).contains(&at) || self.deferred.contains(&at)
    }
}

/// A triggered ability found: its source, its number among the source's triggers, its
/// label, the event it answers and the player who controls it.
#[derive(Clone, Debug)]
pub struct Found {
    pub source: ObjectId,
    pub index: u16,
    pub label: String,
    pub event: Event,
    pub controller: PlayerId,
}

/// The triggered abilities `events` trigger, in the order they triggered. An ability of
/// an object that left play among them is controlled by whoever controlled the object
/// last in play.
pub fn triggered_by(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    events: Vec<Event>,
) -> Result<Vec<Found>, HookError> {
    let last: Vec<(ObjectId, PlayerId)> = events
        .iter()
        .filter_map(|e| match e {
            Event::LeftPlay {
                object, controller, ..
            } => Some((*object, *controller)),
            _ => None,
        })
        .collect();
    let mut found = Vec::new();
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
        for (source, index, label) in hooks.triggers(db, st, &event)? {
            let controller = last
                .iter()
                .find(|(o, _)| *o == source)
                .map(|(_, p)| *p)
                .unwrap_or_else(|| st.object(source).map_or(st.turn_player, |o| o.controller));
            let found_one = Found {
                source,
                index,
                label,
                event: event.clone(),
                controller,
            };
            // An own ability a constant ability makes trigger an additional time.
            if event.subject() == Some(source) && hooks.triggers_again(db, st, source, &event)? {
                found.push(found_one.clone());
            }
            found.push(found_one);
        }
    }
    Ok(found)
}

/// A resolution begins: where triggered abilities resolve inside it, nothing logged
/// before this point is its to answer.
pub fn begin(db: &CardDb, st: &mut GameState) {
    if db.ruleset.trigger_timing == TriggerTiming::WithinAbility {
        let at = st.log.len();
        st.reacting = Some(Reacting {
            from: at,
            upto: at,
            ..Reacting::default()
        });
    }
}

/// The triggered abilities that the events logged since the resolving ability's last
/// check trigger, first triggered first (each logged as `triggered`); none where they
/// wait for the end of the action, or outside a resolution.
pub fn collect(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
) -> Result<Vec<Found>, HookError> {
    let Some(start) = st.reacting.as_ref().filter(|r| r.held == 0).map(|r| r.upto) else {
        return Ok(Vec::new());
    };
    let end = st.log.len();
    if start >= end {
        return Ok(Vec::new());
    }
    let mut deferred = Vec::new();
    let mut events = Vec::new();
    for (i, e) in st.log.range(start, end).enumerate() {
        if matches!(
            e,
            Event::Used { .. } | Event::Played { .. } | Event::Reflexive { .. }
        ) {
            deferred.push(start + i);
        } else {
            events.push(e.clone());
        }
    }
    if let Some(r) = st.reacting.as_mut() {
        r.upto = end;
        r.deferred.extend(deferred);
    }
    let found = triggered_by(db, hooks, st, events)?;
    for f in &found {
        st.emit(Event::Triggered {
            source: f.source,
            label: f.label.clone(),
        });
    }
    Ok(found)
}

/// Opens (`true`) or closes a group of instructions that resolve as one: what they
/// trigger resolves after the last of them (a fight's damage, its poison and the record of
/// what it destroyed).
pub fn hold(st: &mut GameState, open: bool) {
    if let Some(r) = st.reacting.as_mut() {
        r.held = if open {
            r.held + 1
        } else {
            r.held.saturating_sub(1)
        };
    }
}

/// A triggered ability begins resolving inside the resolving one: the damage the outer
/// ability has queued waits, so that each deals its own together.
pub fn enter(st: &mut GameState) {
    let outer = std::mem::take(&mut st.window);
    if let Some(r) = st.reacting.as_mut() {
        r.waiting.push(outer);
    } else {
        st.window = outer;
    }
}

/// The triggered ability has resolved (its damage dealt): the outer ability's damage is
/// queued again.
pub fn leave(st: &mut GameState) {
    if let Some(outer) = st.reacting.as_mut().and_then(|r| r.waiting.pop()) {
        let left = std::mem::replace(&mut st.window, outer);
        st.window.absorb(left);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// KF-TRIG-3: a triggered ability resolving inside another deals its own damage; the
    /// outer ability's queued damage waits for the outer ability's end.
    #[test]
    fn kf_trig_3_a_reaction_deals_its_own_damage() {
        let mut st = GameState::default();
        st.reacting = Some(Reacting::default());
        st.window.deal_damage(ObjectId(1), 3, None);
        let outer = st.window.clone();
        enter(&mut st);
        assert_eq!(
            st.window,
            DamageWindow::default(),
            "the reaction starts with none"
        );
        st.window.deal_damage(ObjectId(2), 1, None);
        leave(&mut st);
        let mut expected = outer;
        expected.deal_damage(ObjectId(2), 1, None);
        assert_eq!(st.window, expected, "the outer damage is queued again");
    }

    /// KF-TRIG-3: the start of a use or a play, found inside a resolution, is left for the
    /// check when the action ends; what was checked is not checked again.
    #[test]
    fn kf_trig_3_the_start_of_a_use_waits_for_the_end_of_the_action() {
        let r = Reacting {
            from: 10,
            upto: 20,
            deferred: vec![12],
            ..Reacting::default()
        };
        assert!(r.left_for_later(9));
        assert!(!r.left_for_later(10));
        assert!(r.left_for_later(12));
        assert!(!r.left_for_later(19));
        assert!(r.left_for_later(20));
    }
}
