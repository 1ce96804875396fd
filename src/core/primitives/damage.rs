//! Damage: the window that deals one ability's damage together, the damage shield
//! (KeyForge's armor), marking damage, and the state-based check that destroys what
//! lethal damage reached.

use super::depleted;
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::ObjectId;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, ZoneRef};

/// Which damage shield meets queued damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shield {
    /// The shield of this object, or the target's (`None`).
    Of(Option<ObjectId>),
    /// No shield: the damage can't be prevented.
    None,
}

/// Damage waiting for its window to close: where the ruleset deals damage simultaneously,
/// all damage from one ability is dealt at once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DamageWindow {
    pending: Vec<Pending>,
}

/// Queued damage: target, amount, source, the shield that meets it, and the damage's cause.
type Pending = (ObjectId, i64, Option<ObjectId>, Shield, Option<String>);

impl DamageWindow {
    /// Queues what `other` has queued after this window's own.
    pub fn absorb(&mut self, other: DamageWindow) {
        self.pending.extend(other.pending);
    }

    /// Queues `amount` damage to `target`; non-positive amounts are ignored.
    pub fn deal_damage(&mut self, target: ObjectId, amount: i64, source: Option<ObjectId>) {
        self.deal_damage_shielded(target, amount, source, None);
    }

    /// Queues damage that meets `shielded_by`'s damage shield instead of the target's
    /// (`None`: the target's).
    pub fn deal_damage_shielded(
        &mut self,
        target: ObjectId,
        amount: i64,
        source: Option<ObjectId>,
        shielded_by: Option<ObjectId>,
    ) {
        self.queue(target, amount, source, Shield::Of(shielded_by));
    }

    /// Queues damage that meets `shield`.
    pub fn queue(
        &mut self,
        target: ObjectId,
        amount: i64,
        source: Option<ObjectId>,
        shield: Shield,
    ) {
        self.queue_caused(target, amount, source, shield, None);
    }

    /// Queues damage that meets `shield`, of a kind card text names (`cause`: "fight").
    pub fn queue_caused(
        &mut self,
        target: ObjectId,
        amount: i64,
        source: Option<ObjectId>,
        shield: Shield,
        cause: Option<String>,
    ) {
        if amount > 0 {
            self.pending.push((target, amount, source, shield, cause));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.pending.is_empty()
    }

    /// Deals every queued damage together, then destroys together every object whose
    /// damage reached its lethal stat. Returns the destroyed objects.
    pub fn close(
        &mut self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<Vec<ObjectId>, HookError> {
        let pending: Vec<_> = self.pending.drain(..).collect();
        for (object, amount, source, by, cause) in pending {
            let amount = match by {
                Shield::Of(shielded_by) => {
                    shield(db, hooks, st, shielded_by.unwrap_or(object), amount)?
                }
                Shield::None => amount,
            };
            mark_damage(st, object, amount, source, cause);
        }
        state_based_checks(db, hooks, st)
    }
}

/// What is left of `amount` damage to `object` after its damage shield (the ruleset's
/// `damage_shield`: KeyForge's armor) prevents what it still can this turn; the shield's
/// use is recorded in the object's `spent` counter and as a `Replaced` event.
fn shield(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    object: ObjectId,
    amount: i64,
) -> Result<i64, HookError> {
    let Some(def) = &db.ruleset.damage_shield else {
        return Ok(amount);
    };
    let Some(o) = st.object(object) else {
        return Ok(amount);
    };
    if !matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z)) {
        return Ok(amount);
    }
    let spent = o.counters.get(&def.spent).copied().unwrap_or(0);
    let total = hooks.stat(db, st, object, &def.stat)?.unwrap_or(0);
    let prevented = amount.min(total.saturating_sub(spent)).max(0);
    if prevented == 0 {
        return Ok(amount);
    }
    if let Some(o) = st.object_mut(object) {
        o.counters
            .insert(def.spent.clone(), spent.saturating_add(prevented));
    }
    // A counter event, so "after it prevents damage with its armor" can trigger on it.
    st.emit(Event::CounterAdded {
        object,
        counter: def.spent.clone(),
        amount: prevented,
        cause: None,
        player: None,
    });
    let name = st
        .object(object)
        .map(|o| db.card(o.card).name.clone())
        .unwrap_or_default();
    st.emit(Event::Replaced {
        source: object,
        label: format!("{} prevents {prevented} ({name})", def.stat),
    });
    Ok(amount - prevented)
}

/// Clears every object's record of its damage shield's use (KeyForge's armor is
/// refreshed each turn).
pub fn refresh_shields(db: &CardDb, st: &mut GameState) {
    let Some(def) = &db.ruleset.damage_shield else {
        return;
    };
    let used: Vec<ObjectId> = st
        .objects()
        .iter()
        .filter(|o| o.counters.contains_key(&def.spent))
        .map(|o| o.id)
        .collect();
    for id in used {
        if let Some(o) = st.object_mut(id) {
            o.counters.remove(&def.spent);
        }
    }
}

/// Marks `amount` damage on `object` now (a game whose damage is dealt as its
/// instruction resolves); lethal damage waits for the state-based check.
pub fn mark_damage(
    st: &mut GameState,
    object: ObjectId,
    amount: i64,
    source: Option<ObjectId>,
    cause: Option<String>,
) {
    if amount <= 0 {
        return;
    }
    let turn = st.turn;
    if let Some(o) = st.object_mut(object) {
        o.damage = o.damage.saturating_add(amount);
        o.damage_that_turn = match o.damaged_on {
            Some(t) if t == turn => o.damage_that_turn.saturating_add(amount),
            _ => amount,
        };
        o.damaged_on = Some(turn);
        st.emit(Event::Damaged {
            object,
            amount,
            source,
            cause,
        });
    }
}

/// Destroys, all at once, every in-play object whose damage reached its lethal stat (as
/// constant abilities modify it) — so one whose stat is 0, damaged or not (KeyForge's
/// creature at 0 power, Grand Archive's ally at 0 life: VOC-LETHAL-ZERO-1) — and every one
/// a depleting counter ran out on. Each destruction passes through replacement effects.
pub fn state_based_checks(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
) -> Result<Vec<ObjectId>, HookError> {
    let mut doomed = Vec::new();
    let mut lethal = Vec::new();
    if let Some(stat) = &db.ruleset.lethal_damage_stat {
        // Every object in play with the stat: one whose stat is 0 or less is destroyed
        // with no damage at all (KeyForge's creature brought to 0 power, Grand Archive's
        // ally at 0 life: KF-ZERO-POWER-1).
        for id in untagged_in_play(db, st) {
            let damage = st.object(id).map_or(0, |o| o.damage);
            // An undamaged object whose stat a script fails to work out is left alone
            // here: the failure shows wherever the stat is read (the studio's panel).
            let life = if damage > 0 {
                hooks.stat(db, st, id, stat)?
            } else {
                hooks.stat(db, st, id, stat).ok().flatten()
            };
            if life.is_some_and(|life| damage >= life && (damage > 0 || life <= 0)) {
                doomed.push(id);
                lethal.push(id);
            }
        }
    }
    // A card's own "if ..., destroy it" (KF-WC5-DESTROY-IF-1).
    for id in untagged_in_play(db, st) {
        if !doomed.contains(&id) && hooks.destroy_if(db, st, id)? {
            doomed.push(id);
        }
    }
    super::rehome(db, hooks, st);
    for id in depleted(db, st) {
        let tagged = st.object(id).is_some_and(|o| o.destroying.is_some());
        if !doomed.contains(&id) && !tagged {
            doomed.push(id);
        }
    }
    for &object in &doomed {
        // Lethal damage: the last damage marked on it destroyed it, its source and cause.
        let (source, cause) = if lethal.contains(&object) {
            last_damage(st, object)
        } else {
            (None, None)
        };
        if let Some(o) = st.object_mut(object) {
            o.destroyed_by = source;
            o.destroyed_cause = cause.clone();
        }
        crate::core::replacement::apply(
            db,
            hooks,
            st,
            crate::core::replacement::Change::Destroy { object, cause },
        )?;
    }
    Ok(doomed)
}

/// The objects in play not yet tagged for destruction.
fn untagged_in_play(db: &CardDb, st: &GameState) -> Vec<ObjectId> {
    st.objects()
        .iter()
        .filter(|o| o.destroying.is_none())
        .filter(|o| matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z)))
        .map(|o| o.id)
        .collect()
}

/// The source and the cause of the last damage marked on `object`, where it had them.
fn last_damage(st: &GameState, object: ObjectId) -> (Option<ObjectId>, Option<String>) {
    st.log
        .iter()
        .rev()
        .find_map(|e| match e {
            Event::Damaged {
                object: o,
                source,
                cause,
                ..
            } if *o == object => Some((*source, cause.clone())),
            _ => None,
        })
        .unwrap_or_default()
}
