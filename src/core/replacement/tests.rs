//! Settling and recording replacement effects, with hooks that count what they are asked.

use super::*;
use crate::core::cost::CostModifier;
use crate::core::decision::Answer;
use crate::core::hooks::{Legality, ModeSpec, ResolveStep, TargetSpec};
use crate::core::testing::{fixture, NoHooks};

/// Two replacement effects on every draw, offered newest first: "twice as many"
/// (timestamp 2) and "one more" (timestamp 9); and two on every rest that give the
/// change back as it was ("mirror" and "echo"), and two of one name on every wake
/// ("twin", as two copies of a card), also on damage. Counts how often it is asked.
#[derive(Default)]
struct Sigils {
    asked: std::cell::Cell<u32>,
}

impl Behaviors for Sigils {
    fn modes(
        &self,
        db: &CardDb,
        st: &mut GameState,
        o: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        NoHooks.modes(db, st, o)
    }
    fn targets(
        &self,
        db: &CardDb,
        st: &mut GameState,
        o: ObjectId,
        m: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        NoHooks.targets(db, st, o, m)
    }
    fn legal(&self, db: &CardDb, st: &mut GameState, o: ObjectId) -> Result<Legality, HookError> {
        NoHooks.legal(db, st, o)
    }
    fn cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        o: ObjectId,
        k: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        NoHooks.cost_modifiers(db, st, o, k)
    }
    fn has_keyword(
        &self,
        db: &CardDb,
        st: &mut GameState,
        o: ObjectId,
        k: &str,
    ) -> Result<bool, HookError> {
        NoHooks.has_keyword(db, st, o, k)
    }
    fn resolve(
        &self,
        db: &CardDb,
        st: &mut GameState,
        o: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        NoHooks.resolve(db, st, o)
    }
    fn resume(
        &self,
        db: &CardDb,
        st: &mut GameState,
        o: ObjectId,
        a: &Answer,
    ) -> Result<ResolveStep, HookError> {
        NoHooks.resume(db, st, o, a)
    }
    fn replacements(
        &self,
        _: &CardDb,
        _: &mut GameState,
        c: &Change,
    ) -> Result<Vec<Replacement>, HookError> {
        self.asked.set(self.asked.get() + 1);
        let r = |source, label: &str, t| Replacement {
            source: ObjectId(source),
            index: 1,
            label: label.into(),
            timestamp: Timestamp(t),
            lasting: None,
        };
        match c {
            Change::Draw { .. } => Ok(vec![r(0, "one more", 9), r(1, "twice as many", 2)]),
            Change::Rest { .. } => Ok(vec![r(2, "mirror", 3), r(3, "echo", 4)]),
            Change::Wake { .. } | Change::Damage { .. } => {
                Ok(vec![r(4, "twin", 5), r(5, "twin", 6)])
            }
            _ => Ok(Vec::new()),
        }
    }
    fn replace(
        &self,
        _: &CardDb,
        _: &mut GameState,
        r: &Replacement,
        c: &Change,
    ) -> Result<Vec<Change>, HookError> {
        let Change::Draw { player, count } = c else {
            return Ok(vec![c.clone()]);
        };
        let count = if r.source == ObjectId(0) {
            count + 1
        } else {
            count * 2
        };
        Ok(vec![Change::Draw {
            player: *player,
            count,
        }])
    }
}

#[test]
fn ga_ts_6_settling_in_timestamp_order_takes_the_oldest_first_unit() {
    let (db, mut st) = fixture();
    let draw = Change::Draw {
        player: PlayerId(0),
        count: 1,
    };
    let Ok(Outcome::Done(settled)) =
        settle(&db, &Sigils::default(), &mut st, draw, Order::Timestamp)
    else {
        panic!("settling in timestamp order asks nobody");
    };
    // Twice as many (the older) first, then one more: 1 x 2 + 1.
    assert_eq!(
        settled[0].change,
        Some(Change::Draw {
            player: PlayerId(0),
            count: 3
        })
    );
    let by: Vec<&str> = settled[0].by.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(by, ["twice as many", "one more"]);
}

/// A change given back unchanged by a replacement effect is not asked about again:
/// the game stands still while a change settles. The player's pick continues the
/// settling where it asked, and each effect applies once.
#[test]
fn kf_002_3a_settling_resumes_at_the_choice_and_asks_about_a_change_once() {
    let (db, mut st) = fixture();
    let hooks = Sigils::default();
    let rest = Change::Rest {
        object: ObjectId(0),
    };
    let mut settling = Settling::new(rest.clone(), Order::Chosen);
    let Ok(Outcome::Ask { options, .. }) = settling.run(&db, &hooks, &mut st) else {
        panic!("two effects apply: the player chooses");
    };
    assert_eq!(options, vec!["mirror".to_string(), "echo".to_string()]);
    let Ok(Outcome::Done(settled)) = settling.choose(&db, &hooks, &mut st, "echo") else {
        panic!("one effect is left: it applies without a question");
    };
    assert_eq!(settled.len(), 1);
    assert_eq!(settled[0].change, Some(rest));
    let by: Vec<&str> = settled[0].by.iter().map(|(_, l)| l.as_str()).collect();
    assert_eq!(by, vec!["echo", "mirror"]);
    assert_eq!(
        hooks.asked.get(),
        1,
        "the same change was asked about again"
    );
}

/// Two copies of one card offer effects with the same label: the choice names each
/// by its source object, and the pick applies that one first.
#[test]
fn kf_002_3d_two_effects_of_one_name_are_told_apart_by_their_source() {
    let (db, mut st) = fixture();
    let hooks = Sigils::default();
    let wake = Change::Wake {
        object: ObjectId(0),
    };
    let mut settling = Settling::new(wake, Order::Chosen);
    let Ok(Outcome::Ask { options, .. }) = settling.run(&db, &hooks, &mut st) else {
        panic!("two effects apply: the player chooses");
    };
    assert_eq!(options, vec!["twin #4".to_string(), "twin #5".to_string()]);
    let Ok(Outcome::Done(settled)) = settling.choose(&db, &hooks, &mut st, "twin #5") else {
        panic!("one effect is left: it applies without a question");
    };
    let by: Vec<ObjectId> = settled[0].by.iter().map(|(o, _)| *o).collect();
    assert_eq!(by, vec![ObjectId(5), ObjectId(4)]);
}

/// Dealing no damage is no change: it settles as it is, and nobody is asked to order
/// the replacement effects that would apply to damage.
#[test]
fn kf_002_3e_no_damage_asks_about_no_replacement_effect() {
    let (db, mut st) = fixture();
    let hooks = Sigils::default();
    let none = Change::Damage {
        object: ObjectId(0),
        amount: 0,
        source: None,
        shielded_by: None,
        combat: false,
        unpreventable: false,
        cause: None,
    };
    let mut settling = Settling::new(none.clone(), Order::Chosen);
    let Ok(Outcome::Done(settled)) = settling.run(&db, &hooks, &mut st) else {
        panic!("no damage: nothing to order");
    };
    assert_eq!(settled[0].change, Some(none));
    assert!(settled[0].by.is_empty());
    assert_eq!(hooks.asked.get(), 0);
}
