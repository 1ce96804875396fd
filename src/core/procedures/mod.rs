//! Game procedures: what one game alone needs, plugged into the common pipeline at named
//! extension points. A procedure takes part in a game when the ruleset declares the
//! section it reads (`applies`); the common pipeline calls every procedure that applies
//! at each point and names none of them.
//!
//! The extension points, in the order an activation reaches them:
//! - [`Point::AfterAnnounce`] — a check after the card is on the stack (Grand Archive's
//!   1.2, its elements: [`elements`]).
//! - [`Point::AfterTargets`] — more of the activation declared after its targets (6d6's
//!   1.5a, cards joining the action: [`resistance`]).
//! - [`Point::BeforeActivation`] — after costs are paid, a test the activation must pass
//!   or fail ([`Verdict::End`]: 6d6's 1.8a, the resistance roll).
//! - [`Procedure::forbids`] and [`Procedure::played`] — the rules' limits on plays, at 1.6
//!   and 1.9 (KeyForge's rule of six: [`uses`]).
//! - [`Procedure::before_resolving`] — what changes about a stack entry while it waits
//!   (Grand Archive's class-bonus modes: [`class_bonus`]), and what happens before it
//!   resolves (KeyForge's cards entering play before their "Play:": [`enter_play`]).
//! - [`Procedure::entering`] and [`Procedure::entered`] — a resolved card entering its
//!   zone (Grand Archive's lineage: [`lineage`]; a card placed on the board: [`resistance`]).
//! - [`Procedure::origin`] — where a player's reach is measured from (6d6's actor).
//! - [`Procedure::all_passed`] — every player passed on an empty stack: a procedure may
//!   move its own sub-phase on instead of the turn's phase ending (Grand Archive's combat
//!   steps: [`combat`]).
//! - [`Procedure::question`] / [`Procedure::answered`] — before that, a procedure may ask
//!   a player a question of its own, answered like any decision (the order of a combat's
//!   retaliators' damage).
//!
//! - [`Procedure::between_resolutions`] — triggered abilities were collected: a rules
//!   step waiting for some of them to resolve (KeyForge's tagged destruction finishing:
//!   [`destruction`]), or a state-based check of the game's (Grand Archive's broken
//!   links: [`link`]).
//!
//! KeyForge's uses of objects in play are a procedure of their own ([`uses::begin_use`]),
//! entered through `Action::Use`.

pub mod attach;
pub mod carry;
pub mod class_bonus;
pub mod combat;
pub mod destruction;
pub mod elements;
pub mod enter_play;
pub mod lineage;
pub mod link;
pub mod materialize;
pub mod resistance;
pub mod speed;
pub mod uses;

use crate::core::activation::{Activation, Pipeline, Step, Stop};
use crate::core::board::Square;
use crate::core::decision::{Answer, Decision};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{CardIdx, ObjectId, PlayerId, ZoneIdx};
use crate::core::ruleset::CardDb;
use crate::core::stack::StackEntry;
use crate::core::state::{GameObject, GameState, ZoneRef};

/// A named point of the activation pipeline where procedures add stages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Point {
    AfterAnnounce,
    AfterTargets,
    BeforeActivation,
}

/// Whether the activation goes on after a procedure's stage.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Go,
    /// The procedure ended the activation as a legal outcome (committed, not refused).
    End,
}

/// One game's procedure. Every method has a default that does nothing.
pub trait Procedure: Sync {
    /// Whether the ruleset uses this procedure.
    fn applies(&self, db: &CardDb) -> bool;

    /// The steps the procedure adds, for logs and saved events.
    fn steps(&self) -> &'static [Step] {
        &[]
    }

    /// The extension points it adds a stage at.
    fn points(&self) -> &'static [Point] {
        &[]
    }

    /// Its stage at `point`. A stage may ask questions (a stop) and is continued at the
    /// question with the answer: it keeps its progress in `a.part` and `a.scratch`.
    fn run(
        &self,
        _point: Point,
        _p: &Pipeline,
        _a: &mut Activation,
        _st: &mut GameState,
    ) -> Result<Verdict, Stop> {
        Ok(Verdict::Go)
    }

    /// Why the rules forbid `player` to play `card` now (1.6), if they do.
    fn forbids(
        &self,
        _db: &CardDb,
        _st: &GameState,
        _player: PlayerId,
        _card: CardIdx,
    ) -> Option<String> {
        None
    }

    /// Whether the procedure plays cards the second way (`PlayKind::Materialization`).
    fn materializes(&self) -> bool {
        false
    }

    /// Where and when the card may be played (1.1), beyond the common checks.
    fn may_play(
        &self,
        _p: &Pipeline,
        _a: &Activation,
        _st: &mut GameState,
        _zone_name: &str,
    ) -> Result<(), Stop> {
        Ok(())
    }

    /// The activation's card was played (1.9), before the `played` event.
    fn played(
        &self,
        _db: &CardDb,
        _hooks: &dyn Behaviors,
        _st: &mut GameState,
        _a: &Activation,
    ) -> Result<(), HookError> {
        Ok(())
    }

    /// Whether `player`'s pass ends the current phase at once.
    fn pass_ends_phase(&self, _db: &CardDb, _st: &GameState, _player: PlayerId) -> bool {
        false
    }

    /// Whether the current phase ends once the stack is empty after a resolution.
    fn stack_empty_ends_phase(&self, _db: &CardDb, _st: &GameState) -> bool {
        false
    }

    /// The card on top of the stack is about to resolve: updates its entry for what
    /// changed while it waited. Returns the entry as it now is.
    fn before_resolving(
        &self,
        _db: &CardDb,
        _hooks: &dyn Behaviors,
        _st: &mut GameState,
        entry: StackEntry,
    ) -> Result<StackEntry, HookError> {
        Ok(entry)
    }

    /// A resolved card is about to move into its owner's zone `z`. Returns what the
    /// procedure needs to know once it has (an object it moved aside, as it was).
    fn entering(
        &self,
        _db: &CardDb,
        _hooks: &dyn Behaviors,
        _st: &mut GameState,
        _object: ObjectId,
        _z: ZoneIdx,
    ) -> Option<GameObject> {
        None
    }

    /// A resolved card moved into zone `z`; `carried` is what `entering` returned.
    fn entered(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _z: ZoneIdx,
        _entry: &StackEntry,
        _carried: Option<GameObject>,
    ) {
    }

    /// Where `player` acts from on a board, if the game measures reach from somewhere.
    fn origin(&self, _db: &CardDb, _st: &GameState, _player: PlayerId) -> Option<Square> {
        None
    }

    /// Every player passed in succession on an empty stack, and before its step moves on
    /// (`all_passed`) the procedure may ask a player a question of its own (the order in
    /// which several things happen). Asked again after each answer until it asks none.
    fn question(
        &self,
        _db: &CardDb,
        _hooks: &dyn Behaviors,
        _st: &mut GameState,
    ) -> Result<Option<Decision>, HookError> {
        Ok(None)
    }
    /// The answer to the procedure's `question` (already checked against its options).
    /// Returns true if this procedure asked it.
    fn answered(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _decision: &Decision,
        _answer: &Answer,
    ) -> bool {
        false
    }
    /// Every player passed in succession on an empty stack. Returns true if the
    /// procedure moved on a step of its own (the phase does not end; the turn player
    /// receives opportunity).
    fn all_passed(
        &self,
        _db: &CardDb,
        _hooks: &dyn Behaviors,
        _st: &mut GameState,
    ) -> Result<bool, HookError> {
        Ok(false)
    }

    /// Triggered abilities were just collected (after an action or a resolution).
    /// Returns true if the procedure changed the game, so triggers are collected again.
    fn between_resolutions(
        &self,
        _db: &CardDb,
        _hooks: &dyn Behaviors,
        _st: &mut GameState,
    ) -> Result<bool, HookError> {
        Ok(false)
    }
}

/// Every procedure the engine knows, in the order they run at a shared point.
static REGISTRY: [&dyn Procedure; 13] = [
    &materialize::Materialize,
    &speed::Speed,
    &elements::Elements,
    &carry::CarriedCounters,
    &class_bonus::ClassBonus,
    &uses::TitleLimit,
    &lineage::Lineage,
    &resistance::Resistance,
    &enter_play::EnterPlayRule,
    &attach::Attach,
    &link::Link,
    &combat::CombatProcedure,
    &destruction::TaggedDestruction,
];

fn active(db: &CardDb) -> impl Iterator<Item = (usize, &'static dyn Procedure)> + '_ {
    REGISTRY
        .iter()
        .copied()
        .enumerate()
        .filter(move |(_, p)| p.applies(db))
}

/// The stages the ruleset's procedures add at `point`: (point, registry index).
pub fn at(db: &CardDb, point: Point) -> impl Iterator<Item = (Point, u8)> + '_ {
    active(db)
        .filter(move |(_, p)| p.points().contains(&point))
        .map(move |(i, _)| (point, i as u8))
}

/// Runs the `index`th procedure's stage at `point`.
pub fn run(
    point: Point,
    index: u8,
    p: &Pipeline,
    a: &mut Activation,
    st: &mut GameState,
) -> Result<Verdict, Stop> {
    match REGISTRY.get(index as usize) {
        Some(proc_) => proc_.run(point, p, a, st),
        None => Ok(Verdict::Go),
    }
}

/// Every step: the common pipeline's and each procedure's.
pub fn steps() -> impl Iterator<Item = Step> {
    Step::COMMON
        .into_iter()
        .chain([crate::core::activation::CHOOSE_WAY])
        .chain(REGISTRY.iter().flat_map(|p| p.steps().iter().copied()))
}

/// Why the rules forbid this play, if a procedure does.
pub fn forbids(db: &CardDb, st: &GameState, player: PlayerId, card: CardIdx) -> Option<String> {
    active(db).find_map(|(_, p)| p.forbids(db, st, player, card))
}

pub fn played(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    a: &Activation,
) -> Result<(), HookError> {
    for (_, p) in active(db) {
        p.played(db, hooks, st, a)?;
    }
    Ok(())
}

/// Whether a procedure plays cards by materialization.
pub fn materializes(db: &CardDb) -> bool {
    active(db).any(|(_, p)| p.materializes())
}

/// Every procedure's checks of where and when the card may be played (1.1).
pub fn may_play(
    p: &Pipeline,
    a: &Activation,
    st: &mut GameState,
    zone_name: &str,
) -> Result<(), Stop> {
    for (_, proc_) in active(p.db) {
        proc_.may_play(p, a, st, zone_name)?;
    }
    Ok(())
}

/// Whether `player`'s pass ends the phase at once (a procedure says so).
pub fn pass_ends_phase(db: &CardDb, st: &GameState, player: PlayerId) -> bool {
    active(db).any(|(_, p)| p.pass_ends_phase(db, st, player))
}

/// Whether the phase ends once the stack is empty after a resolution.
pub fn stack_empty_ends_phase(db: &CardDb, st: &GameState) -> bool {
    active(db).any(|(_, p)| p.stack_empty_ends_phase(db, st))
}

pub fn before_resolving(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    mut entry: StackEntry,
) -> Result<StackEntry, HookError> {
    for (_, p) in active(db) {
        entry = p.before_resolving(db, hooks, st, entry)?;
    }
    Ok(entry)
}

/// The card a stack entry plays, while it is still on the stack as a card (not an
/// ability, not a copy): what `before_resolving` moves into play.
pub fn card_resolving(st: &GameState, entry: &StackEntry) -> Option<CardIdx> {
    match st.object(entry.object) {
        Some(o) if o.zone == ZoneRef::Stack && entry.ability.is_none() && !entry.copy => {
            Some(o.card)
        }
        _ => None,
    }
}

/// Moves a resolved card into zone `z` with every procedure's part around the move.
pub fn enter_zone(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    object: ObjectId,
    z: ZoneIdx,
    entry: Option<&StackEntry>,
    mv: impl FnOnce(&mut GameState),
) {
    let carried: Vec<(&dyn Procedure, Option<GameObject>)> = active(db)
        .map(|(_, p)| (p, p.entering(db, hooks, st, object, z)))
        .collect();
    mv(st);
    // Played as another entry of its card (`may_play_as`): it is that entry in play too
    // (anywhere else its own card: an upgrade with nothing to attach to is discarded so).
    if let Some(face) = entry.and_then(|e| e.played_as).filter(|_| db.in_play(z)) {
        if st
            .object(object)
            .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, at) if at == z))
        {
            st.show_face(object, face);
        }
    }
    // Played as a copy that lasts into play (`enters_as_copy`): that copy in play too.
    if let Some(copied) = entry.and_then(|e| e.copy_of).filter(|_| db.in_play(z)) {
        if st
            .object(object)
            .is_some_and(|o| matches!(o.zone, ZoneRef::Player(_, at) if at == z))
        {
            st.play_as(object, copied);
        }
    }
    if let Some(entry) = entry {
        for (p, c) in carried {
            p.entered(db, st, object, z, entry, c);
        }
    }
}

/// Every player passed on an empty stack: whether a procedure moved on a step of its own
/// instead of the phase ending.
/// The first question a procedure asks before its step moves on (see
/// [`Procedure::question`]).
pub fn question(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
) -> Result<Option<Decision>, HookError> {
    for (_, p) in active(db) {
        if let Some(d) = p.question(db, hooks, st)? {
            return Ok(Some(d));
        }
    }
    Ok(None)
}

/// Gives the answer to a procedure's question to the procedure that asked it.
pub fn answered(db: &CardDb, st: &mut GameState, decision: &Decision, answer: &Answer) {
    for (_, p) in active(db) {
        if p.answered(db, st, decision, answer) {
            return;
        }
    }
}

pub fn all_passed(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
) -> Result<bool, HookError> {
    for (_, p) in active(db) {
        if p.all_passed(db, hooks, st)? {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Where `player` acts from on the board, if a procedure says.
pub fn origin(db: &CardDb, st: &GameState, player: PlayerId) -> Option<Square> {
    active(db).find_map(|(_, p)| p.origin(db, st, player))
}

/// Triggered abilities were collected: whether a procedure's rules step changed the game
/// (its events may trigger more).
pub fn between_resolutions(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
) -> Result<bool, HookError> {
    let mut changed = false;
    for (_, p) in active(db) {
        changed |= p.between_resolutions(db, hooks, st)?;
    }
    Ok(changed)
}
