//! Links (the ruleset's `links`: Grand Archive's Link, CR Link 1-7). An object with the
//! link keyword that resolves from the stack onto the field is attached to the object it
//! targeted as it was activated: the card's first target is its linked object, chosen as
//! it goes on the stack, and the card fizzles by the ruleset's `fizzle` if it is gone
//! (Link 2-3). An object entering from elsewhere is linked by the effect that put it
//! there (a choice, not a target: `ctx:attach`). Either leaving the field breaks the link
//! (`primitives::move_to` detaches what was attached to an object that left); an object
//! with the keyword on the field linked to nothing goes to the `broken_to` zone as a
//! state-based check, before anyone receives opportunity again (Link 4-5, 2.b).

use super::Procedure;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, ZoneIdx};
use crate::core::primitives;
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CardDb, Links};
use crate::core::stack::{StackEntry, Target};
use crate::core::state::{GameObject, GameState, ZoneRef};

/// Linking Link objects to their targets, and sacrificing those whose link broke.
pub struct Link;

fn rule(db: &CardDb) -> Option<&Links> {
    db.ruleset.links.as_ref()
}

fn in_play(db: &CardDb, zone: ZoneRef) -> bool {
    matches!(zone, ZoneRef::Player(_, z) if db.in_play(z))
}

fn has_link(db: &CardDb, rule: &Links, o: &GameObject) -> bool {
    db.card(o.card).keywords.contains(&rule.keyword)
}

/// The objects with the link keyword in play linked to no object in play, oldest first.
fn broken(db: &CardDb, st: &GameState, rule: &Links) -> Vec<ObjectId> {
    let mut out: Vec<&GameObject> = st
        .objects()
        .iter()
        .filter(|o| in_play(db, o.zone) && has_link(db, rule, o))
        .filter(|o| {
            !o.attached_to
                .and_then(|h| st.object(h))
                .is_some_and(|h| in_play(db, h.zone))
        })
        .collect();
    out.sort_by_key(|o| o.timestamp);
    out.into_iter().map(|o| o.id).collect()
}

impl Procedure for Link {
    fn applies(&self, db: &CardDb) -> bool {
        rule(db).is_some()
    }

    fn entered(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        z: ZoneIdx,
        entry: &StackEntry,
        _carried: Option<GameObject>,
    ) {
        let Some(rule) = rule(db) else {
            return;
        };
        if !db.in_play(z) || !st.object(object).is_some_and(|o| has_link(db, rule, o)) {
            return;
        }
        let target = entry
            .targets
            .iter()
            .flat_map(|g| &g.chosen)
            .find_map(|t| match *t {
                Target::Object { id, generation } => Some((id, generation)),
                _ => None,
            });
        let Some((host, generation)) = target else {
            return;
        };
        let live = st
            .object(host)
            .is_some_and(|h| h.generation == generation && in_play(db, h.zone));
        if live {
            primitives::attach(st, object, host);
        }
    }

    fn between_resolutions(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<bool, HookError> {
        let Some(rule) = rule(db) else {
            return Ok(false);
        };
        let doomed = broken(db, st, rule);
        for &object in &doomed {
            let zone = rule.broken_to.clone();
            let change = Change::Move {
                object,
                zone,
                position: Default::default(),
                player: None,
                face_down: false,
                status: None,
            };
            replacement::apply(db, hooks, st, change)?;
        }
        Ok(!doomed.is_empty())
    }
}
