//! Rules primitives: the small verbs card scripts compose ("deal 3 damage", "draw a
//! card", "rest it"). Each records its event; none calls a script.

use crate::core::events::Event;
use crate::core::ids::{ObjectId, PlayerId, ZoneIdx};
use crate::core::ruleset::CardDb;
use crate::core::state::{ActKind, GameState, ZoneRef};

mod attach;
mod copy;
mod damage;
mod switch;
mod zones;
use attach::release_attachments;
pub use attach::{attach, attachments, exchange};
pub use copy::{copy_on_field, copy_on_stack};
pub use damage::{mark_damage, refresh_shields, state_based_checks, DamageWindow, Shield};
pub use switch::switch;
pub use zones::{
    create_token, discard, line_neighbors, move_at, move_into, put_at, rehome, reposition, reveal,
    shift, swap, Position,
};

/// Moves an object to the top of its owner's zone `to` (or `to` on the stack).
/// Returns false, changing nothing, if the object does not exist.
pub fn move_to(db: &CardDb, st: &mut GameState, object: ObjectId, to: ZoneRef) -> bool {
    let Some(from) = st.object(object).map(|o| o.zone) else {
        return false;
    };
    let in_play = |z: ZoneRef| matches!(z, ZoneRef::Player(_, zi) if db.in_play(zi));
    if in_play(from) && !in_play(to) {
        let mut left = last_known(db, st, object);
        if let Event::LeftPlay { released, .. } = &mut left {
            *released = crate::core::lasting::end_with_source(db, st, object);
        }
        st.emit(left);
        release_counters(db, st, object);
    }
    st.relocate(object, to);
    if !in_play(from) && in_play(to) && enters_rested(db, st, object) {
        if let Some(o) = st.object_mut(object) {
            o.rested = true;
        }
    }
    st.emit(Event::Moved { object, from, to });
    if !in_play(from) && in_play(to) {
        entry_counters(db, st, object);
    }
    if in_play(from) && !in_play(to) {
        release_attachments(db, st, object);
    }
    true
}

/// Whether `object` has the printed keyword the ruleset's `vocabulary.enters_rested`
/// names (Hindered), or a lasting effect on a filter its printed card matches gives it
/// ("until end of turn, allies enter the field rested"), so it enters play rested.
pub(crate) fn enters_rested(db: &CardDb, st: &GameState, object: ObjectId) -> bool {
    let Some(k) = db.ruleset.vocabulary.enters_rested.as_deref() else {
        return false;
    };
    st.object(object)
        .is_some_and(|o| db.card(o.card).keywords.iter().any(|x| x == k))
        || crate::core::lasting::granted_as_printed(db, st, object, k)
}

/// An object entering play gets, for each of the ruleset's `depleting_counters`, as many
/// of the counter as its printed stat (a weapon's durability counters).
pub(crate) fn entry_counters(db: &CardDb, st: &mut GameState, object: ObjectId) {
    let Some(card) = st.object(object).map(|o| db.card(o.card)) else {
        return;
    };
    for rule in &db.ruleset.depleting_counters {
        if let Some(&n) = card.stats.get(&rule.stat) {
            if n > 0 {
                add_counter(st, object, &rule.counter, n);
            }
        }
    }
}

/// The objects in play the ruleset's `depleting_counters` destroy: those with the stat
/// printed and none of its counters left.
fn depleted(db: &CardDb, st: &GameState) -> Vec<ObjectId> {
    if db.ruleset.depleting_counters.is_empty() {
        return Vec::new();
    }
    st.objects()
        .iter()
        .filter(|o| matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z)))
        .filter(|o| {
            let card = db.card(o.card);
            db.ruleset.depleting_counters.iter().any(|r| {
                card.stats.contains_key(&r.stat)
                    && o.counters.get(&r.counter).copied().unwrap_or(0) <= 0
            })
        })
        .map(|o| o.id)
        .collect()
}

/// `player` takes control of `object` in play: it moves to `player`'s zone of the same
/// kind, at the left end (`left`) or the right end, keeping everything it has (damage,
/// counters, state, attachments) and its generation: it never left play. A `moved`
/// event records it. False if it is not in play or is already `player`'s.
pub fn take_control(
    db: &CardDb,
    st: &mut GameState,
    object: ObjectId,
    player: PlayerId,
    left: bool,
) -> bool {
    let Some(from @ ZoneRef::Player(p, z)) = st.object(object).map(|o| o.zone) else {
        return false;
    };
    if p == player || !db.in_play(z) {
        return false;
    }
    st.change_controller(object, player, left);
    st.emit(Event::Moved {
        object,
        from,
        to: ZoneRef::Player(player, z),
    });
    true
}

/// Moves an object to the top of the named zone of its owner (a token leaving the zones
/// it may exist in ceases to exist instead: [`move_at`]).
pub fn move_to_zone(db: &CardDb, st: &mut GameState, object: ObjectId, zone: ZoneIdx) -> bool {
    move_at(db, st, object, zone, Position::Top)
}

/// Counters the ruleset sends to a player's pool when their object leaves play (captured
/// æmber goes back to the player it was taken from).
fn release_counters(db: &CardDb, st: &mut GameState, object: ObjectId) {
    for rule in &db.ruleset.leave_play_counters {
        let Some((n, controller, card)) = st.object(object).map(|o| {
            (
                o.counters.get(&rule.counter).copied().unwrap_or(0),
                o.controller,
                o.card,
            )
        }) else {
            continue;
        };
        if n <= 0 {
            continue;
        }
        add_counter(st, object, &rule.counter, -n);
        let typed =
            rule.types.is_empty() || db.card(card).types.iter().any(|t| rule.types.contains(t));
        if !typed {
            continue;
        }
        let to = match rule.to {
            crate::core::ruleset::CounterOwner::Controller => controller,
            crate::core::ruleset::CounterOwner::Opponent => st.next_player(controller),
        };
        gain(db, st, to, &rule.player_counter, n, None);
    }
}

/// The event recording an object as it last was in play, just before it leaves.
fn last_known(db: &CardDb, st: &GameState, object: ObjectId) -> Event {
    let (controller, damage, zone, host, paid_with, statuses) = st.object(object).map_or(
        (PlayerId(0), 0, ZoneRef::Gone, None, Vec::new(), Vec::new()),
        |o| {
            (
                o.controller,
                o.damage,
                o.zone,
                o.attached_to,
                o.paid_with.clone(),
                o.statuses.iter().cloned().collect(),
            )
        },
    );
    let line = matches!(zone, ZoneRef::Player(_, z)
        if db.ruleset.zones.get(z.0 as usize).is_some_and(|d| d.line));
    let mut neighbors = Vec::new();
    if line {
        let list = st.zone(zone);
        if let Some(i) = list.iter().position(|&x| x == object) {
            neighbors.extend(i.checked_sub(1).and_then(|j| list.get(j)).copied());
            neighbors.extend(list.get(i + 1).copied());
        }
    }
    Event::LeftPlay {
        object,
        controller,
        damage,
        neighbors,
        host,
        released: Vec::new(),
        paid_with,
        statuses,
    }
}

/// Shuffles a zone with the game RNG (Fisher–Yates).
pub fn shuffle(db: &CardDb, st: &mut GameState, zone: ZoneRef) {
    let ZoneRef::Player(player, z) = zone else {
        return;
    };
    let mut order = st.zone(zone).to_vec();
    for i in (1..order.len()).rev() {
        let j = st.rng.below(i as u64 + 1) as usize;
        order.swap(i, j);
    }
    st.reorder(zone, order);
    st.emit(Event::Shuffled {
        player,
        zone: db.zone_name(z).to_string(),
    });
}

/// Places an object that is in a board zone on a square.
pub fn place(st: &mut GameState, object: ObjectId, square: crate::core::board::Square) {
    if let Some(o) = st.object_mut(object) {
        o.square = Some(square);
    }
}

/// Draws `n` cards for `player`, one at a time; drawing from an empty zone is skipped.
/// Returns the cards drawn.
pub fn draw(db: &CardDb, st: &mut GameState, player: PlayerId, n: u32) -> Vec<ObjectId> {
    let (Some(from), Some(to)) = (db.zone(&db.ruleset.draw_from), db.zone(&db.ruleset.draw_to))
    else {
        return Vec::new();
    };
    let mut drawn = Vec::new();
    let deck = ZoneRef::Player(player, from);
    for _ in 0..n {
        if st.zone(deck).is_empty() {
            refill_empty_deck(db, st, player, deck);
        }
        let Some(&top) = st.zone(deck).last() else {
            break;
        };
        move_to(db, st, top, ZoneRef::Player(player, to));
        st.emit(Event::Drew {
            player,
            object: top,
        });
        drawn.push(top);
    }
    drawn
}

/// What the ruleset's `defeat.empty_draw` says a player must draw from an empty deck
/// does: nothing, they lose, or they shuffle a zone into the deck first.
fn refill_empty_deck(db: &CardDb, st: &mut GameState, player: PlayerId, deck: ZoneRef) {
    use crate::core::ruleset::EmptyDraw;
    match &db.ruleset.defeat.empty_draw {
        EmptyDraw::Nothing => {}
        EmptyDraw::Lose { reason } => crate::core::game_end::lose(st, &[player], reason),
        EmptyDraw::Reshuffle { from } => {
            let Some(z) = db.zone(from) else {
                return;
            };
            let pile: Vec<ObjectId> = st.zone(ZoneRef::Player(player, z)).to_vec();
            for o in pile {
                move_to(db, st, o, deck);
            }
            shuffle(db, st, deck);
        }
    }
}

/// Removes up to `amount` damage from an object. Returns false if there was none to
/// remove (nothing happens).
pub fn heal(st: &mut GameState, object: ObjectId, amount: i64) -> bool {
    let Some(o) = st.object_mut(object) else {
        return false;
    };
    let removed = amount.clamp(0, o.damage);
    if removed == 0 {
        return false;
    }
    o.damage -= removed;
    st.emit(Event::Healed {
        object,
        amount: removed,
    });
    true
}

/// Rests an awake object. Returns false if it was already rested (nothing happens).
pub fn rest(st: &mut GameState, object: ObjectId) -> bool {
    match st.object_mut(object) {
        Some(o) if !o.rested => {
            o.rested = true;
            st.emit(Event::Rested { object });
            true
        }
        _ => false,
    }
}

/// Wakes a rested object. Returns false if it was already awake.
pub fn wake(st: &mut GameState, object: ObjectId) -> bool {
    match st.object_mut(object) {
        Some(o) if o.rested => {
            o.rested = false;
            st.emit(Event::Woke { object });
            true
        }
        _ => false,
    }
}

/// Destroys an object: it goes to the ruleset's destroy zone — or, where the ruleset
/// destroys in steps (`destruction: Tagged`) and the object is in play, it is tagged for
/// destruction and stays (`procedures::destruction` finishes it). Returns false if it
/// does not exist or is already tagged (a second destruction fails).
pub fn destroy(db: &CardDb, st: &mut GameState, object: ObjectId) -> bool {
    let Some(z) = db.zone(&db.ruleset.destroy_zone) else {
        return false;
    };
    let Some(o) = st.object(object) else {
        return false;
    };
    if o.destroying.is_some() {
        return false;
    }
    let in_play = matches!(o.zone, ZoneRef::Player(_, zi) if db.in_play(zi));
    if in_play && db.ruleset.destruction == crate::core::ruleset::Destruction::Tagged {
        if let Some(o) = st.object_mut(object) {
            o.destroying = Some(crate::core::state::DestroyStep::Tagged);
        }
        st.emit(Event::Destroying { object });
        return true;
    }
    let who = o.controller;
    let controller = Some(who);
    let (source, cause) = st
        .object_mut(object)
        .map(|o| (o.destroyed_by.take(), o.destroyed_cause.take()))
        .unwrap_or_default();
    st.record_act(who, ActKind::Destroyed, Some(object), "");
    st.emit(Event::Destroyed {
        object,
        controller,
        source,
        cause,
    });
    move_to_zone(db, st, object, z)
}

/// Changes a player counter by `amount` (never below 0), and decides the game if the
/// ruleset's victory counter reached its amount. Returns false if nothing changed.
pub fn gain(
    db: &CardDb,
    st: &mut GameState,
    player: PlayerId,
    counter: &str,
    amount: i64,
    cause: Option<&str>,
) -> bool {
    let max = db
        .ruleset
        .counter_limits
        .get(counter)
        .copied()
        .unwrap_or(i64::MAX);
    let Some(p) = st.player_mut(player) else {
        return false;
    };
    let c = p.counters.entry(counter.to_string()).or_insert(0);
    let before = *c;
    *c = c.saturating_add(amount).max(0).min(max.max(before));
    let (delta, now) = (*c - before, *c);
    if delta == 0 {
        return false;
    }
    st.emit(Event::Gained {
        player,
        counter: counter.to_string(),
        amount: delta,
        cause: cause.map(str::to_string),
    });
    if let (Some(cause), true) = (cause, delta < 0) {
        st.record_act(player, crate::core::state::ActKind::Lost, None, cause);
    }
    if let Some(v) = &db.ruleset.victory {
        if v.counter == counter && now >= v.amount {
            let reason = format!("{} {}", v.amount, v.counter);
            crate::core::game_end::win(st, player, &reason);
        }
    }
    true
}

/// Adds `amount` counters named `counter` (negative removes, never below 0).
pub fn add_counter(st: &mut GameState, object: ObjectId, counter: &str, amount: i64) -> bool {
    add_counter_by(st, object, counter, amount, None, None)
}

/// [`add_counter`] as an act card text names (`cause`: "exalt"), done by `by`'s ability:
/// counters put so are recorded among the turn's acts of the object's controller.
pub fn add_counter_by(
    st: &mut GameState,
    object: ObjectId,
    counter: &str,
    amount: i64,
    cause: Option<&str>,
    by: Option<PlayerId>,
) -> bool {
    let Some(o) = st.object_mut(object) else {
        return false;
    };
    let c = o.counters.entry(counter.to_string()).or_insert(0);
    *c = c.saturating_add(amount).max(0);
    let controller = o.controller;
    st.emit(Event::CounterAdded {
        object,
        counter: counter.to_string(),
        amount,
        cause: cause.map(str::to_string),
        player: by,
    });
    if let (Some(cause), true) = (cause, amount > 0) {
        st.record_act(controller, ActKind::Placed, Some(object), cause);
    }
    true
}

/// Gives `object` the status `status` (Grand Archive's "fostered") until it changes zones;
/// a `status` event records it. False if it is gone or has it already.
pub fn set_status(st: &mut GameState, object: ObjectId, status: &str) -> bool {
    let Some(o) = st.object_mut(object) else {
        return false;
    };
    if !o.statuses.insert(status.to_string()) {
        return false;
    }
    st.emit(Event::StatusGained {
        object,
        status: status.to_string(),
    });
    true
}

/// `object` remembers `value` under `key` (a choice its ability made: "choose one that
/// hasn't been chosen") until it changes zones. False if it is gone or remembers that
/// value under that key already.
pub fn remember(st: &mut GameState, object: ObjectId, key: &str, value: &str) -> bool {
    let Some(o) = st.object_mut(object) else {
        return false;
    };
    let list = o.notes.entry(key.to_string()).or_default();
    if list.iter().any(|v| v == value) {
        return false;
    }
    list.push(value.to_string());
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::testing::{fixture, ZONE_DECK, ZONE_FIELD, ZONE_GRAVE, ZONE_HAND};

    #[test]
    fn draw_moves_top_of_deck_to_hand_and_skips_when_empty() {
        let (db, mut st) = fixture();
        let p = PlayerId(0);
        let a = st.create_object(db.lookup("bear").unwrap(), p, ZONE_DECK);
        let b = st.create_object(db.lookup("bear").unwrap(), p, ZONE_DECK);
        let drawn = draw(&db, &mut st, p, 3);
        assert_eq!(drawn, vec![b, a]);
        assert_eq!(st.zone(ZoneRef::Player(p, ZONE_HAND)), &[b, a]);
    }

    #[test]
    fn rest_twice_does_nothing_the_second_time() {
        let (db, mut st) = fixture();
        let a = st.create_object(db.lookup("bear").unwrap(), PlayerId(0), ZONE_FIELD);
        assert!(rest(&mut st, a));
        assert!(!rest(&mut st, a));
        assert!(wake(&mut st, a));
        assert_eq!(st.log.iter().filter(|e| e.name() == "rested").count(), 1);
    }

    #[test]
    fn counters_and_healing_stay_in_range_whatever_a_script_asks() {
        let (db, mut st) = fixture();
        let a = st.create_object(db.lookup("bear").unwrap(), PlayerId(0), ZONE_FIELD);
        assert!(add_counter(&mut st, a, "buff", i64::MAX));
        assert!(add_counter(&mut st, a, "buff", i64::MAX));
        assert_eq!(st.object(a).unwrap().counters["buff"], i64::MAX);
        assert!(add_counter(&mut st, a, "buff", i64::MIN));
        assert_eq!(st.object(a).unwrap().counters["buff"], 0);
        // Healing an undamaged object does nothing; healing removes at most the damage.
        assert!(!heal(&mut st, a, 5));
        st.object_mut(a).unwrap().damage = 2;
        assert!(heal(&mut st, a, i64::MAX));
        assert_eq!(st.object(a).unwrap().damage, 0);
    }

    #[test]
    fn damage_in_one_window_is_dealt_together_then_destroys_together() {
        let (db, mut st) = fixture();
        let a = st.create_object(db.lookup("bear").unwrap(), PlayerId(1), ZONE_FIELD);
        let b = st.create_object(db.lookup("bear").unwrap(), PlayerId(1), ZONE_FIELD);
        let mut w = DamageWindow::default();
        w.deal_damage(a, 3, None);
        w.deal_damage(b, 3, None);
        // nothing happens until the window closes
        assert_eq!(st.object(a).unwrap().damage, 0);
        let destroyed = w
            .close(&db, &crate::core::testing::NoHooks, &mut st)
            .unwrap();
        assert_eq!(destroyed, vec![a, b]);
        let names: Vec<_> = st.log.iter().map(|e| e.name()).collect();
        assert_eq!(
            names,
            [
                "damaged",
                "damaged",
                "destroyed",
                "leaves_play",
                "moved",
                "destroyed",
                "leaves_play",
                "moved"
            ]
        );
        assert_eq!(st.zone(ZoneRef::Player(PlayerId(1), ZONE_GRAVE)), &[a, b]);
    }

    #[test]
    fn moving_bumps_generation_and_clears_damage() {
        let (db, mut st) = fixture();
        let a = st.create_object(db.lookup("bear").unwrap(), PlayerId(0), ZONE_FIELD);
        st.object_mut(a).unwrap().damage = 1;
        move_to_zone(&db, &mut st, a, ZONE_GRAVE);
        let o = st.object(a).unwrap();
        assert_eq!((o.generation, o.damage), (1, 0));
    }

    #[test]
    fn an_attachment_is_cleared_by_a_move_and_restored_by_a_rollback() {
        let (db, mut st) = fixture();
        let host = st.create_object(db.lookup("bear").unwrap(), PlayerId(0), ZONE_FIELD);
        let upgrade = st.create_object(db.lookup("bear").unwrap(), PlayerId(1), ZONE_FIELD);
        assert!(attach(&mut st, upgrade, host));
        assert_eq!(attachments(&st, host), vec![upgrade]);
        let snap = st.snapshot();
        move_to_zone(&db, &mut st, upgrade, ZONE_HAND);
        assert_eq!(st.object(upgrade).unwrap().attached_to, None);
        assert!(attachments(&st, host).is_empty());
        st.restore(&snap);
        assert_eq!(st.object(upgrade).unwrap().attached_to, Some(host));
    }
}
