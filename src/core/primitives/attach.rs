//! Attachments: one object in play attached to another (a KeyForge upgrade on its
//! creature, a Grand Archive Link object linked to its object). The relation is the
//! attached object's `attached_to`; a zone change of the attached object clears it.

use super::move_to_zone;
use crate::core::events::Event;
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, ZoneRef};

/// Attaches `object` to `host` (it stays attached until either changes zones) and
/// records an `attached` event. Returns false if either does not exist.
pub fn attach(st: &mut GameState, object: ObjectId, host: ObjectId) -> bool {
    if st.object(host).is_none() {
        return false;
    }
    match st.object_mut(object) {
        Some(o) => o.attached_to = Some(host),
        None => return false,
    }
    st.emit(Event::Attached { object, host });
    true
}

/// The objects attached to `host`, oldest first.
pub fn attachments(st: &GameState, host: ObjectId) -> Vec<ObjectId> {
    let mut out: Vec<&crate::core::state::GameObject> = st
        .objects()
        .iter()
        .filter(|o| o.attached_to == Some(host))
        .collect();
    out.sort_by_key(|o| o.timestamp);
    out.into_iter().map(|o| o.id).collect()
}

/// A host left play: what was attached to it goes to its owner's zone the ruleset's
/// `attachments` names (through `move_to`, so it leaves play too); a card under it (in
/// one of the ruleset's `under` zones) to that zone's `leave_to`, or where the host went
/// if the zone's cards `follow` it. Without either, each
/// stays where it is, attached to nothing: what that means is the game's (Grand Archive
/// sacrifices a Link object whose link broke: `procedures::link`).
pub(super) fn release_attachments(db: &CardDb, st: &mut GameState, host: ObjectId) {
    let leave_to = db
        .ruleset
        .attachments
        .as_ref()
        .and_then(|a| db.zone(&a.leave_to));
    // Where the host went, for cards under it that follow it.
    let went = match st.object(host).map(|o| o.zone) {
        Some(ZoneRef::Player(_, z)) => Some(z),
        _ => None,
    };
    for a in attachments(st, host) {
        let zone = st.object(a).map(|o| o.zone);
        let under =
            db.ruleset.under.iter().find(
                |u| matches!(zone, Some(ZoneRef::Player(_, z)) if db.zone(&u.zone) == Some(z)),
            );
        let follows = under.is_some_and(|u| u.follow).then_some(went).flatten();
        match follows
            .or_else(|| under.and_then(|u| db.zone(&u.leave_to)))
            .or(leave_to)
        {
            Some(z) => {
                move_to_zone(db, st, a, z);
            }
            None => {
                if let Some(o) = st.object_mut(a) {
                    o.attached_to = None;
                }
            }
        }
    }
}
