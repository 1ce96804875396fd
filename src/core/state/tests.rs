//! The position's transactions, stamps and timestamps.
use super::*;
use crate::core::testing::{fixture, ZONE_DECK, ZONE_FIELD, ZONE_HAND};
use proptest::prelude::*;

/// One change a transaction can make, or a transaction boundary.
#[derive(Clone, Debug)]
enum Op {
    Open,
    /// Restore the n-th open snapshot (from the newest), closing those above it.
    Restore(usize),
    Move(u32, u8),
    Damage(u32, i64),
    Create(u8),
    Shuffle(u8),
    Gain(u8, i64),
    Terrain(u8, u8),
    Roll,
    Emit,
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        1 => Just(Op::Open),
        1 => (0usize..3).prop_map(Op::Restore),
        3 => (0u32..12, 0u8..3).prop_map(|(o, z)| Op::Move(o, z)),
        2 => (0u32..12, 1i64..4).prop_map(|(o, n)| Op::Damage(o, n)),
        1 => (0u8..3).prop_map(Op::Create),
        1 => (0u8..3).prop_map(Op::Shuffle),
        1 => (0u8..2, 1i64..3).prop_map(|(p, n)| Op::Gain(p, n)),
        1 => (0u8..4, 0u8..4).prop_map(|(x, y)| Op::Terrain(x, y)),
        1 => Just(Op::Roll),
        1 => Just(Op::Emit),
    ]
}

fn zone(z: u8) -> ZoneRef {
    ZoneRef::Player(
        PlayerId(z % 2),
        [ZONE_DECK, ZONE_HAND, ZONE_FIELD][z as usize % 3],
    )
}

fn apply(st: &mut GameState, op: &Op) {
    match *op {
        Op::Move(o, z) if (o as usize) < st.objects().len() => st.relocate(ObjectId(o), zone(z)),
        Op::Damage(o, n) => {
            if let Some(obj) = st.object_mut(ObjectId(o)) {
                obj.damage += n;
                *obj.counters.entry("hit".into()).or_default() += 1;
            }
        }
        Op::Create(z) => {
            st.create_in(CardIdx(0), PlayerId(z % 2), zone(z));
        }
        Op::Shuffle(z) => {
            let mut order = st.zone(zone(z)).to_vec();
            order.reverse();
            st.reorder(zone(z), order);
        }
        Op::Gain(p, n) => {
            if let Some(pl) = st.player_mut(PlayerId(p)) {
                *pl.counters.entry("amber".into()).or_default() += n;
            }
        }
        Op::Terrain(x, y) => st.set_terrain(Square::new(x, y), format!("t{x}")),
        Op::Roll => {
            st.rng.below(6);
        }
        Op::Emit => st.emit(Event::Passed {
            player: PlayerId(0),
        }),
        _ => {}
    }
}

/// What a position is made of, for comparison: its hash, the log's length, and every
/// object as it stands.
type Position = (u64, usize, Vec<GameObject>);

fn position(st: &GameState) -> Position {
    (st.state_hash(), st.log.len(), st.objects().to_vec())
}

fn seeded() -> GameState {
    let (_, mut st) = fixture();
    for i in 0..6u8 {
        st.create_object(CardIdx(0), PlayerId(i % 2), ZONE_HAND);
    }
    st
}

proptest! {
    /// Any interleaving of nested transactions and changes: restoring a snapshot gives
    /// exactly the position a full copy taken at that moment holds.
    #[test]
    fn restore_returns_to_the_position_a_full_copy_saw(ops in prop::collection::vec(op(), 0..80)) {
        let mut st = seeded();
        let mut open: Vec<(Snapshot, Position)> = Vec::new();
        for op in &ops {
            match op {
                Op::Open => {
                    let want = position(&st);
                    open.push((st.snapshot(), want));
                }
                Op::Restore(n) if *n < open.len() => {
                    let keep = open.len() - 1 - n;
                    open.truncate(keep + 1);
                    let (snap, want) = &open[keep];
                    st.restore(snap);
                    prop_assert_eq!(&position(&st), want);
                    prop_assert_eq!(st.check_zones(), Ok(()));
                }
                op => apply(&mut st, op),
            }
        }
        while let Some((snap, want)) = open.pop() {
            st.restore(&snap);
            prop_assert_eq!(&position(&st), &want);
        }
    }
}

#[test]
fn a_rollback_records_only_what_changed() {
    let (_, mut st) = fixture();
    for _ in 0..400 {
        st.create_object(CardIdx(0), PlayerId(0), ZONE_FIELD);
    }
    let before = st.state_hash();
    let snap = st.snapshot();
    st.relocate(ObjectId(7), zone(1));
    if let Some(o) = st.object_mut(ObjectId(7)) {
        o.damage = 2;
    }
    // One object's earlier value, its removal from the field and its arrival.
    assert_eq!(st.journal_len(), 3);
    st.restore(&snap);
    assert_eq!(st.state_hash(), before);
}

#[test]
fn ga_ts_1_entering_a_zone_gives_a_later_timestamp() {
    let (_, mut st) = fixture();
    let a = st.create_object(CardIdx(0), PlayerId(1), ZONE_FIELD);
    let b = st.create_object(CardIdx(0), PlayerId(0), ZONE_HAND);
    let ts = |st: &GameState, o: ObjectId| st.object(o).map(|x| x.timestamp);
    assert!(ts(&st, a) < ts(&st, b));
    assert_eq!(ts(&st, b), Some(st.clock()));
    // The earlier object is newer once it enters another zone; the clock went on.
    let before = (st.state_hash(), st.clock());
    let snap = st.snapshot();
    st.relocate(b, zone(2));
    st.relocate(a, zone(0));
    assert!(ts(&st, b) < ts(&st, a));
    assert_eq!(ts(&st, a), Some(st.clock()));
    assert!(st.clock() > before.1);
    // A rollback returns the objects' timestamps and the clock.
    st.restore(&snap);
    assert_eq!((st.state_hash(), st.clock()), before);
    assert!(ts(&st, a) < ts(&st, b));
    // The next timestamp is handed out afresh from the restored clock.
    st.relocate(a, zone(0));
    assert_eq!(ts(&st, a).map(|t| t.0), Some(before.1 .0 + 1));
}

#[test]
fn a_rollback_returns_the_stamps_of_the_position_it_returns_to() {
    let (_, mut st) = fixture();
    let a = st.create_object(CardIdx(0), PlayerId(0), ZONE_FIELD);
    let before = st.versions();
    let snap = st.snapshot();
    if let Some(o) = st.object_mut(a) {
        o.damage = 2;
    }
    if let Some(p) = st.player_mut(PlayerId(1)) {
        p.counters.insert("x".into(), 1);
    }
    let changed = st.versions();
    assert!(changed.board != before.board && changed.play != before.play);
    assert_ne!(changed.players, before.players);
    // The same position again: what a cache kept for it holds again.
    st.restore(&snap);
    assert_eq!(st.versions(), before);
    // A change after the rollback is a new position: stamps never seen before.
    if let Some(o) = st.object_mut(a) {
        o.damage = 1;
    }
    let after = st.versions();
    assert!(after.board != before.board && after.board != changed.board);
    assert!(after.play != before.play && after.play != changed.play);
}

#[test]
fn nothing_is_recorded_outside_a_transaction() {
    let (_, mut st) = fixture();
    let snap = st.snapshot();
    st.create_object(CardIdx(0), PlayerId(0), ZONE_FIELD);
    assert_eq!(st.journal_len(), 1);
    st.forget();
    st.create_object(CardIdx(0), PlayerId(0), ZONE_FIELD);
    assert_eq!(st.journal_len(), 0);
    drop(snap);
}
