//! Grand Archive's lineage: a champion resolves onto the one its player already has,
//! which goes under it into the lineage zone; the new champion keeps the lineage's
//! state (rested, damage, counters). Used where the ruleset declares a lineage rule.

use super::Procedure;
use crate::core::events::Event;
use crate::core::hooks::Behaviors;
use crate::core::ids::{ObjectId, ZoneIdx};
use crate::core::primitives;
use crate::core::ruleset::CardDb;
use crate::core::stack::StackEntry;
use crate::core::state::{GameObject, GameState, ZoneRef};

pub struct Lineage;

impl Procedure for Lineage {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.lineage.is_some()
    }

    /// If `object` stacks onto a lineage in zone `z`, moves the card it covers into the
    /// lineage zone and returns that card as it was.
    fn entering(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
        object: ObjectId,
        z: ZoneIdx,
    ) -> Option<GameObject> {
        let rule = db.ruleset.lineage.as_ref()?;
        let o = st.object(object)?;
        let (owner, card) = (o.owner, db.card(o.card));
        if !card.types.contains(&rule.card_type) {
            return None;
        }
        // The champion it covers is the one now: an ally that became a champion too.
        let held: Vec<ObjectId> = st.zone(ZoneRef::Player(owner, z)).to_vec();
        let under = held.into_iter().find(|&id| {
            id != object
                && crate::core::lasting::is_type_or_printed(db, st, hooks, id, |t| {
                    t == rule.card_type
                })
        })?;
        let before = st.object(under)?.clone();
        let lineage = db.zone(&rule.zone)?;
        primitives::move_to_zone(db, st, under, lineage);
        Some(before)
    }

    fn entered(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        _z: ZoneIdx,
        _entry: &StackEntry,
        carried: Option<GameObject>,
    ) {
        if let (Some(old), Some(o)) = (carried, st.object_mut(object)) {
            o.rested = old.rested;
            o.damage = old.damage;
            o.damaged_on = old.damaged_on;
            o.damage_that_turn = old.damage_that_turn;
            o.counters = old.counters;
        }
    }
}

/// Delevels `champion` (CR, Champion, Deleveling): the top card of its lineage returns to
/// its owner's `lineage.delevel_to` zone and the card under it is the champion. The lineage
/// stays one object on the field (CR, Champion 6: only its top card is the object; a
/// lineage enters and leaves the field whole, with its counters), so the card under takes
/// the lineage's state — rested, damage, counters — and nothing enters or leaves the
/// field: no On Enter of the card under, no leaving play of the card returned. A champion
/// with nothing under it returns alone and leaves the field. Returns false if the ruleset
/// names no zone to return to.
pub fn delevel(db: &CardDb, st: &mut GameState, champion: ObjectId) -> bool {
    let Some(rule) = db.ruleset.lineage.as_ref() else {
        return false;
    };
    let (Some(lineage), Some(back)) = (
        db.zone(&rule.zone),
        rule.delevel_to.as_deref().and_then(|z| db.zone(z)),
    ) else {
        return false;
    };
    let Some(top) = st.object(champion).cloned() else {
        return false;
    };
    // The card most recently put under it: the lineage zone keeps them bottom first.
    let under = st
        .zone(ZoneRef::Player(top.owner, lineage))
        .iter()
        .rev()
        .copied()
        .find(|id| {
            st.object(*id)
                .is_some_and(|x| db.card(x.card).types.contains(&rule.card_type))
        });
    let Some(under) = under else {
        return primitives::move_to_zone(db, st, champion, back);
    };
    st.relocate(under, top.zone);
    if let Some(o) = st.object_mut(under) {
        o.rested = top.rested;
        o.damage = top.damage;
        o.damaged_on = top.damaged_on;
        o.damage_that_turn = top.damage_that_turn;
        o.counters = top.counters.clone();
        o.controller = top.controller;
    }
    let to = ZoneRef::Player(top.owner, back);
    st.relocate(champion, to);
    st.emit(Event::Moved {
        object: champion,
        from: top.zone,
        to,
    });
    true
}
