//! Zone verbs of card text: positions in an ordered zone (top, bottom, Nth), tokens
//! (made from a set's token definitions; they cease to exist outside the zones the
//! ruleset lets them exist in), discarding, and revealing. Each records its event; the
//! zone lists change only through `GameState` methods, so a rollback undoes them.

use super::move_to;
use crate::core::events::Event;
use crate::core::hooks::Behaviors;
use crate::core::ids::{CardIdx, ObjectId, PlayerId, ZoneIdx};
use crate::core::lasting::is_type_or_printed;
use crate::core::ruleset::CardDb;
use crate::core::state::{ActKind, GameState, ZoneRef};
use serde::{Deserialize, Serialize};

/// Where in an ordered zone (a deck) an object is put.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Position {
    /// On top (the default: where a drawn card comes from).
    #[default]
    Top,
    /// At the bottom.
    Bottom,
    /// The Nth from the top, 1 being the top; past the bottom it goes to the bottom.
    Nth(u32),
}

/// Where an object moving to `to` really goes: a token ceases to exist (`Gone`) outside
/// the ruleset's `vocabulary.token_zones`; a card of a type the ruleset's `redirects`
/// name goes to their zone instead. A card standing for a token (`ctx:token_from`) or
/// showing another card for now is the card underneath: it goes on as that card. Also the
/// status a redirect gives the card where it arrives.
fn destination<'a>(
    db: &'a CardDb,
    st: &GameState,
    object: ObjectId,
    to: ZoneRef,
) -> (ZoneRef, Option<&'a str>) {
    let (to, status) = redirected(db, st, object, to);
    let zones = &db.ruleset.vocabulary.token_zones;
    let token = st
        .object(object)
        .is_some_and(|o| db.card(o.own_card.or(o.front).unwrap_or(o.card)).token);
    match to {
        ZoneRef::Player(_, z) if token && !zones.is_empty() => {
            if zones.iter().any(|t| t == db.zone_name(z)) {
                (to, status)
            } else {
                (ZoneRef::Gone, None)
            }
        }
        ZoneRef::Stack if token && !zones.is_empty() => (ZoneRef::Gone, None),
        _ => (to, status),
    }
}

/// Where the ruleset's `redirects` send `object` going to `to`, each applied in order to
/// what the ones before left, judged on its default side (the face it is on in every
/// zone but the field). A card leaving the effects stack comes from `"stack"`.
fn redirected<'a>(
    db: &'a CardDb,
    st: &GameState,
    object: ObjectId,
    to: ZoneRef,
) -> (ZoneRef, Option<&'a str>) {
    let (ZoneRef::Player(mut p, mut z), Some(o)) = (to, st.object(object)) else {
        return (to, None);
    };
    let card = db.card(o.front.or(o.own_card).unwrap_or(o.card));
    let from = match o.zone {
        ZoneRef::Player(_, f) => Some(db.zone_name(f)),
        ZoneRef::Stack => Some("stack"),
        _ => None,
    };
    let mut status = None;
    let unowned = matches!(o.zone, ZoneRef::Player(holder, _) if holder != o.owner);
    for d in &db.ruleset.redirects {
        let to_name = db.zone_name(z);
        let applies = (d.card_type.is_empty() || card.types.contains(&d.card_type))
            && d.keyword.as_ref().is_none_or(|k| card.keywords.contains(k))
            && (d.to.is_empty() || d.to.iter().any(|t| t == to_name))
            && (d.from.is_empty() || from.is_some_and(|f| d.from.iter().any(|x| x == f)))
            && (!d.unowned || unowned);
        if let Some(i) = db.zone(&d.instead).filter(|_| applies) {
            z = i;
            if d.unowned {
                p = o.owner;
            }
            status = d.status.as_deref().or(status);
        }
    }
    (ZoneRef::Player(p, z), status)
}

/// Moves an object to its owner's zone `zone`, at `position`. A token leaving the zones
/// it may exist in ceases to exist instead. Returns false if the object does not exist.
pub fn move_at(
    db: &CardDb,
    st: &mut GameState,
    object: ObjectId,
    zone: ZoneIdx,
    position: Position,
) -> bool {
    move_into(db, st, object, zone, position, None)
}

/// [`move_at`], into `player`'s zone when one is named (a card put into a zone of a
/// player who does not own it: "put an enemy creature into your archives").
pub fn move_into(
    db: &CardDb,
    st: &mut GameState,
    object: ObjectId,
    zone: ZoneIdx,
    position: Position,
    player: Option<PlayerId>,
) -> bool {
    let Some(owner) = st.object(object).map(|o| o.owner) else {
        return false;
    };
    let (to, status) = destination(
        db,
        st,
        object,
        ZoneRef::Player(player.unwrap_or(owner), zone),
    );
    if !move_to(db, st, object, to) {
        return false;
    }
    put_at(st, object, position);
    if let Some(s) = status {
        super::set_status(st, object, s);
    }
    true
}

/// Puts an object at `position` of the zone it is in (no zone change: the same object,
/// no new timestamp). Returns false if it is in no player's zone.
pub fn put_at(st: &mut GameState, object: ObjectId, position: Position) -> bool {
    let Some(zone @ ZoneRef::Player(..)) = st.object(object).map(|o| o.zone) else {
        return false;
    };
    let mut order: Vec<ObjectId> = st
        .zone(zone)
        .iter()
        .copied()
        .filter(|o| *o != object)
        .collect();
    // The list is bottom first: the top is its end.
    let at = match position {
        Position::Top => order.len(),
        Position::Bottom => 0,
        Position::Nth(n) => order.len().saturating_sub(n.saturating_sub(1) as usize),
    };
    order.insert(at, object);
    if order.as_slice() != st.zone(zone) {
        st.reorder(zone, order);
    }
    true
}

/// Creates an object of the token definition `card` for `player` in their zone `zone`.
pub fn create_token(
    db: &CardDb,
    st: &mut GameState,
    card: CardIdx,
    player: PlayerId,
    zone: ZoneIdx,
) -> ObjectId {
    let object = st.create_in(card, player, ZoneRef::Player(player, zone));
    // A token made in play enters it as any object does (Hindered: rested).
    if db.in_play(zone) && super::enters_rested(db, st, object) {
        if let Some(o) = st.object_mut(object) {
            o.rested = true;
        }
    }
    st.emit(Event::Created { player, object });
    if db.in_play(zone) {
        super::entry_counters(db, st, object);
    }
    object
}

/// Discards an object: it goes to its owner's discard zone (the ruleset's
/// `vocabulary.discard`). Returns false if there is none or the object does not exist.
pub fn discard(db: &CardDb, st: &mut GameState, object: ObjectId) -> bool {
    let Some(z) = db
        .ruleset
        .vocabulary
        .discard
        .as_deref()
        .and_then(|z| db.zone(z))
    else {
        return false;
    };
    let Some(o) = st.object(object) else {
        return false;
    };
    let (who, from) = (o.controller, o.zone);
    let left = match from {
        ZoneRef::Player(_, zi) => db.zone_name(zi).to_string(),
        _ => String::new(),
    };
    st.record_act(who, ActKind::Discarded, Some(object), &left);
    st.emit(Event::Discarded {
        object,
        from: (!left.is_empty()).then_some(left),
    });
    move_at(db, st, object, z, Position::Top)
}

/// Two objects of one player zone trade places in it (a swap in a battleline): neither
/// changes zones, so each keeps its generation, timestamp and state, and what is beside
/// each (neighbors, flanks) follows from the new order. False, with nothing changed,
/// unless both are in the same player zone and are two objects.
pub fn swap(st: &mut GameState, a: ObjectId, b: ObjectId) -> bool {
    let (Some(za), Some(zb)) = (st.object(a).map(|o| o.zone), st.object(b).map(|o| o.zone)) else {
        return false;
    };
    if a == b || za != zb || !matches!(za, ZoneRef::Player(..)) {
        return false;
    }
    let mut order = st.zone(za).to_vec();
    let (Some(i), Some(j)) = (
        order.iter().position(|o| *o == a),
        order.iter().position(|o| *o == b),
    ) else {
        return false;
    };
    order.swap(i, j);
    st.reorder(za, order);
    st.emit(Event::Swapped {
        object: a,
        other: b,
    });
    true
}

/// Moves `object` to `position` within the zone it is in (a line's left end is its top):
/// it does not change zones, so it keeps its state. False if it is not in a player's zone.
pub fn reposition(st: &mut GameState, object: ObjectId, position: Position) -> bool {
    let Some(zone) = st.object(object).map(|o| o.zone) else {
        return false;
    };
    if !matches!(zone, ZoneRef::Player(..)) {
        return false;
    }
    // The zone's list ends with its top.
    let mut order: Vec<ObjectId> = st
        .zone(zone)
        .iter()
        .copied()
        .filter(|o| *o != object)
        .collect();
    let at = match position {
        Position::Top => order.len(),
        Position::Bottom => 0,
        Position::Nth(n) => order.len().saturating_sub(n.saturating_sub(1) as usize),
    };
    order.insert(at, object);
    st.reorder(zone, order);
    true
}

/// Moves `object`, in play, to its player's zone `zone` in play, on the top of it (a line's
/// left end) if `left`, else at its bottom: the same object — its generation, counters,
/// damage, attachments and lasting effects stay — with a `moved` event ("move it to a
/// flank of your battleline as a creature", RULE-SHIFT-1). False if it is not in play,
/// `zone` is not a zone in play, or it is there already.
pub fn shift(db: &CardDb, st: &mut GameState, object: ObjectId, zone: ZoneIdx, left: bool) -> bool {
    let Some(from @ ZoneRef::Player(p, z)) = st.object(object).map(|o| o.zone) else {
        return false;
    };
    if z == zone || !db.in_play(z) || !db.in_play(zone) {
        return false;
    }
    st.shift_zone(object, zone, left);
    st.emit(Event::Moved {
        object,
        from,
        to: ZoneRef::Player(p, zone),
    });
    true
}

/// Moves each object in play that is in a zone whose `holds` types it no longer has, as
/// the same object, to its player's zone in play holding one of its types now: part of the
/// state-based checks, and run as a turn's lasting effects end (RULE-SHIFT-2).
pub fn rehome(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) {
    for (id, home) in misplaced(db, hooks, st) {
        shift(db, st, id, home, false);
    }
}

/// The objects in play that are in a zone whose `holds` types they no longer have, each
/// with its player's zone in play that holds one of their types now.
fn misplaced(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Vec<(ObjectId, ZoneIdx)> {
    let strict: Vec<ZoneIdx> = db
        .in_play_zones()
        .iter()
        .copied()
        .filter(|z| {
            db.ruleset
                .zones
                .get(z.0 as usize)
                .is_some_and(|d| !d.holds.is_empty())
        })
        .collect();
    if strict.is_empty() {
        return Vec::new();
    }
    let objects: Vec<(ObjectId, ZoneIdx)> = st
        .objects()
        .iter()
        .filter(|o| o.destroying.is_none() && o.attached_to.is_none())
        .filter_map(|o| match o.zone {
            ZoneRef::Player(_, z) if strict.contains(&z) => Some((o.id, z)),
            _ => None,
        })
        .collect();
    let mut out = Vec::new();
    for (id, z) in objects {
        let holds = |zone: ZoneIdx| db.ruleset.zones[zone.0 as usize].holds.clone();
        let here = holds(z);
        if is_type_or_printed(db, st, hooks, id, |t| here.iter().any(|h| h == t)) {
            continue;
        }
        let home = strict.iter().copied().find(|&other| {
            let there = holds(other);
            other != z && is_type_or_printed(db, st, hooks, id, |t| there.iter().any(|h| h == t))
        });
        if let Some(home) = home {
            out.push((id, home));
        }
    }
    out
}

/// Reveals objects to every player: the event names them, so every reader sees the cards.
pub fn reveal(st: &mut GameState, player: PlayerId, objects: Vec<ObjectId>) {
    if !objects.is_empty() {
        st.emit(Event::Revealed { player, objects });
    }
}

/// The objects beside `object` in a line zone (KeyForge's battleline neighbors), left one
/// first; none outside a line zone.
pub fn line_neighbors(db: &CardDb, st: &GameState, object: ObjectId) -> Vec<ObjectId> {
    let Some(ZoneRef::Player(p, z)) = st.object(object).map(|o| o.zone) else {
        return Vec::new();
    };
    if !db.ruleset.zones.get(z.0 as usize).is_some_and(|d| d.line) {
        return Vec::new();
    }
    let line = st.zone(ZoneRef::Player(p, z));
    let Some(i) = line.iter().position(|x| *x == object) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    if i > 0 {
        out.push(line[i - 1]);
    }
    if let Some(&next) = line.get(i + 1) {
        out.push(next);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testing::{fixture, ZONE_DECK, ZONE_FIELD};

    #[test]
    fn voc_pos_1_put_at_orders_a_deck_top_bottom_and_nth_and_a_rollback_restores_it() {
        let (db, mut st) = fixture();
        let p = PlayerId(0);
        let bear = db.lookup("bear").unwrap();
        // Created bottom-up: d is on top.
        let [a, b, c, d] = [0; 4].map(|_| st.create_object(bear, p, ZONE_DECK));
        let deck = ZoneRef::Player(p, ZONE_DECK);
        let snap = st.snapshot();
        assert!(put_at(&mut st, d, Position::Bottom));
        assert_eq!(st.zone(deck), &[d, a, b, c]);
        assert!(put_at(&mut st, d, Position::Nth(2)));
        assert_eq!(st.zone(deck), &[a, b, d, c], "second from the top");
        assert!(put_at(&mut st, a, Position::Top));
        assert_eq!(st.zone(deck), &[b, d, c, a]);
        assert!(put_at(&mut st, c, Position::Nth(99)));
        assert_eq!(
            st.zone(deck),
            &[c, b, d, a],
            "past the bottom is the bottom"
        );
        st.restore(&snap);
        assert_eq!(st.zone(deck), &[a, b, c, d]);
    }

    #[test]
    fn move_at_puts_a_moved_card_at_the_bottom_of_the_deck() {
        let (db, mut st) = fixture();
        let p = PlayerId(0);
        let bear = db.lookup("bear").unwrap();
        let a = st.create_object(bear, p, ZONE_DECK);
        let on_field = st.create_object(bear, p, ZONE_FIELD);
        assert!(move_at(&db, &mut st, on_field, ZONE_DECK, Position::Bottom));
        assert_eq!(st.zone(ZoneRef::Player(p, ZONE_DECK)), &[on_field, a]);
        assert_eq!(st.object(on_field).unwrap().generation, 1);
    }
}
