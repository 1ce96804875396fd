//! Lasting effects: what a resolved ability leaves behind for a while ("until end of
//! turn", "on their next turn", "while ..."). Each is kept in the [`GameState`] with the
//! timestamp of when it began, so it joins the constant abilities in timestamp order;
//! the turn structure ends it at the time its duration names (a turn-based step, not a
//! game branch). Prohibitions are checked where the action happens: a use in
//! `procedures::uses`, damage when a change settles (`replacement`).

use crate::core::cost::{CostModifier, CostOp};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{CardIdx, ObjectId, PlayerId, Timestamp};
use crate::core::query;
use crate::core::ruleset::{CardDb, ObjectFilter};
use crate::core::state::GameState;
use serde::{Deserialize, Serialize};

mod allowance;
mod once;
mod prevention;
mod types;
pub use allowance::spend_allowance;
pub use once::{claim_once, follow_into_play};
pub use prevention::{prevent, preventions, prevents};
pub use types::{
    any_attribute_change, any_type_change, attribute_of, attribute_values, is_type,
    is_type_or_printed, types_of,
};

/// One lasting effect of a resolved ability.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Lasting {
    /// The object whose ability created it (a `while` condition is its card's).
    pub source: ObjectId,
    /// The source's card, for names in traces and refusals.
    pub card: CardIdx,
    /// Who controlled the ability: a filter's "you" and "opponent" are from this side.
    pub controller: PlayerId,
    /// When it began: it applies after every effect that began earlier.
    pub timestamp: Timestamp,
    pub target: LastingTarget,
    pub effect: LastingEffect,
    pub duration: Duration,
    /// Used up by one play ("the next creature you play"): the first object played that
    /// its filter matches claims it (`claim_once`), and from then on it affects that
    /// object alone.
    #[serde(default)]
    pub once: bool,
}

/// What a lasting effect affects.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LastingTarget {
    /// That object, for as long as it stays where it was (a move makes it a new object).
    Object { id: ObjectId, generation: u32 },
    /// Every object the filter matches, as it is checked (objects that arrive later
    /// included).
    Filter(Box<ObjectFilter>),
    /// A player (a cost that player pays, such as a key's).
    Player(PlayerId),
}

/// How a lasting effect changes a stat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum StatOp {
    Set,
    Increase,
    Reduce,
    /// The value it is considered to have, after every other modifier and counter ("each
    /// creature is considered to have 1 power"); a cost: set.
    Fix,
}

/// What a lasting effect does: the constant-ability effects the engine evaluates, plus
/// permissions and prohibitions.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LastingEffect {
    /// The objects' stat is set, increased or reduced by `amount` (fixed when it began).
    Stat {
        stat: String,
        op: StatOp,
        amount: i64,
    },
    /// The objects have `keyword`.
    Grant { keyword: String },
    /// The objects lose `keyword`, printed or given by anything, while it lasts
    /// ("each creature loses elusive").
    Lose { keyword: String },
    /// The object becomes of card types `types` (its supertypes go with the types it had:
    /// CR, Type-Overwriting 2) and gets `subtypes` besides its own ("becomes a Cleric
    /// Fractal phantasia"); with no `types` it keeps its own and only gains `subtypes`
    /// ("gains the Mutant trait"). Layer B. Only one object is its target (a filter would
    /// read the types it changes).
    Become {
        types: Vec<String>,
        #[serde(default)]
        subtypes: Vec<String>,
    },
    /// The object's attribute `name` is `value` while it lasts, whatever is printed ("for
    /// the remainder of the turn it belongs to house Mars"); read wherever attributes are
    /// read (`attribute_of`: filters, `obj:attribute`). Only one object is its target.
    /// With `while_controlled`, only while the effect's controller controls the object
    /// ("while under your control, it is of house Shadows"). With `also`, the value is
    /// one more besides the others ("belongs to house Dis in addition to its other
    /// houses", RULE-ATTR-ALSO-1): `attribute_values` lists it, `attribute_of` does not.
    Attribute {
        name: String,
        value: String,
        #[serde(default)]
        while_controlled: bool,
        #[serde(default)]
        also: bool,
    },
    /// The objects lose all their abilities while it lasts ("loses all abilities"): their
    /// keywords, triggered abilities and the constant abilities that add or change
    /// abilities or modify values (layers D and E). What a constant ability of theirs sets
    /// in an earlier layer (an element) still applies: that layer comes first.
    LoseAbilities,
    /// The objects can't do `action`: a use's id (`"fight"`, `"reap"`), `"use"` (any
    /// use), `"damage"` (be dealt damage) or `"wake_step"` (be woken by the turn's
    /// wake-up step: "doesn't wake up during its controller's next wake up phase",
    /// KeyForge's "does not ready").
    Forbid { action: String },
    /// The objects may do `action` where the rules would not let them (a use of another
    /// house); the rules script asks about it (`object:allowed("fight")`). With `uses`,
    /// it is a permission for that many times, each spent by the rules script
    /// (`ctx:spend_allowance`), and it ends when none is left ("you may play one non-Logos
    /// card this turn").
    Allow {
        action: String,
        #[serde(default)]
        uses: Option<u32>,
        /// Counted permissions of one source with the same pool share their count: spending
        /// one spends the oldest of each other action in the pool ("you may play or use one
        /// Brobnar card this turn").
        #[serde(default)]
        pool: Option<String>,
    },
    /// The source card's trigger of this name is on ("for the remainder of the turn, each
    /// time ..."), wherever the card is now.
    Trigger { name: String },
    /// The objects have the ability `ability` (one the rules run by name: KeyForge's
    /// `before_fight`) that the source card's `lasting_grants` table holds, after their own
    /// ("each creature gains, Before Fight: ..."), wherever the source card is now.
    Gains { ability: String },
    /// The target player skips the turn's phase `phase` ("skips the forge a key step on
    /// their next turn").
    Skip { phase: String },
    /// The target player can't pay their cost `kind` (one of the ruleset's
    /// `player_costs`): KeyForge's "cannot forge keys".
    ForbidBuy { kind: String },
    /// The target object is under the ability's controller's control while this lasts
    /// (`ctx:take_control(obj, player, duration)`); `from` controlled it before. When an
    /// effect lasting until its source leaves play ends, the source's `leaves_play` event
    /// names the object (`released`); when a turn duration ends, it goes back to `from`.
    Control {
        #[serde(default)]
        from: PlayerId,
    },
    /// Damage to the objects is prevented ("prevent the next 3 damage that would be dealt
    /// to ..."): a shield absorbs up to `amount` (`None`: all of it) across instances
    /// until it is spent; an `instance` prevention meets the next damage only, and is
    /// used up even if it prevents none; an `each` prevention prevents up to `amount` of
    /// every damage it meets while it lasts ("if ... would take damage this turn,
    /// prevent 4 of that damage") and is never used up. `combat`: only combat damage (`Some(true)`) or
    /// only other damage (`Some(false)`). It is a replacement effect the damaged object's
    /// controller orders with the others (`preventions`). `counters`: the protected
    /// object gets that many counters of this name as the damage prevented, as part of
    /// the same replacement (not a trigger). `keep`: that much of each damage it meets is
    /// not prevented ("all but 1 of it is prevented": Water Barrier). `exactly`: it meets
    /// only damage of that amount, others pass it by ("the next time it would take exactly
    /// X damage"). `draw`: its controller draws that many as part of the replacement when
    /// it prevented any ("draw a card if damage was prevented this way": Perfect Repulsion).
    Prevent {
        amount: Option<i64>,
        instance: bool,
        #[serde(default)]
        each: bool,
        combat: Option<bool>,
        #[serde(default)]
        counters: Option<String>,
        #[serde(default)]
        keep: Option<i64>,
        #[serde(default)]
        exactly: Option<i64>,
        #[serde(default)]
        draw: Option<u32>,
    },
    /// The target player must (`must`) or cannot declare `value` for the turn's
    /// declaration `name` ("must choose that house as their active house").
    Declare {
        name: String,
        value: String,
        must: bool,
    },
    /// The target player's cost `kind` (one of the ruleset's `player_costs`) is set,
    /// increased or reduced by `amount`.
    Cost {
        kind: String,
        op: StatOp,
        amount: i64,
        /// `amount` for each object this filter matches, counted as the cost is paid
        /// ("keys cost +1 for each Dis creature in play").
        #[serde(default)]
        per: Option<Box<crate::core::ruleset::ObjectFilter>>,
    },
}

/// When a lasting effect ends.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Duration {
    /// At the end of this turn.
    EndOfTurn,
    /// At the end of `player`'s next turn after turn `from` (the turn it began in).
    EndOfNextTurn { player: PlayerId, from: u32 },
    /// Only during `player`'s next turn after turn `from` ("keys cost +3 during your
    /// opponent's next turn"): off until that turn begins, ended with it.
    DuringNextTurn { player: PlayerId, from: u32 },
    /// Until `player`'s next turn starts: it ends with the turn after which `player` takes
    /// a turn (an extra turn of theirs comes first, and ends it sooner).
    UntilTurnOf { player: PlayerId },
    /// For as long as the source card's named condition holds, evaluated like a
    /// constant ability's; it is removed at the end of a turn where it no longer holds.
    While { condition: String },
    /// Until the source leaves play ("until Harland Mindlock leaves play", "while X is in
    /// play"): it ends when the source, as it was when the effect began (`generation`),
    /// leaves the zones in play.
    UntilLeavesPlay { generation: u32 },
    /// No end in time ("this effect lasts indefinitely"): an effect on one object ends
    /// as that object leaves its zone (it is a new object then).
    Indefinite,
    /// For the combat under way ("this attack gets +3 power"): it ends as that combat
    /// ends (`end_of_combat`), and at the end of the turn at the latest.
    Combat,
    /// For `unit`'s next attack this turn ("its next attack this turn gets +2 power"): on
    /// while it has declared no attack since the effect began (`before` attacks then), and
    /// through the combat of the first one it declares; off after it; ended with the turn.
    NextAttack { unit: ObjectId, before: u32 },
}

/// What may be forbidden: the ruleset's uses, any use, being dealt damage, being
/// activated (played), being woken by the turn's wake-up step.
pub fn forbiddable(db: &CardDb, action: &str) -> bool {
    matches!(
        action,
        "use" | "damage" | "activate" | WAKE_STEP | IGNORE_ELEMENTS
    ) || db.ruleset.uses.iter().any(|u| u.id == action)
}

/// The permission (a lasting `allow`) to activate a card without the ruleset's element
/// requirements ("you may activate it, ignoring its elemental requirements").
pub const IGNORE_ELEMENTS: &str = "ignore_elements";

/// The action a lasting effect forbids to keep an object rested through the turn's
/// wake-up step (the ruleset's `WakeAll`); other effects may still wake it.
pub const WAKE_STEP: &str = "wake_step";

/// Whether a lasting effect keeps `object` rested through the turn's wake-up step.
pub fn skips_wake_step(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
) -> Result<bool, HookError> {
    if st.lasting().is_empty() {
        return Ok(false);
    }
    Ok(forbidding(db, st, hooks, object, WAKE_STEP)?.is_some())
}

/// Why `object` can't be activated now, if a lasting effect forbids it. Checked as it is
/// announced, in the zone it is played from (a filter such as `zone = "hand"` finds it).
pub fn forbids_activation(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
) -> Result<Option<String>, HookError> {
    if st.lasting().is_empty() {
        return Ok(None);
    }
    let Some(l) = forbidding(db, st, hooks, object, "activate")? else {
        return Ok(None);
    };
    let name = |c: CardIdx| db.card(c).name.clone();
    let what = st.object(object).map(|o| name(o.card)).unwrap_or_default();
    Ok(Some(format!(
        "{what} can't be played: {} forbids it ({})",
        name(l.card),
        l.duration.describe()
    )))
}

/// Whether lasting effect `l` is on now and affects `object`.
pub fn applies(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    l: &Lasting,
    object: ObjectId,
) -> Result<bool, HookError> {
    let hit = match &l.target {
        LastingTarget::Object { id, generation } => {
            *id == object
                && st
                    .object(object)
                    .is_some_and(|o| o.generation == *generation)
        }
        LastingTarget::Filter(f) => {
            query::matches(db, st, hooks, f, l.controller, Some(l.source), object)?
        }
        LastingTarget::Player(_) => false,
    };
    if !hit {
        return Ok(false);
    }
    on(db, st, hooks, l)
}

/// The lasting effects that pass `wanted` and affect `object`, oldest first.
pub fn affecting(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    wanted: impl Fn(&LastingEffect) -> bool,
) -> Result<Vec<Lasting>, HookError> {
    let candidates: Vec<Lasting> = st
        .lasting()
        .iter()
        .filter(|l| wanted(&l.effect))
        .cloned()
        .collect();
    let mut out = Vec::new();
    for l in candidates {
        if applies(db, st, hooks, &l, object)? {
            out.push(l);
        }
    }
    Ok(out)
}

/// The lasting effect that forbids `object` to do `action` (or, for a use, any use),
/// if one does.
pub fn forbidding(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    action: &str,
) -> Result<Option<Lasting>, HookError> {
    let is_use = db.ruleset.uses.iter().any(|u| u.id == action);
    let found = affecting(
        db,
        st,
        hooks,
        object,
        |e| matches!(e, LastingEffect::Forbid { action: a } if a == action || (is_use && a == "use")),
    )?;
    Ok(found.into_iter().next())
}

/// Why `object` can't be used for `ability` now, if a lasting effect forbids it.
pub fn forbids_use(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    ability: &str,
) -> Result<Option<String>, HookError> {
    if st.lasting().is_empty() {
        return Ok(None);
    }
    let Some(l) = forbidding(db, st, hooks, object, ability)? else {
        return Ok(None);
    };
    let name = |c: CardIdx| db.card(c).name.clone();
    let what = st.object(object).map(|o| name(o.card)).unwrap_or_default();
    Ok(Some(format!(
        "{what} can't {ability}: {} forbids it ({})",
        name(l.card),
        l.duration.describe()
    )))
}

/// Whether a lasting effect makes `player` skip the phase `phase`.
pub fn skips(st: &GameState, player: PlayerId, phase: &str) -> bool {
    st.lasting().iter().any(|l| {
        l.target == LastingTarget::Player(player)
            && matches!(&l.effect, LastingEffect::Skip { phase: p } if p == phase)
    })
}

/// The lasting effects on `player` whose effect passes `wanted`, oldest first.
fn on_player(
    st: &GameState,
    player: PlayerId,
    wanted: impl Fn(&LastingEffect) -> bool,
) -> Vec<Lasting> {
    st.lasting()
        .iter()
        .filter(|l| l.target == LastingTarget::Player(player) && wanted(&l.effect))
        .cloned()
        .collect()
}

/// The lasting effects' restrictions on what `player` declares for `name` now.
pub fn declare_restrictions(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    name: &str,
) -> Result<Vec<crate::core::declare::Restriction>, HookError> {
    let found = on_player(
        st,
        player,
        |e| matches!(e, LastingEffect::Declare { name: n, .. } if n == name),
    );
    let mut out = Vec::new();
    for l in found {
        if let (true, LastingEffect::Declare { value, must, .. }) =
            (on(db, st, hooks, &l)?, l.effect)
        {
            out.push(crate::core::declare::Restriction { value, must });
        }
    }
    Ok(out)
}

/// The lasting effect that forbids `player` to pay their cost `kind` now, if one does.
pub fn forbidding_buy(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    kind: &str,
) -> Result<Option<Lasting>, HookError> {
    let found = on_player(
        st,
        player,
        |e| matches!(e, LastingEffect::ForbidBuy { kind: k } if k == kind),
    );
    for l in found {
        if on(db, st, hooks, &l)? {
            return Ok(Some(l));
        }
    }
    Ok(None)
}

/// The lasting effect that forbids `player` to take the ruleset's player action `action`
/// now (`{ forbid = action }` on the player: KeyForge's "players cannot raise the tide"),
/// if one does.
pub fn forbidding_action(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    action: &str,
) -> Result<Option<Lasting>, HookError> {
    let found = on_player(
        st,
        player,
        |e| matches!(e, LastingEffect::Forbid { action: a } if a == action),
    );
    for l in found {
        if on(db, st, hooks, &l)? {
            return Ok(Some(l));
        }
    }
    Ok(None)
}

/// Whether `action` is one of the ruleset's player actions (a player may be forbidden it).
pub fn player_action(db: &CardDb, action: &str) -> bool {
    db.ruleset.player_actions.iter().any(|a| a.id == action)
}

/// The one object a lasting effect targets, while it is still that object (not moved).
fn target_now(st: &GameState, target: &LastingTarget) -> Option<ObjectId> {
    match target {
        LastingTarget::Object { id, generation } => st
            .object(*id)
            .filter(|o| o.generation == *generation)
            .map(|_| *id),
        _ => None,
    }
}

/// Whether lasting effect `l` is on now: a `while` effect's condition holds.
fn on(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    l: &Lasting,
) -> Result<bool, HookError> {
    match &l.duration {
        Duration::While { condition } => {
            let target = target_now(st, &l.target);
            hooks.condition(db, st, l.source, condition, target)
        }
        Duration::UntilLeavesPlay { generation } => {
            Ok(source_in_play(db, st, l.source, *generation))
        }
        Duration::DuringNextTurn { player, from } => {
            Ok(st.turn_player == *player && st.turn > *from)
        }
        Duration::Combat => Ok(st.combat.is_some()),
        Duration::NextAttack { unit, before } => {
            let made = attacks_this_turn(st, *unit);
            let attacking = st
                .combat
                .as_ref()
                .is_some_and(|c| c.attacker.is_some_and(|a| a.0 == *unit));
            Ok(made == *before || made == before + 1 && attacking)
        }
        _ => Ok(true),
    }
}

/// Whether a lasting effect on a filter gives `object` `keyword`, the filter read on its
/// printed card (where no hooks run: an object entering play rested). Effects with a
/// condition (`while`) or waiting for their turn are left out.
pub fn granted_as_printed(db: &CardDb, st: &GameState, object: ObjectId, keyword: &str) -> bool {
    st.lasting().iter().any(|l| {
        let LastingTarget::Filter(f) = &l.target else {
            return false;
        };
        matches!(&l.effect, LastingEffect::Grant { keyword: k } if k == keyword)
            && !matches!(
                l.duration,
                Duration::While { .. }
                    | Duration::DuringNextTurn { .. }
                    | Duration::NextAttack { .. }
            )
            && query::matches_as_printed(db, st, f, l.controller, Some(l.source), object)
    })
}

/// The attacks `unit` declared this turn (the turn's `Attacked` acts of that object).
pub fn attacks_this_turn(st: &GameState, unit: ObjectId) -> u32 {
    let n = st
        .turn_acts()
        .iter()
        .filter(|a| {
            a.kind == crate::core::state::ActKind::Attacked
                && a.object.is_some_and(|(o, _)| o == unit)
        })
        .count();
    u32::try_from(n).unwrap_or(u32::MAX)
}

/// Whether `source` is still in play as it was at `generation`.
fn source_in_play(db: &CardDb, st: &GameState, source: ObjectId, generation: u32) -> bool {
    st.object(source).is_some_and(|o| {
        o.generation == generation
            && matches!(o.zone, crate::core::state::ZoneRef::Player(_, z) if db.in_play(z))
    })
}

/// Ends the lasting effects that last until `source` leaves play, as it leaves: returns
/// the objects still in play whose control those effects held (`LastingEffect::Control`),
/// which its `leaves_play` event names.
pub fn end_with_source(db: &CardDb, st: &mut GameState, source: ObjectId) -> Vec<ObjectId> {
    let Some(generation) = st.object(source).map(|o| o.generation) else {
        return Vec::new();
    };
    let ends = |l: &Lasting| {
        l.source == source
            && matches!(l.duration, Duration::UntilLeavesPlay { generation: g } if g == generation)
    };
    if !st.lasting().iter().any(ends) {
        return Vec::new();
    }
    let mut released = Vec::new();
    let mut keep = Vec::new();
    for l in st.lasting().to_vec() {
        if !ends(&l) {
            keep.push(l);
            continue;
        }
        if let (LastingEffect::Control { .. }, LastingTarget::Object { id, generation: g }) =
            (&l.effect, &l.target)
        {
            if source_in_play(db, st, *id, *g) {
                released.push(*id);
            }
        }
    }
    st.set_lasting(keep);
    released
}

/// The cost modifiers lasting effects put on `player`'s cost `kind` now.
pub fn player_cost_modifiers(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    player: PlayerId,
    kind: &str,
) -> Result<Vec<CostModifier>, HookError> {
    let found = on_player(
        st,
        player,
        |e| matches!(e, LastingEffect::Cost { kind: k, .. } if k == kind),
    );
    let mut out = Vec::new();
    for l in found {
        if on(db, st, hooks, &l)? {
            out.extend(cost_modifier(db, st, hooks, l)?);
        }
    }
    Ok(out)
}

/// The cost modifiers lasting effects put on the card `object`'s cost of `kind` now (a
/// cost kind of cards: "the next card you activate this turn costs 1 less", a filter on
/// the stack that the play claims once it is activated).
pub fn card_cost_modifiers(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    object: ObjectId,
    kind: &str,
) -> Result<Vec<CostModifier>, HookError> {
    let found = affecting(
        db,
        st,
        hooks,
        object,
        |e| matches!(e, LastingEffect::Cost { kind: k, .. } if k == kind),
    )?;
    let mut out = Vec::new();
    for l in found {
        out.extend(cost_modifier(db, st, hooks, l)?);
    }
    Ok(out)
}

/// The modifier a lasting cost effect makes (its amount times what `per` counts).
fn cost_modifier(
    db: &CardDb,
    st: &mut GameState,
    hooks: &dyn Behaviors,
    l: Lasting,
) -> Result<Option<CostModifier>, HookError> {
    let LastingEffect::Cost {
        op, amount, per, ..
    } = l.effect
    else {
        return Ok(None);
    };
    let amount = match per {
        Some(f) => {
            let n = query::find(db, st, hooks, &f, l.controller, Some(l.source))?.len();
            amount.saturating_mul(i64::try_from(n).unwrap_or(i64::MAX))
        }
        None => amount,
    };
    Ok(Some(CostModifier {
        source: Some(l.source),
        label: db.card(l.card).name.clone(),
        op: match op {
            StatOp::Set | StatOp::Fix => CostOp::Set(amount),
            StatOp::Increase => CostOp::Add(amount),
            StatOp::Reduce => CostOp::Add(amount.saturating_neg()),
        },
        timestamp: l.timestamp,
    }))
}

/// Ends the lasting effects whose time has come at the end of the current turn: those
/// until end of turn, those until the end of this turn player's next turn, and `while`
/// effects whose condition no longer holds. A turn-based step of the turn structure.
pub fn end_of_turn(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
) -> Result<(), HookError> {
    if st.lasting().is_empty() {
        return Ok(());
    }
    let (turn, tp) = (st.turn, st.turn_player);
    let mut keep = Vec::new();
    let mut give_back = Vec::new();
    for l in st.lasting().to_vec() {
        let ends = match &l.duration {
            Duration::EndOfTurn | Duration::Combat | Duration::NextAttack { .. } => true,
            Duration::EndOfNextTurn { player, from }
            | Duration::DuringNextTurn { player, from } => *player == tp && turn > *from,
            Duration::UntilTurnOf { player } => st.upcoming_turn_player() == *player,
            Duration::While { condition } => {
                let target = target_now(st, &l.target);
                !hooks.condition(db, st, l.source, condition, target)?
            }
            Duration::UntilLeavesPlay { generation } => {
                !source_in_play(db, st, l.source, *generation)
            }
            // Kept while its object is the same object (dropped once it has moved).
            Duration::Indefinite => match &l.target {
                LastingTarget::Object { id, generation } => {
                    st.object(*id).is_none_or(|o| o.generation != *generation)
                }
                _ => false,
            },
        };
        if !ends {
            keep.push(l);
            continue;
        }
        // A control change for a number of turns ends by giving the object back, if it
        // is still the same object under the control the effect gave it.
        if let (LastingEffect::Control { from }, LastingTarget::Object { id, generation }, false) = (
            &l.effect,
            &l.target,
            matches!(l.duration, Duration::UntilLeavesPlay { .. }),
        ) {
            if source_in_play(db, st, *id, *generation)
                && st.object(*id).is_some_and(|o| o.controller == l.controller)
            {
                give_back.push((*id, *from));
            }
        }
    }
    st.set_lasting(keep);
    for (id, from) in give_back {
        crate::core::primitives::take_control(db, st, id, from, false);
    }
    Ok(())
}

/// Ends the lasting effects that last for the combat, as it ends.
pub fn end_of_combat(st: &mut GameState) {
    if st
        .lasting()
        .iter()
        .any(|l| matches!(l.duration, Duration::Combat))
    {
        let keep = st
            .lasting()
            .iter()
            .filter(|l| !matches!(l.duration, Duration::Combat))
            .cloned()
            .collect();
        st.set_lasting(keep);
    }
}

impl Duration {
    /// How people read it.
    pub fn describe(&self) -> String {
        match self {
            Duration::EndOfTurn => "until the end of the turn".into(),
            Duration::EndOfNextTurn { player, .. } => {
                format!("until the end of {player}'s next turn")
            }
            Duration::DuringNextTurn { player, .. } => format!("during {player}'s next turn"),
            Duration::UntilTurnOf { player } => format!("until {player}'s next turn starts"),
            Duration::While { condition } => format!("while '{condition}' holds"),
            Duration::UntilLeavesPlay { .. } => "until its source leaves play".into(),
            Duration::Indefinite => "indefinitely".into(),
            Duration::Combat => "for the combat".into(),
            Duration::NextAttack { .. } => "for its next attack this turn".into(),
        }
    }
}
