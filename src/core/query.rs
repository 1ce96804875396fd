//! Finding objects: [`ObjectFilter`] evaluated against the state.

use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, PlayerId, ZoneIdx};
use crate::core::ruleset::{CardDb, ObjectFilter, Who};
use crate::core::state::{GameObject, GameState, ZoneRef};

/// Whether `obj` passes `filter`, seen by `viewer`; `this` is the object asking.
pub fn matches(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
    obj: ObjectId,
) -> Result<bool, HookError> {
    if !matches_printed(db, st, filter, viewer, this, obj) {
        return Ok(false);
    }
    match &filter.keyword {
        Some(k) => hooks.has_keyword(db, st, obj, k),
        None => Ok(true),
    }
}

/// Everything of `filter` but its keyword, which constant abilities may grant.
fn matches_printed(
    db: &CardDb,
    st: &GameState,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
    obj: ObjectId,
) -> bool {
    let Some(o) = st.object(obj) else {
        return false;
    };
    let zone_ok = match (&filter.zone, o.zone) {
        (Some(z), ZoneRef::Player(_, zi)) => db.zone_name(zi) == z,
        (Some(z), ZoneRef::Stack) => z == "stack",
        (None, ZoneRef::Player(_, zi)) => db.in_play(zi),
        (None, ZoneRef::Stack) | (_, ZoneRef::Gone) => false,
    };
    zone_ok && matches_object(db, filter, viewer, this, o)
}

/// The filter's tests other than the zone (which `find` knows from where it looked).
fn matches_object(
    db: &CardDb,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
    o: &GameObject,
) -> bool {
    let card = db.card(o.card);
    who_ok(filter.controller, viewer, o.controller)
        && filter.types.iter().all(|t| card.types.contains(t))
        && filter.subtypes.iter().all(|t| card.subtypes.contains(t))
        && filter.card.as_ref().is_none_or(|c| *c == card.id)
        && filter
            .stats
            .iter()
            .all(|(k, v)| card.stats.get(k) == Some(v))
        && filter.rested.is_none_or(|r| r == o.rested)
        && !(filter.other && Some(o.id) == this)
}

/// Every object passing `filter`, zone by zone, in zone order.
pub fn find(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
) -> Result<Vec<ObjectId>, HookError> {
    let zones: Vec<ZoneIdx> = match &filter.zone {
        Some(z) => db.zone(z).into_iter().collect(),
        None => db
            .ruleset
            .in_play
            .iter()
            .filter_map(|z| db.zone(z))
            .collect(),
    };
    let mut candidates = Vec::new();
    if filter.zone.as_deref() == Some("stack") {
        candidates.extend(
            st.stack
                .entries()
                .iter()
                .map(|e| e.object)
                .filter(|&c| matches_printed(db, st, filter, viewer, this, c)),
        );
    }
    // Objects taken from a zone's list are in that zone: only the rest of the filter is
    // tested (this runs for every object on the board).
    for p in 0..st.player_count() {
        let p = PlayerId(p as u8);
        if !who_ok(filter.controller, viewer, p) {
            continue;
        }
        for z in &zones {
            candidates.extend(
                st.zone(ZoneRef::Player(p, *z))
                    .iter()
                    .copied()
                    .filter(|&c| {
                        st.object(c)
                            .is_some_and(|o| matches_object(db, filter, viewer, this, o))
                    }),
            );
        }
    }
    match &filter.keyword {
        // One pass over the constant abilities in play for every candidate, rather than
        // one per candidate: a board of N objects would cost N² otherwise.
        Some(k) => hooks.keyword_holders(db, st, candidates, k),
        None => Ok(candidates),
    }
}

/// Whether `viewer` may see `o`: the ruleset's visibility of the zone it is in (a hand
/// to its owner, a deck to nobody), and a face-down object only to its controller. The
/// effects stack is public.
pub fn visible_to(db: &CardDb, o: &GameObject, viewer: PlayerId) -> bool {
    let zone_shows = match o.zone {
        ZoneRef::Player(owner, z) => db
            .ruleset
            .zones
            .get(z.0 as usize)
            .is_some_and(|d| d.seen_by().shows(owner, viewer)),
        ZoneRef::Stack => true,
        ZoneRef::Gone => false,
    };
    zone_shows && (!o.face_down || o.controller == viewer)
}

fn who_ok(who: Who, viewer: PlayerId, controller: PlayerId) -> bool {
    match who {
        Who::Any => true,
        Who::You => viewer == controller,
        Who::Opponent => viewer != controller,
    }
}
