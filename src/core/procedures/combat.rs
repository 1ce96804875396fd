//! Grand Archive's combat (CR, Combat Phase): an attack declared with the ruleset's
//! attack use begins a combat — the retaliation step, the damage step and the end of
//! combat step — and the turn player's main phase goes on after it. Used where the
//! ruleset declares `combat`.
//!
//! The combat lives in `GameState::combat`. Each step ends when every player passed in
//! succession on an empty effects stack ([`Procedure::all_passed`]); the next begins and
//! the turn player receives opportunity. Roles are read as they stand: a unit that left
//! the field (a new generation) is no longer attacking, defending or retaliating.

use super::Procedure;
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CardDb, CombatRule};
use crate::core::state::{GameState, ZoneRef};
use serde::{Deserialize, Serialize};

/// The step a combat is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum CombatStep {
    Retaliation,
    Damage,
    End,
}

impl CombatStep {
    /// The step's name as scripts read it.
    pub fn name(self) -> &'static str {
        match self {
            CombatStep::Retaliation => "retaliation",
            CombatStep::Damage => "damage",
            CombatStep::End => "end",
        }
    }
}

/// An object as it was when it took a combat role: its id and generation.
pub type Role = (ObjectId, u32);

/// The combat under way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Combat {
    pub step: CombatStep,
    pub attacking_player: PlayerId,
    pub defending_player: PlayerId,
    /// The attacking unit; cleared at the end of combat (roles removed).
    pub attacker: Option<Role>,
    /// The attack target (the defending object).
    pub target: Option<Role>,
    /// Units retaliating against the attacker (their retaliation target).
    pub retaliators: Vec<Role>,
    /// Attack cards in the intent: they add their power to the attack.
    pub intent: Vec<ObjectId>,
}

pub struct CombatProcedure;

impl Procedure for CombatProcedure {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.combat.is_some()
    }

    /// Every player passed on an empty stack: the combat's next step begins.
    fn all_passed(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<bool, HookError> {
        let Some(c) = st.combat.clone() else {
            return Ok(false);
        };
        match c.step {
            CombatStep::Retaliation => {
                set_step(st, CombatStep::Damage);
                st.emit(Event::PhaseBegan {
                    phase: "damage_step".into(),
                });
            }
            CombatStep::Damage => {
                deal_damage(db, hooks, st)?;
                end_of_combat(db, hooks, st)?;
            }
            CombatStep::End => finish(st),
        }
        Ok(true)
    }
}

fn rule(db: &CardDb) -> Option<&CombatRule> {
    db.ruleset.combat.as_ref()
}

fn set_step(st: &mut GameState, step: CombatStep) {
    if let Some(c) = st.combat.as_mut() {
        c.step = step;
    }
}

/// Whether the object that took a role is still that object on the field.
pub fn on_field(db: &CardDb, st: &GameState, role: Role) -> bool {
    st.object(role.0).is_some_and(|o| {
        o.generation == role.1 && matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z))
    })
}

fn role_of(st: &GameState, object: ObjectId) -> Option<Role> {
    st.object(object).map(|o| (object, o.generation))
}

/// The unit attacking now: on the field with its attack target still there (an attacker
/// that lost its target stops attacking: Attacking 4.b, 9).
pub fn attacker(db: &CardDb, st: &GameState) -> Option<ObjectId> {
    let c = st.combat.as_ref()?;
    let (a, t) = (c.attacker?, c.target?);
    (on_field(db, st, a) && on_field(db, st, t)).then_some(a.0)
}

/// The attack target (the defending object), while it is on the field.
pub fn target(db: &CardDb, st: &GameState) -> Option<ObjectId> {
    let t = st.combat.as_ref()?.target?;
    on_field(db, st, t).then_some(t.0)
}

/// The units retaliating, while they are on the field.
pub fn retaliators(db: &CardDb, st: &GameState) -> Vec<ObjectId> {
    let Some(c) = st.combat.as_ref() else {
        return Vec::new();
    };
    c.retaliators
        .iter()
        .filter(|r| on_field(db, st, **r))
        .map(|r| r.0)
        .collect()
}

/// `player` declares an attack by `unit` on `target`: a combat begins in its
/// retaliation step (Attack Declaration 1, 4). An attack declared while a combat is under
/// way fizzles (Attacking 1.g.i), as does one without a legal target.
pub fn declare(
    db: &CardDb,
    st: &mut GameState,
    player: PlayerId,
    unit: ObjectId,
    target: ObjectId,
) -> Result<(), String> {
    if rule(db).is_none() {
        return Err("this game has no combat".into());
    }
    if st.combat.is_some() {
        return Err("a combat is already under way".into());
    }
    let (Some(a), Some(t)) = (role_of(st, unit), role_of(st, target)) else {
        return Err("no such object".into());
    };
    if !on_field(db, st, a) || !on_field(db, st, t) {
        return Err("both the attacker and its target must be on the field".into());
    }
    let defender = st.object(target).map_or(player, |o| o.controller);
    if defender == player {
        return Err("a player can't attack units they control".into());
    }
    st.combat = Some(Combat {
        step: CombatStep::Retaliation,
        attacking_player: player,
        defending_player: defender,
        attacker: Some(a),
        target: Some(t),
        retaliators: Vec::new(),
        intent: Vec::new(),
    });
    st.emit(Event::PhaseBegan {
        phase: "combat".into(),
    });
    st.emit(Event::Attacked {
        player,
        object: unit,
        target,
    });
    Ok(())
}

/// An attack card joins the intent of the combat under way: it adds its power, and it
/// is used in the attack (its own On Attack: CR, On Attack 3).
pub fn add_intent(st: &mut GameState, card: ObjectId) {
    let Some(c) = st.combat.as_mut() else {
        return;
    };
    if c.intent.contains(&card) {
        return;
    }
    c.intent.push(card);
    let (player, target) = (c.attacking_player, c.target.map(|t| t.0));
    if let Some(target) = target {
        st.emit(Event::Attacked {
            player,
            object: card,
            target,
        });
    }
}

/// `unit`, a defending unit, retaliates against the attacker (Retaliation Step 3).
pub fn retaliate(db: &CardDb, st: &mut GameState, unit: ObjectId) -> Result<(), String> {
    let Some(c) = st.combat.clone() else {
        return Err("there is no combat".into());
    };
    if c.step != CombatStep::Retaliation {
        return Err("units retaliate only in the retaliation step".into());
    }
    if target(db, st) != Some(unit) {
        return Err("only a defending unit retaliates".into());
    }
    let Some(attacker) = c.attacker.filter(|a| on_field(db, st, *a)) else {
        return Err("there is no attacking unit to retaliate against".into());
    };
    let Some(role) = role_of(st, unit) else {
        return Err("no such object".into());
    };
    if c.retaliators.contains(&role) {
        return Err("it is already retaliating".into());
    }
    if let Some(c) = st.combat.as_mut() {
        c.retaliators.push(role);
    }
    st.emit(Event::Retaliated {
        object: unit,
        target: attacker.0,
    });
    Ok(())
}

/// A unit's combat damage: its power, and for the attacker the power of every card in
/// its intent (Damage Step 3.a); never below 0.
fn power(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    unit: ObjectId,
    intent: &[ObjectId],
) -> Result<i64, HookError> {
    let Some(r) = rule(db) else {
        return Ok(0);
    };
    let stat = r.power.clone();
    let mut total = hooks.stat(db, st, unit, &stat)?.unwrap_or(0);
    let intent_zone = r.intent.as_deref().and_then(|z| db.zone(z));
    for &card in intent {
        let there = st
            .object(card)
            .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, z) if Some(z) == intent_zone));
        if there {
            total = total.saturating_add(hooks.stat(db, st, card, &stat)?.unwrap_or(0));
        }
    }
    Ok(total.max(0))
}

/// The damage step's damage (Damage Step 3): the attacker deals its damage to its
/// target and each retaliating unit to the attacker, all reckoned before any is dealt;
/// then the state-based check destroys what is lethally damaged. Each blow that dealt
/// damage is a hit (On Hit); a unit its blow left lethally damaged and destroyed is
/// killed by it (On Kill: only the blow that marked lethal damage).
fn deal_damage(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<(), HookError> {
    let Some(c) = st.combat.clone() else {
        return Ok(());
    };
    // Each blow: its source, the cards used in it (an attack's intent), its target and
    // its damage.
    let mut blows: Vec<(ObjectId, Vec<ObjectId>, ObjectId, i64)> = Vec::new();
    if let (Some(a), Some(t)) = (attacker(db, st), target(db, st)) {
        let amount = power(db, hooks, st, a, &c.intent)?;
        blows.push((a, c.intent.clone(), t, amount));
    }
    if let Some(a) = c.attacker.filter(|a| on_field(db, st, *a)) {
        for r in retaliators(db, st) {
            let amount = power(db, hooks, st, r, &[])?;
            blows.push((r, Vec::new(), a.0, amount));
        }
    }
    let mut landed: Vec<(Vec<ObjectId>, ObjectId)> = Vec::new();
    for (source, used, to, amount) in blows {
        if amount <= 0 {
            continue;
        }
        let before = st.object(to).map_or(0, |o| o.damage);
        let change = Change::Damage {
            object: to,
            amount,
            source: Some(source),
        };
        replacement::apply(db, hooks, st, change)?;
        let dealt = st.object(to).map_or(0, |o| o.damage) - before;
        if dealt > 0 {
            // The unit hits, and so does each card used in its attack (On Hit 2–3).
            let by: Vec<ObjectId> = std::iter::once(source).chain(used).collect();
            for &object in &by {
                st.emit(Event::Hit {
                    object,
                    target: to,
                    amount: dealt,
                });
            }
            landed.push((by, to));
        }
    }
    let roles: Vec<(Vec<ObjectId>, Option<Role>)> = landed
        .into_iter()
        .map(|(by, t)| (by, role_of(st, t)))
        .collect();
    let doomed = crate::core::primitives::state_based_checks(db, hooks, st)?;
    let mut killed: Vec<ObjectId> = Vec::new();
    for (by, role) in roles {
        let Some(role) = role else { continue };
        // Only the blow that dealt the lethal damage kills (Damage Step 2.a); here each
        // unit takes one blow at most.
        if doomed.contains(&role.0) && !on_field(db, st, role) && !killed.contains(&role.0) {
            killed.push(role.0);
            for object in by {
                st.emit(Event::Killed {
                    object,
                    target: role.0,
                });
            }
        }
    }
    Ok(())
}

/// The end of combat step's turn-based actions (End of Combat Step 1–3): the intent's
/// cards go to their zone, and the units stop attacking, defending and retaliating.
fn end_of_combat(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<(), HookError> {
    let Some(c) = st.combat.clone() else {
        return Ok(());
    };
    if let Some(to) = rule(db).and_then(|r| r.intent_to.clone()) {
        let intent_zone = rule(db)
            .and_then(|r| r.intent.as_deref())
            .and_then(|z| db.zone(z));
        for card in c.intent {
            let there = st
                .object(card)
                .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, z) if Some(z) == intent_zone));
            if there {
                let change = Change::Move {
                    object: card,
                    zone: to.clone(),
                    position: Default::default(),
                };
                replacement::apply(db, hooks, st, change)?;
            }
        }
    }
    if let Some(c) = st.combat.as_mut() {
        c.step = CombatStep::End;
        c.attacker = None;
        c.target = None;
        c.retaliators.clear();
        c.intent.clear();
    }
    st.emit(Event::PhaseBegan {
        phase: "end_of_combat_step".into(),
    });
    crate::core::primitives::state_based_checks(db, hooks, st)?;
    Ok(())
}

/// The combat is over: the turn player's main phase goes on.
fn finish(st: &mut GameState) {
    st.combat = None;
    st.emit(Event::PhaseEnded {
        phase: "combat".into(),
    });
}

/// An effect ends the combat (Freeze Stiff's "end combat"): the end of combat step's
/// actions, then at once back to the main phase (Ending Phases 2).
pub fn end_now(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<bool, HookError> {
    if st.combat.is_none() {
        return Ok(false);
    }
    end_of_combat(db, hooks, st)?;
    finish(st);
    Ok(true)
}
