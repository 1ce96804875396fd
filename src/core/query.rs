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
    if !matches_printed(db, st, hooks, filter, viewer, this, obj) {
        return Ok(false);
    }
    if !current_stats_ok(db, st, hooks, filter, obj)?
        || !current_traits_ok(db, st, hooks, filter, obj)?
    {
        return Ok(false);
    }
    match &filter.keyword {
        Some(k) => hooks.has_keyword(db, st, obj, k),
        None => Ok(true),
    }
}

/// Whether `target` can't be targeted by `source` (a card being activated, or the object
/// whose ability is): it has a keyword of the ruleset's `shrouds` and the source has that
/// shroud's subtype, both as continuous effects make them now.
pub fn shrouded(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    source: ObjectId,
    target: ObjectId,
) -> Result<bool, HookError> {
    for shroud in &db.ruleset.shrouds {
        let (_, subtypes) = crate::core::lasting::types_of(db, st, hooks, source)?;
        if subtypes.contains(&shroud.by_subtype)
            && hooks.has_keyword(db, st, target, &shroud.keyword)?
        {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The filter's `min_stat` / `max_stat`: stats as they are now, which constant abilities
/// and lasting effects change (asked of the behaviours only when the filter has them).
fn current_stats_ok(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    filter: &ObjectFilter,
    obj: ObjectId,
) -> Result<bool, HookError> {
    for (stat, min) in &filter.min_stat {
        match hooks.stat(db, st, obj, stat)? {
            Some(v) if v >= *min => {}
            _ => return Ok(false),
        }
    }
    for (stat, max) in &filter.max_stat {
        match hooks.stat(db, st, obj, stat)? {
            Some(v) if v <= *max => {}
            _ => return Ok(false),
        }
    }
    Ok(true)
}

/// Which of the elements and types filters test are the printed ones: no continuous
/// effect changes them now.
#[derive(Clone, Copy)]
struct Printed {
    elements: bool,
    types: bool,
    attributes: bool,
}

fn printed_traits(st: &GameState, hooks: &dyn Behaviors) -> Printed {
    Printed {
        elements: !hooks.changes_elements(),
        types: !crate::core::lasting::any_type_change(st),
        attributes: !crate::core::lasting::any_attribute_change(st),
    }
}

/// The filter's elements and types as they are now, when continuous effects may change
/// them (else `matches_object` tested the printed ones).
fn current_traits_ok(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    filter: &ObjectFilter,
    obj: ObjectId,
) -> Result<bool, HookError> {
    let printed = printed_traits(st, hooks);
    if !printed.elements && !filter.any_elements.is_empty() {
        let now = hooks.elements(db, st, obj)?;
        if !filter.any_elements.iter().any(|e| now.contains(e)) {
            return Ok(false);
        }
    }
    if !printed.attributes {
        // Any of its values counts: a creature of two houses is "a Mars creature".
        for (k, v) in &filter.attributes {
            if !crate::core::lasting::attribute_values(db, st, hooks, obj, k)?.contains(v) {
                return Ok(false);
            }
        }
        for (k, v) in &filter.not_attributes {
            if crate::core::lasting::attribute_values(db, st, hooks, obj, k)?.contains(v) {
                return Ok(false);
            }
        }
    }
    if printed.types
        || filter.types.is_empty()
            && filter.any_types.is_empty()
            && filter.subtypes.is_empty()
            && filter.any_subtypes.is_empty()
    {
        return Ok(true);
    }
    let (types, subtypes) = crate::core::lasting::types_of(db, st, hooks, obj)?;
    Ok(filter.types.iter().all(|t| types.contains(t))
        && (filter.any_types.is_empty() || filter.any_types.iter().any(|t| types.contains(t)))
        && filter.subtypes.iter().all(|t| subtypes.contains(t))
        && (filter.any_subtypes.is_empty()
            || filter.any_subtypes.iter().any(|t| subtypes.contains(t))))
}

/// Everything of `filter` but its keyword, which constant abilities may grant, and its
/// current stats and elements.
fn matches_printed(
    db: &CardDb,
    st: &GameState,
    hooks: &dyn Behaviors,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
    obj: ObjectId,
) -> bool {
    matches_with(db, st, filter, viewer, this, obj, printed_traits(st, hooks))
}

/// The filter's zone (default: in play) and its other tests on `obj`, reading elements,
/// types and attributes as printed where `printed` says so.
fn matches_with(
    db: &CardDb,
    st: &GameState,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
    obj: ObjectId,
    printed: Printed,
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
    zone_ok && matches_object(db, st, filter, viewer, this, o, printed)
}

/// Whether `obj` is the attacker of the combat under way, still on the field as the
/// object that declared the attack.
fn is_attacking(db: &CardDb, st: &GameState, obj: ObjectId) -> bool {
    st.combat
        .as_ref()
        .and_then(|c| c.attacker)
        .is_some_and(|role| {
            role.0 == obj && crate::core::procedures::combat::on_field(db, st, role)
        })
}

/// Whether `obj` passes `filter` on its printed characteristics alone (no continuous
/// effect consulted), seen by `viewer`: for rules that run where no hooks do (an object
/// entering play rested).
pub fn matches_as_printed(
    db: &CardDb,
    st: &GameState,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
    obj: ObjectId,
) -> bool {
    let printed = Printed {
        elements: true,
        types: true,
        attributes: true,
    };
    matches_with(db, st, filter, viewer, this, obj, printed)
}

/// The filter's tests other than the zone (which `find` knows from where it looked);
/// elements and types only if they are the printed ones (`printed`).
fn matches_object(
    db: &CardDb,
    st: &GameState,
    filter: &ObjectFilter,
    viewer: PlayerId,
    this: Option<ObjectId>,
    o: &GameObject,
    printed: Printed,
) -> bool {
    let card = db.card(o.card);
    let cost = card.cost.as_ref().map(|c| c.amount);
    let types_ok = || {
        filter.types.iter().all(|t| card.types.contains(t))
            && (filter.any_types.is_empty()
                || filter.any_types.iter().any(|t| card.types.contains(t)))
            && filter.subtypes.iter().all(|t| card.subtypes.contains(t))
            && (filter.any_subtypes.is_empty()
                || filter
                    .any_subtypes
                    .iter()
                    .any(|t| card.subtypes.contains(t)))
    };
    who_ok(filter.controller, viewer, o.controller)
        && (!printed.types || types_ok())
        && filter.min_cost.is_none_or(|m| cost.is_some_and(|c| c >= m))
        && filter.max_cost.is_none_or(|m| cost.is_some_and(|c| c <= m))
        && (filter.any_elements.is_empty()
            || !printed.elements
            || filter
                .any_elements
                .iter()
                .any(|e| card.elements.contains(e)))
        && filter.card.as_ref().is_none_or(|c| *c == card.id)
        && filter.name.as_ref().is_none_or(|n| *n == card.name)
        && filter
            .stats
            .iter()
            .all(|(k, v)| card.stats.get(k) == Some(v))
        && (!printed.attributes
            || filter
                .attributes
                .iter()
                .all(|(k, v)| o.printed_attribute(db, k) == Some(v)))
        && (!printed.attributes
            || filter
                .not_attributes
                .iter()
                .all(|(k, v)| o.printed_attribute(db, k) != Some(v)))
        && filter.rested.is_none_or(|r| r == o.rested)
        && filter.token.is_none_or(|t| t == card.token)
        && !(filter.other && Some(o.id) == this)
        && !(filter.this && Some(o.id) != this)
        && filter
            .attacking
            .is_none_or(|a| a == is_attacking(db, st, o.id))
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
                .filter(|&c| matches_printed(db, st, hooks, filter, viewer, this, c)),
        );
    }
    // Objects taken from a zone's list are in that zone: only the rest of the filter is
    // tested (this runs for every object on the board).
    let printed = printed_traits(st, hooks);
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
                        st.object(c).is_some_and(|o| {
                            matches_object(db, st, filter, viewer, this, o, printed)
                        })
                    }),
            );
        }
    }
    // An attribute change in play too: `matches_object` skipped the attributes then.
    if !printed.elements || !printed.types || !printed.attributes {
        let mut kept = Vec::with_capacity(candidates.len());
        for c in candidates {
            if current_traits_ok(db, st, hooks, filter, c)? {
                kept.push(c);
            }
        }
        candidates = kept;
    }
    if filter.tests_current_stats() {
        let mut kept = Vec::with_capacity(candidates.len());
        for c in candidates {
            if current_stats_ok(db, st, hooks, filter, c)? {
                kept.push(c);
            }
        }
        candidates = kept;
    }
    match &filter.keyword {
        // One pass over the constant abilities in play for every candidate, rather than
        // one per candidate: a board of N objects would cost N² otherwise.
        Some(k) => hooks.keyword_holders(db, st, candidates, k),
        None => Ok(candidates),
    }
}

/// The status (`ctx:set_status`) that shows an object to every player in a zone that
/// hides it, until it changes zones ("archive it faceup": KeyForge's The Archivist).
pub const FACE_UP: &str = "face_up";

/// Whether `viewer` may see `o`: the ruleset's visibility of the zone it is in (a hand
/// to its owner, a deck to nobody) unless it has the status [`FACE_UP`], and a face-down
/// object only to its controller — unless it stands for another card (a token creature,
/// `ctx:token_from`): that card is what everyone sees, the one under it stays hidden. The
/// effects stack is public.
pub fn visible_to(db: &CardDb, o: &GameObject, viewer: PlayerId) -> bool {
    let face_up = !o.statuses.is_empty() && o.statuses.contains(FACE_UP);
    let zone_shows = face_up
        || match o.zone {
            ZoneRef::Player(owner, z) => db
                .ruleset
                .zones
                .get(z.0 as usize)
                .is_some_and(|d| d.seen_by().shows(owner, viewer)),
            ZoneRef::Stack => true,
            ZoneRef::Gone => false,
        };
    zone_shows && (!o.face_down || o.controller == viewer || o.front.is_some())
}

fn who_ok(who: Who, viewer: PlayerId, controller: PlayerId) -> bool {
    match who {
        Who::Any => true,
        Who::You => viewer == controller,
        Who::Opponent => viewer != controller,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::ruleset::CardSource;
    use crate::core::testing::{fixture, NoHooks, ZONE_FIELD, ZONE_HAND};

    /// A champion, a 1-cost 1/1 ally, a 4-cost 3/2 ally and a 5-cost item, on the field.
    fn board() -> (CardDb, GameState, Vec<ObjectId>) {
        let (base, _) = fixture();
        let cards = [
            r#"(id: "champ", name: "Champ", types: ["champion"], stats: {"life": 20})"#,
            r#"(id: "cub", name: "Cub", types: ["ally"], cost: Some((kind: "reserve", amount: 1)), stats: {"power": 1, "life": 1})"#,
            r#"(id: "ogre", name: "Ogre", types: ["ally"], cost: Some((kind: "reserve", amount: 4)), stats: {"power": 3, "life": 2})"#,
            r#"(id: "lamp", name: "Lamp", types: ["item"], cost: Some((kind: "reserve", amount: 5)))"#,
        ]
        .iter()
        .map(|s| ron::from_str(s).expect("test card parses"))
        .collect::<Vec<_>>();
        let sources = vec![CardSource::default(); cards.len()];
        let db = CardDb::new(base.ruleset.clone(), cards, sources);
        let (_, mut st) = fixture();
        let ids = ["champ", "cub", "ogre", "lamp"]
            .iter()
            .map(|c| st.create_object(db.lookup(c).unwrap(), PlayerId(0), ZONE_FIELD))
            .collect();
        (db, st, ids)
    }

    fn found(filter: &ObjectFilter) -> Vec<ObjectId> {
        let (db, mut st, _) = board();
        let ids = find(&db, &mut st, &NoHooks, filter, PlayerId(0), None).unwrap();
        // `matches` agrees with `find` on every object.
        for o in st.objects().iter().map(|o| o.id).collect::<Vec<_>>() {
            let one = matches(&db, &mut st, &NoHooks, filter, PlayerId(0), None, o).unwrap();
            assert_eq!(one, ids.contains(&o), "matches and find disagree on {o:?}");
        }
        ids
    }

    #[test]
    fn kf_archive_face_up_1_a_face_up_object_in_a_hidden_zone_is_seen_by_everyone() {
        let (mut db, mut st) = fixture();
        db.ruleset.zones[ZONE_HAND.0 as usize].visibility =
            Some(crate::core::view::Visibility::Owner);
        let bear = db.lookup("bear").unwrap();
        let id = st.create_object(bear, PlayerId(0), ZONE_HAND);
        let seen = |st: &GameState, who| visible_to(&db, st.object(id).unwrap(), PlayerId(who));
        assert!(seen(&st, 0) && !seen(&st, 1));
        crate::core::primitives::set_status(&mut st, id, FACE_UP);
        assert!(seen(&st, 0) && seen(&st, 1));
    }

    #[test]
    fn any_types_accepts_either_type_and_types_still_needs_all() {
        let (_, _, ids) = board();
        let unit = ObjectFilter {
            any_types: vec!["champion".into(), "ally".into()],
            ..Default::default()
        };
        assert_eq!(found(&unit), ids[..3].to_vec());
        let both = ObjectFilter {
            types: vec!["champion".into(), "ally".into()],
            ..Default::default()
        };
        assert!(found(&both).is_empty());
        let ally_unit = ObjectFilter {
            types: vec!["ally".into()],
            ..unit
        };
        assert_eq!(found(&ally_unit), ids[1..3].to_vec());
    }

    #[test]
    fn cost_bounds_compare_the_printed_amount_and_skip_cards_without_a_cost() {
        let (_, _, ids) = board();
        let cheap = ObjectFilter {
            max_cost: Some(4),
            ..Default::default()
        };
        assert_eq!(found(&cheap), vec![ids[1], ids[2]]);
        let dear = ObjectFilter {
            min_cost: Some(4),
            ..Default::default()
        };
        assert_eq!(found(&dear), vec![ids[2], ids[3]]);
        let exactly = ObjectFilter {
            min_cost: Some(4),
            max_cost: Some(4),
            ..Default::default()
        };
        assert_eq!(found(&exactly), vec![ids[2]]);
    }

    #[test]
    fn stat_bounds_are_inclusive_and_need_the_stat() {
        let (_, _, ids) = board();
        let strong = ObjectFilter {
            min_stat: [("power".to_string(), 3)].into(),
            ..Default::default()
        };
        assert_eq!(found(&strong), vec![ids[2]]);
        let frail = ObjectFilter {
            max_stat: [("life".to_string(), 2)].into(),
            ..Default::default()
        };
        assert_eq!(found(&frail), vec![ids[1], ids[2]]);
        let middling = ObjectFilter {
            min_stat: [("life".to_string(), 2)].into(),
            max_stat: [("power".to_string(), 1)].into(),
            ..Default::default()
        };
        assert!(found(&middling).is_empty());
        assert!(strong.tests_objects() && frail.tests_current_stats());
    }
}
