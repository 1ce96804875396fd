//! Destruction in steps (the ruleset's `destruction: Tagged`; KeyForge since "Destroy
//! Them All"). `primitives::destroy` only tags an object in play (`DestroyStep::Tagged`)
//! and records `Destroying`. Its "destroyed" abilities then resolve while it is still in
//! play — in place, where a resolving ability destroyed it (the script host runs them and
//! calls [`finish`]), or through the stack for a destruction no ability made (this
//! procedure, between resolutions). Once no destruction has abilities left to resolve,
//! every object still tagged leaves play for its owner's destroy zone (one an ability
//! moved elsewhere meanwhile stays there, still destroyed), and a `Destroyed` event for
//! each lets other objects' "destroyed" triggers see it: only those still in play.

use super::Procedure;
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, Timestamp};
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CardDb, Destruction};
use crate::core::stack::Ability;
use crate::core::state::{ActKind, DestroyStep, GameState, ZoneRef};

pub struct TaggedDestruction;

impl Procedure for TaggedDestruction {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.destruction == Destruction::Tagged
    }

    fn between_resolutions(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<bool, HookError> {
        // The common case after every resolution: nothing is being destroyed.
        if !st.objects().iter().any(|o| o.destroying.is_some()) || waiting(st) {
            return Ok(false);
        }
        // Tagged outside any resolution: its abilities were put on the stack and have
        // resolved by now.
        for id in tagged(st, DestroyStep::Tagged) {
            set_step(st, id, DestroyStep::Resolved);
        }
        finish(db, hooks, st)
    }
}

/// Whether an ability answering a tagging still waits on the stack.
fn waiting(st: &GameState) -> bool {
    st.stack.entries().iter().any(|e| {
        matches!(
            &e.ability,
            Some(Ability::Trigger {
                event: Event::Destroying { .. },
                ..
            })
        )
    })
}

/// The objects at `step` of their destruction, the oldest first.
pub fn tagged(st: &GameState, step: DestroyStep) -> Vec<ObjectId> {
    let mut out: Vec<(Timestamp, ObjectId)> = st
        .objects()
        .iter()
        .filter(|o| o.destroying == Some(step))
        .map(|o| (o.timestamp, o.id))
        .collect();
    out.sort();
    out.into_iter().map(|(_, id)| id).collect()
}

/// Moves `object`'s destruction on to `step`.
pub fn set_step(st: &mut GameState, object: ObjectId, step: DestroyStep) {
    if let Some(o) = st.object_mut(object) {
        o.destroying = Some(step);
    }
}

/// Finishes the destructions whose abilities have all resolved, the oldest object first
/// — unless one is still tagged or resolving (a chain of destructions leaves together).
/// The move to the destroy zone is a change replacement effects see ("would enter a
/// discard pile from play ... instead": Annihilation Ritual), settled in timestamp order
/// since nobody is asked here; the object is still tagged while it settles, so what
/// replaces leaving play for an object not being destroyed (a ward) does not apply.
/// Returns whether any was finished.
pub fn finish(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<bool, HookError> {
    let pending = st.objects().iter().any(|o| {
        matches!(
            o.destroying,
            Some(DestroyStep::Tagged | DestroyStep::Resolving)
        )
    });
    if pending {
        return Ok(false);
    }
    let done = tagged(st, DestroyStep::Resolved);
    let to = db.ruleset.destroy_zone.clone();
    for &object in &done {
        let Some(o) = st.object_mut(object) else {
            continue;
        };
        let (source, cause) = (o.destroyed_by.take(), o.destroyed_cause.take());
        let in_play = matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z));
        let who = o.controller;
        let controller = Some(who);
        st.record_act(who, ActKind::Destroyed, Some(object), "");
        st.emit(Event::Destroyed {
            object,
            controller,
            source,
            cause,
        });
        if in_play && db.zone(&to).is_some() {
            let change = Change::Move {
                object,
                zone: to.clone(),
                position: Default::default(),
                player: None,
                face_down: false,
                status: None,
            };
            replacement::apply(db, hooks, st, change)?;
        }
        if let Some(o) = st.object_mut(object) {
            o.destroying = None;
        }
    }
    Ok(!done.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::ids::PlayerId;
    use crate::core::primitives;
    use crate::core::testing::{fixture, NoHooks, ZONE_FIELD, ZONE_GRAVE};

    /// A destruction no ability made (here, straight from the primitive): the object is
    /// tagged and stays; destroying it again fails; between resolutions, with nothing
    /// of it waiting on the stack, it leaves play with a `destroyed` event.
    #[test]
    fn kf_destroy_1_a_tagged_object_stays_until_the_destruction_finishes() {
        let (mut db, mut st) = fixture();
        db.ruleset.destruction = Destruction::Tagged;
        let p = PlayerId(0);
        let a = st.create_object(db.lookup("bear").unwrap(), p, ZONE_FIELD);
        assert!(primitives::destroy(&db, &mut st, a));
        assert!(!primitives::destroy(&db, &mut st, a), "destroyed twice");
        assert_eq!(st.zone(ZoneRef::Player(p, ZONE_FIELD)), &[a]);
        assert_eq!(
            TaggedDestruction.between_resolutions(&db, &NoHooks, &mut st),
            Ok(true)
        );
        assert_eq!(st.zone(ZoneRef::Player(p, ZONE_GRAVE)), &[a]);
        assert_eq!(st.object(a).unwrap().destroying, None);
        let names: Vec<_> = st.log.iter().map(|e| e.name()).collect();
        assert_eq!(names, ["destroying", "destroyed", "leaves_play", "moved"]);
    }
}
