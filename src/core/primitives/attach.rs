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

/// `a` and `b`, both in play, trade their counters, their damage and what is attached to
/// them ("swap all æmber, damage, counters and upgrades on these creatures", RULE-EXCHANGE-1);
/// the record of a damage shield's use (the ruleset's `damage_shield.spent`) stays with
/// its own object, and each attachment moved records an `attached` event. False, with
/// nothing changed, if either is not in play or they are one object.
pub fn exchange(db: &CardDb, st: &mut GameState, a: ObjectId, b: ObjectId) -> bool {
    let in_play = |st: &GameState, x: ObjectId| {
        st.object(x)
            .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z)))
    };
    if a == b || !in_play(st, a) || !in_play(st, b) {
        return false;
    }
    let kept = db.ruleset.damage_shield.as_ref().map(|d| d.spent.clone());
    let take = |st: &mut GameState, x: ObjectId| {
        let o = st.object_mut(x).expect("in play");
        let spent = kept.as_ref().and_then(|k| o.counters.remove(k));
        let counters = std::mem::take(&mut o.counters);
        if let (Some(k), Some(n)) = (&kept, spent) {
            o.counters.insert(k.clone(), n);
        }
        (counters, std::mem::take(&mut o.damage))
    };
    let (ca, da) = take(st, a);
    let (cb, db_) = take(st, b);
    let put = |st: &mut GameState,
               x: ObjectId,
               counters: std::collections::BTreeMap<String, i64>,
               damage: i64| {
        let o = st.object_mut(x).expect("in play");
        o.counters.extend(counters);
        o.damage = damage;
    };
    put(st, a, cb, db_);
    put(st, b, ca, da);
    let (on_a, on_b) = (attachments(st, a), attachments(st, b));
    for x in on_a {
        attach(st, x, b);
    }
    for x in on_b {
        attach(st, x, a);
    }
    true
}
