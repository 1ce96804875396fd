//! Grand Archive's lineage: a champion resolves onto the one its player already has,
//! which goes under it into the lineage zone; the new champion keeps the lineage's
//! state (rested, damage, counters). Used where the ruleset declares a lineage rule.

use super::Procedure;
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
        let under = st
            .zone(ZoneRef::Player(owner, z))
            .iter()
            .copied()
            .find(|id| {
                st.object(*id)
                    .is_some_and(|x| db.card(x.card).types.contains(&rule.card_type))
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
            o.counters = old.counters;
        }
    }
}
