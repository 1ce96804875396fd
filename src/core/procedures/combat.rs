//! Grand Archive's combat (CR, Combat Phase): an attack declared with the ruleset's
//! attack use begins a combat — the retaliation step, the damage step and the end of
//! combat step — and the turn player's main phase goes on after it. Used where the
//! ruleset declares `combat`.
//!
//! The combat lives in `GameState::combat`. Each step ends when every player passed in
//! succession on an empty effects stack ([`Procedure::all_passed`]); the next begins and
//! the turn player receives opportunity. Roles are read as they stand: a unit that left
//! the field (a new generation) is no longer attacking, defending or retaliating.
//!
//! An attack has one target or several (a Cleave attack names every unit of the
//! defending player): each is a defending object, may retaliate, and is dealt the
//! attack's damage, reckoned for it alone. A champion's attack may use weapons: they add
//! their power, hit and kill with it, and each loses one of the ruleset's
//! `combat.weapon_counter` in the damage step. An effect may redirect the attack from
//! one target to another (Intercept), and a target that gains the ruleset's
//! `combat.hidden` keyword, unseen by the attack, stops defending (stealth).

use super::Procedure;
use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CardDb, CombatRole, CombatRule};
use crate::core::state::{ActKind, GameState, ZoneRef};
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
    /// The attack targets (the defending objects): one, or several for a multi-target
    /// attack (Cleave), all controlled by the defending player.
    pub targets: Vec<Role>,
    /// Units retaliating against the attacker (their retaliation target), in the order
    /// they retaliated, then in the order the attacking player put them in to deal their
    /// damage.
    pub retaliators: Vec<Role>,
    /// Attack cards in the intent: they add their power to the attack.
    pub intent: Vec<ObjectId>,
    /// Objects used in the attack on the field (a champion's weapons): they add their
    /// power while they stay there.
    pub weapons: Vec<Role>,
    /// Units whose combat damage this combat is doubled, once however often an effect
    /// doubled it (Grand Archive's Critical N, not bought off).
    #[serde(default)]
    pub doubled: Vec<Role>,
    /// Units whose combat damage this combat is unpreventable ("this attack gains 'combat
    /// damage dealt by this attack is unpreventable'": Penetrator Round).
    #[serde(default)]
    pub unpreventable: Vec<Role>,
    /// The attacking player has put the retaliators in the order they deal their damage
    /// (Damage Step 2).
    #[serde(default)]
    pub ordered: bool,
}

pub struct CombatProcedure;

impl Procedure for CombatProcedure {
    fn applies(&self, db: &CardDb) -> bool {
        db.ruleset.combat.is_some()
    }

    /// Before the damage is dealt, the attacking player chooses the order in which two
    /// or more retaliating units deal theirs to the attacker (Damage Step 2: it decides
    /// which of them kills, and how replacement effects meet each blow).
    fn question(
        &self,
        db: &CardDb,
        _hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<Option<Decision>, HookError> {
        let Some(c) = st.combat.as_ref() else {
            return Ok(None);
        };
        if c.step != CombatStep::Damage || c.ordered {
            return Ok(None);
        }
        let player = c.attacking_player;
        let attacker_there = c.attacker.is_some_and(|a| on_field(db, st, a));
        let units = retaliators(db, st);
        if !attacker_there || units.len() < 2 {
            return Ok(None);
        }
        Ok(Some(Decision {
            player,
            choice: Choice::Order,
            prompt: "the order in which the retaliating units deal their damage, first first"
                .into(),
            options: Options::Objects {
                min: units.len(),
                max: units.len(),
                candidates: units,
            },
        }))
    }

    /// The retaliators' order: those named first, in the answer's order.
    fn answered(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        decision: &Decision,
        answer: &Answer,
    ) -> bool {
        let Answer::Objects(order) = answer else {
            return false;
        };
        let Some(c) = st.combat.as_mut() else {
            return false;
        };
        if decision.choice != Choice::Order || c.step != CombatStep::Damage || c.ordered {
            return false;
        }
        let rank = |r: &Role| order.iter().position(|o| *o == r.0).unwrap_or(order.len());
        c.retaliators.sort_by_key(rank);
        c.ordered = true;
        true
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
                    player: st.turn_player,
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

    /// A state-based check of the combat: a defending object that became an illegal
    /// target (it gained the ruleset's hidden keyword and the attack doesn't see it)
    /// stops defending (Attacking 4.a; Stealth 3).
    fn between_resolutions(
        &self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<bool, HookError> {
        drop_hidden_targets(db, hooks, st)?;
        Ok(false)
    }
}

/// Removes from the combat's targets those the attack no longer sees.
fn drop_hidden_targets(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
) -> Result<(), HookError> {
    let (Some(hidden), Some(c)) = (rule(db).and_then(|r| r.hidden.clone()), st.combat.clone())
    else {
        return Ok(());
    };
    if c.step == CombatStep::End || c.targets.is_empty() {
        return Ok(());
    }
    let seers: Vec<ObjectId> = c
        .attacker
        .filter(|a| on_field(db, st, *a))
        .map(|a| a.0)
        .into_iter()
        .chain(weapons(db, st))
        .collect();
    for o in seers {
        if hooks.has_keyword(db, st, o, &hidden.seen_by)? {
            return Ok(());
        }
    }
    let mut kept = Vec::new();
    for t in &c.targets {
        if !on_field(db, st, *t) || !hooks.has_keyword(db, st, t.0, &hidden.keyword)? {
            kept.push(*t);
        }
    }
    if kept.len() != c.targets.len() {
        if let Some(c) = st.combat.as_mut() {
            c.targets = kept;
        }
    }
    Ok(())
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

/// The unit attacking now: on the field with one of its attack targets still there (an
/// attacker that lost each of its targets stops attacking: Attacking 4.b, 9).
pub fn attacker(db: &CardDb, st: &GameState) -> Option<ObjectId> {
    let a = st.combat.as_ref()?.attacker?;
    (on_field(db, st, a) && !targets(db, st).is_empty()).then_some(a.0)
}

/// The objects of the roles `pick` reads from the combat under way that are still on
/// the field, in order.
fn standing(db: &CardDb, st: &GameState, pick: fn(&Combat) -> &[Role]) -> Vec<ObjectId> {
    st.combat.as_ref().map_or_else(Vec::new, |c| {
        pick(c)
            .iter()
            .filter(|r| on_field(db, st, **r))
            .map(|r| r.0)
            .collect()
    })
}

/// The attack targets (the defending objects) still on the field, in declared order.
pub fn targets(db: &CardDb, st: &GameState) -> Vec<ObjectId> {
    standing(db, st, |c| &c.targets)
}

/// The weapons used in the attack still on the field.
pub fn weapons(db: &CardDb, st: &GameState) -> Vec<ObjectId> {
    standing(db, st, |c| &c.weapons)
}

/// The units retaliating, while they are on the field.
pub fn retaliators(db: &CardDb, st: &GameState) -> Vec<ObjectId> {
    standing(db, st, |c| &c.retaliators)
}

/// `player` declares an attack by `unit` on `targets` (one, or every unit a Cleave attack
/// names), using `weapons`: a combat begins in its retaliation step (Attack Declaration
/// 1, 4). An attack declared while a combat is under way fizzles (Attacking 1.g.i), as
/// does one without a legal target.
pub fn declare(
    db: &CardDb,
    st: &mut GameState,
    player: PlayerId,
    unit: ObjectId,
    targets: &[ObjectId],
    weapons: &[ObjectId],
) -> Result<(), String> {
    if rule(db).is_none() {
        return Err("this game has no combat".into());
    }
    if st.combat.is_some() {
        return Err("a combat is already under way".into());
    }
    let Some(a) = role_of(st, unit) else {
        return Err("no such object".into());
    };
    let mut defending: Vec<Role> = Vec::new();
    for &t in targets {
        let Some(role) = role_of(st, t) else {
            return Err("no such object".into());
        };
        if !defending.contains(&role) {
            defending.push(role);
        }
    }
    let Some(first) = defending.first().map(|t| t.0) else {
        return Err("an attack needs a target".into());
    };
    if !on_field(db, st, a) || defending.iter().any(|t| !on_field(db, st, *t)) {
        return Err("the attacker and its targets must be on the field".into());
    }
    let defender = st.object(first).map_or(player, |o| o.controller);
    if defender == player {
        return Err("a player can't attack units they control".into());
    }
    if defending
        .iter()
        .any(|t| st.object(t.0).map(|o| o.controller) != Some(defender))
    {
        return Err("an attack's targets are all the defending player's".into());
    }
    let mut used: Vec<Role> = Vec::new();
    for &w in weapons {
        let Some(role) = role_of(st, w) else {
            return Err("no such object".into());
        };
        let theirs = st.object(w).is_some_and(|o| o.controller == player);
        if w == unit || !theirs || !on_field(db, st, role) {
            return Err("an attack uses only its player's objects on the field".into());
        }
        if !used.contains(&role) {
            used.push(role);
        }
    }
    st.combat = Some(Combat {
        step: CombatStep::Retaliation,
        attacking_player: player,
        defending_player: defender,
        attacker: Some(a),
        targets: defending,
        retaliators: Vec::new(),
        intent: Vec::new(),
        weapons: used.clone(),
        doubled: Vec::new(),
        unpreventable: Vec::new(),
        ordered: false,
    });
    st.emit(Event::PhaseBegan {
        phase: "combat".into(),
        player: st.turn_player,
    });
    st.record_act(
        player,
        crate::core::state::ActKind::Attacked,
        Some(unit),
        "",
    );
    // One declaration, so one On Attack however many targets it has; each weapon is
    // "used in an attack" (On Attack 3).
    for object in std::iter::once(unit).chain(used.iter().map(|w| w.0)) {
        st.emit(Event::Attacked {
            player,
            object,
            target: first,
        });
    }
    unload(db, st, &used);
    Ok(())
}

/// The cards under the weapons `used` in the ruleset's `loaded` zone go to the intent and
/// join it (CR, Loaded Cards 2: a loaded object used in an attack puts its loaded cards
/// into the intent), oldest first.
fn unload(db: &CardDb, st: &mut GameState, used: &[Role]) {
    let Some(r) = rule(db) else {
        return;
    };
    let zone = |name: &Option<String>| name.as_deref().and_then(|z| db.zone(z));
    let (Some(loaded), Some(intent)) = (zone(&r.loaded), zone(&r.intent)) else {
        return;
    };
    for w in used {
        for card in crate::core::primitives::attachments(st, w.0) {
            let under = st
                .object(card)
                .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, z) if z == loaded));
            if under && crate::core::primitives::move_to_zone(db, st, card, intent) {
                add_intent(st, card);
            }
        }
    }
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
    let (player, target) = (c.attacking_player, c.targets.first().map(|t| t.0));
    if let Some(target) = target {
        st.emit(Event::Attacked {
            player,
            object: card,
            target,
        });
    }
}

/// The attack's target `from` is changed to `to` (CR, Redirect 1; Intercept 1): `from`
/// stops defending and `to` defends in its place. `to` must be on the field, controlled
/// by the defending player and not yet defending; there is nothing to redirect once the
/// damage has been dealt.
pub fn redirect(
    db: &CardDb,
    st: &mut GameState,
    from: ObjectId,
    to: ObjectId,
) -> Result<(), String> {
    let Some(c) = st.combat.clone() else {
        return Err("there is no combat".into());
    };
    if c.step == CombatStep::End || attacker(db, st).is_none() {
        return Err("there is no attack to redirect".into());
    }
    let (Some(old), Some(new)) = (role_of(st, from), role_of(st, to)) else {
        return Err("no such object".into());
    };
    let Some(at) = c.targets.iter().position(|t| *t == old) else {
        return Err("it is not a target of the attack".into());
    };
    if !on_field(db, st, new) || c.targets.contains(&new) {
        return Err("the new target must be on the field and not yet defending".into());
    }
    if st.object(to).map(|o| o.controller) != Some(c.defending_player) {
        return Err("an attack's targets are all the defending player's".into());
    }
    if let Some(c) = st.combat.as_mut() {
        c.targets[at] = new;
    }
    Ok(())
}

/// `unit`, a defending unit, retaliates against the attacker (Retaliation Step 3; each
/// defending unit of a Cleave attack may: Cleave 5); so may a unit of the defending
/// player with the ruleset's `retaliate_undefending` keyword (Ambush 1).
pub fn retaliate(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    unit: ObjectId,
) -> Result<(), String> {
    let Some(c) = st.combat.clone() else {
        return Err("there is no combat".into());
    };
    if c.step != CombatStep::Retaliation {
        return Err("units retaliate only in the retaliation step".into());
    }
    if !targets(db, st).contains(&unit) && !retaliates_undefending(db, hooks, st, &c, unit)? {
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

/// Whether `unit`, not defending, may retaliate all the same: a unit on the field of the
/// defending player with the ruleset's `retaliate_undefending` keyword.
fn retaliates_undefending(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    c: &Combat,
    unit: ObjectId,
) -> Result<bool, String> {
    let Some(keyword) = rule(db).and_then(|r| r.retaliate_undefending.clone()) else {
        return Ok(false);
    };
    let theirs = st
        .object(unit)
        .is_some_and(|o| o.controller == c.defending_player)
        && role_of(st, unit).is_some_and(|r| on_field(db, st, r));
    if !theirs {
        return Ok(false);
    }
    hooks
        .has_keyword(db, st, unit, &keyword)
        .map_err(|e| e.to_string())
}

/// `unit`, attacking or retaliating in the combat under way, deals double combat damage
/// this combat (CR, Critical N 1, 3: doubled once however many instances).
pub fn double_damage(db: &CardDb, st: &mut GameState, unit: ObjectId) -> Result<(), String> {
    mark(db, st, unit, |c| &mut c.doubled)
}

/// `unit`, attacking or retaliating in the combat under way, deals unpreventable combat
/// damage this combat: no prevention meets it (CR, Damage Prevention; Penetrator Round).
pub fn unpreventable(db: &CardDb, st: &mut GameState, unit: ObjectId) -> Result<(), String> {
    mark(db, st, unit, |c| &mut c.unpreventable)
}

/// Puts `unit`'s role in the combat's list `list` picks, once.
fn mark(
    db: &CardDb,
    st: &mut GameState,
    unit: ObjectId,
    list: fn(&mut Combat) -> &mut Vec<Role>,
) -> Result<(), String> {
    let role = role_of(st, unit).filter(|r| on_field(db, st, *r));
    let fighting = attacker(db, st) == Some(unit) || retaliators(db, st).contains(&unit);
    let (Some(role), true) = (role, fighting) else {
        return Err("only a unit attacking or retaliating deals combat damage".into());
    };
    if let Some(l) = st.combat.as_mut().map(list) {
        if !l.contains(&role) {
            l.push(role);
        }
    }
    Ok(())
}

/// A unit's combat damage: its power, and for the attacker the power of every card in
/// its intent and every weapon it uses still on the field (Damage Step 3.a; Attacking
/// 5.c–d), plus the ruleset's `bonuses` for its `role`; never below 0.
fn power(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    unit: ObjectId,
    role: CombatRole,
    intent: &[ObjectId],
    weapons: &[ObjectId],
) -> Result<i64, HookError> {
    let Some(r) = rule(db) else {
        return Ok(0);
    };
    let stat = r.power.clone();
    let mut total = hooks.stat(db, st, unit, &stat)?.unwrap_or(0);
    for bonus in r.bonuses.iter().filter(|b| b.role == role) {
        if let Some(k) = &bonus.keyword {
            if !hooks.has_keyword(db, st, unit, k)? {
                continue;
            }
        }
        let n = hooks.stat(db, st, unit, &bonus.stat)?.unwrap_or(0);
        total = total.saturating_add(n);
    }
    let intent_zone = r.intent.as_deref().and_then(|z| db.zone(z));
    for &card in intent {
        let there = st
            .object(card)
            .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, z) if Some(z) == intent_zone));
        if there {
            total = total.saturating_add(hooks.stat(db, st, card, &stat)?.unwrap_or(0));
        }
    }
    for &weapon in weapons {
        total = total.saturating_add(hooks.stat(db, st, weapon, &stat)?.unwrap_or(0));
    }
    let doubled = role_of(st, unit)
        .is_some_and(|r| st.combat.as_ref().is_some_and(|c| c.doubled.contains(&r)));
    if doubled {
        total = total.saturating_mul(2);
    }
    Ok(total.max(0))
}

/// Whether `object` has damage reaching its lethal stat.
fn lethal(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    object: ObjectId,
) -> Result<bool, HookError> {
    let (Some(stat), Some(damage)) = (
        db.ruleset.lethal_damage_stat.as_deref(),
        st.object(object).map(|o| o.damage),
    ) else {
        return Ok(false);
    };
    Ok(damage > 0
        && hooks
            .stat(db, st, object, stat)?
            .is_some_and(|l| damage >= l))
}

/// A blow of the damage step: its source, the objects used in it (an attack's intent and
/// weapons), its target and its damage.
type Blow = (ObjectId, Vec<ObjectId>, ObjectId, i64);

/// The damage step's damage (Damage Step 3): the attacker deals its damage to each of
/// its targets, reckoned for each alone (Cleave 6), and each retaliating unit, in the
/// order the attacking player chose (Damage Step 2), to the attacker; then, as long as the attacker still attacks,
/// each weapon it uses loses one counter even if no damage was dealt, once however many
/// targets (Damage Step 3.g; Cleave 7); then the state-based check destroys what is
/// lethally damaged or worn out. Each blow that dealt damage is a hit (On Hit); a unit
/// destroyed by the check is killed by the blow that took its damage to lethal (On
/// Kill; Damage Step 2.a).
fn deal_damage(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<(), HookError> {
    let Some(c) = st.combat.clone() else {
        return Ok(());
    };
    let attacking = attacker(db, st);
    let weapons_now = weapons(db, st);
    let mut blows: Vec<Blow> = Vec::new();
    if let Some(a) = attacking {
        let used: Vec<ObjectId> = c.intent.iter().chain(&weapons_now).copied().collect();
        for t in targets(db, st) {
            let amount = power(
                db,
                hooks,
                st,
                a,
                CombatRole::Attacking,
                &c.intent,
                &weapons_now,
            )?;
            blows.push((a, used.clone(), t, amount));
        }
    }
    if let Some(a) = c.attacker.filter(|a| on_field(db, st, *a)) {
        for r in retaliators(db, st) {
            let amount = power(db, hooks, st, r, CombatRole::Retaliating, &[], &[])?;
            blows.push((r, Vec::new(), a.0, amount));
        }
    }
    // The blow that took each unit's damage to lethal, with the unit as it was.
    let mut lethal_blows: Vec<(Vec<ObjectId>, Role)> = Vec::new();
    for (source, used, to, amount) in blows {
        if amount <= 0 {
            continue;
        }
        let before = st.object(to).map_or(0, |o| o.damage);
        let was_lethal = lethal(db, hooks, st, to)?;
        let unpreventable = role_of(st, source).is_some_and(|r| c.unpreventable.contains(&r));
        let change = Change::Damage {
            object: to,
            amount,
            source: Some(source),
            shielded_by: None,
            combat: true,
            unpreventable,
            // Named in its damaged event: "dealt non-combat damage" (Extinguishing Synchron).
            cause: Some("combat".to_string()),
        };
        replacement::apply(db, hooks, st, change)?;
        let dealt = st.object(to).map_or(0, |o| o.damage) - before;
        if dealt <= 0 {
            continue;
        }
        // The unit hits, and so does each card used in its attack (On Hit 2–3).
        let by: Vec<ObjectId> = std::iter::once(source).chain(used).collect();
        for &object in &by {
            st.emit(Event::Hit {
                object,
                target: to,
                amount: dealt,
                blow: by.clone(),
            });
        }
        if let Some(player) = st.object(source).map(|o| o.controller) {
            let amount = dealt.to_string();
            st.record_act(player, ActKind::Dealt, Some(source), &amount);
        }
        if !was_lethal && lethal(db, hooks, st, to)? {
            if let Some(role) = role_of(st, to) {
                lethal_blows.push((by, role));
            }
        }
    }
    if attacking.is_some() {
        if let Some(counter) = rule(db).and_then(|r| r.weapon_counter.clone()) {
            for object in weapons_now {
                let change = Change::Counter {
                    object,
                    counter: counter.clone(),
                    amount: -1,
                    cause: None,
                    by: None,
                };
                replacement::apply(db, hooks, st, change)?;
            }
        }
    }
    let doomed = crate::core::primitives::state_based_checks(db, hooks, st)?;
    for (by, role) in lethal_blows {
        if doomed.contains(&role.0) && !on_field(db, st, role) {
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
/// cards go to their zone, and the units stop attacking, defending and retaliating (and
/// weapons stop being used).
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
                    player: None,
                    face_down: false,
                    status: None,
                };
                replacement::apply(db, hooks, st, change)?;
            }
        }
    }
    if let Some(c) = st.combat.as_mut() {
        c.step = CombatStep::End;
        c.attacker = None;
        c.targets.clear();
        c.retaliators.clear();
        c.intent.clear();
        c.weapons.clear();
    }
    st.emit(Event::PhaseBegan {
        phase: "end_of_combat_step".into(),
        player: st.turn_player,
    });
    crate::core::primitives::state_based_checks(db, hooks, st)?;
    Ok(())
}

/// The combat is over: the turn player's main phase goes on.
fn finish(st: &mut GameState) {
    st.combat = None;
    crate::core::lasting::end_of_combat(st);
    st.emit(Event::PhaseEnded {
        phase: "combat".into(),
        player: st.turn_player,
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
