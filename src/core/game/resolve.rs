//! Resolution: the top of the effects stack resolves, or fizzles if its targets became
//! illegal (as the ruleset's fizzle policy says); then the cards it joined are put away
//! and the turn player receives opportunity.

use super::{ActionError, Game, Pending, Progress};
use crate::core::decision::Choice;
use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError, ResolveStep};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::primitives;
use crate::core::procedures;
use crate::core::query;
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CardDb, Fizzle};
use crate::core::stack::{Ability, StackEntry, Target};
use crate::core::state::{GameState, Snapshot, ZoneRef};
use crate::core::turn;

impl Game {
    /// Resolves the top of the effects stack, or fizzles it if its targets became
    /// illegal (see `check_before_resolving`).
    pub(super) fn resolve_top(
        &mut self,
        hooks: &dyn Behaviors,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        let Some(entry) = self.state.stack.top().cloned() else {
            return Ok(Progress::Ready);
        };
        let object = entry.object;
        if let Some(ability) = entry.ability.clone() {
            if let Ability::Use { generation, .. } = &ability {
                if self.state.object(object).map(|o| o.generation) != Some(*generation) {
                    // The object left play since it was used: the ability does nothing.
                    self.state.stack.remove_entry(object, Some(&ability));
                    self.state.emit(Event::Skipped {
                        object,
                        what: format!("{} (the object left play)", ability.name()),
                    });
                    return self.after_resolution(hooks, &before);
                }
            }
            if let Ability::Activated { .. } = &ability {
                // Its source may have left play: the ability resolves all the same
                // (GA-ABIL-6), unless its targets fizzle it as a card's would.
                let fizzles = self
                    .targets_fizzle(hooks, &entry)
                    .inspect_err(|_| self.state.restore(&before))?;
                if fizzles {
                    self.state.stack.remove_entry(object, Some(&ability));
                    self.state.emit(Event::Fizzled { object });
                    return self.after_resolution(hooks, &before);
                }
            }
            crate::core::reactions::begin(&self.db, &mut self.state);
            let step = hooks.resolve_ability(&self.db, &mut self.state, object, &ability);
            return self.after_resolve_step(hooks, object, Some(ability), step, before);
        }
        let (entry, fizzles) = match self.check_before_resolving(hooks, entry) {
            Ok(v) => v,
            Err(e) => {
                // A script failed before the card resolved: undo the pass too.
                self.state.restore(&before);
                return Err(e);
            }
        };
        if fizzles {
            self.state.stack.pop();
            self.state.emit(Event::Fizzled { object });
            // The cards paid for it stay where the payment put them (memory).
            if entry.copy {
                primitives::move_to(&self.db, &mut self.state, object, ZoneRef::Gone);
            } else if let Some(z) = self.db.zone(&self.db.ruleset.fizzle_zone) {
                primitives::move_to_zone(&self.db, &mut self.state, object, z);
            }
            put_away_joined(&self.db, &mut self.state, &entry, |db, _| {
                &db.ruleset.fizzle_zone
            });
            return self.after_resolution(hooks, &before);
        }
        crate::core::reactions::begin(&self.db, &mut self.state);
        let step = hooks.resolve(&self.db, &mut self.state, object);
        self.after_resolve_step(hooks, object, None, step, before)
    }

    /// What changed while the card waited (the game's procedures update its entry);
    /// returns the entry as it now is and whether it fizzles, as the ruleset's `fizzle`
    /// says: when every target it had is illegal now, or when any necessary one is.
    fn check_before_resolving(
        &mut self,
        hooks: &dyn Behaviors,
        entry: StackEntry,
    ) -> Result<(StackEntry, bool), ActionError> {
        let entry = procedures::before_resolving(&self.db, hooks, &mut self.state, entry)?;
        let fizzles = self.targets_fizzle(hooks, &entry)?;
        Ok((entry, fizzles))
    }

    /// Whether `entry` fizzles for its targets, as the ruleset's `fizzle` says.
    fn targets_fizzle(
        &mut self,
        hooks: &dyn Behaviors,
        entry: &StackEntry,
    ) -> Result<bool, ActionError> {
        let mut any_target = false;
        let mut any_legal = false;
        let mut necessary_illegal = false;
        for group in &entry.targets {
            for t in &group.chosen {
                any_target = true;
                if self.target_legal(hooks, entry.controller, entry.object, &group.filter, t)? {
                    any_legal = true;
                } else if !group.optional {
                    necessary_illegal = true;
                }
            }
        }
        Ok(match self.db.ruleset.fizzle {
            Fizzle::AllIllegal => any_target && !any_legal,
            Fizzle::AnyIllegal => necessary_illegal,
        })
    }

    fn target_legal(
        &mut self,
        hooks: &dyn Behaviors,
        viewer: PlayerId,
        this: ObjectId,
        filter: &crate::core::ruleset::ObjectFilter,
        t: &Target,
    ) -> Result<bool, HookError> {
        match *t {
            Target::Player(_) | Target::Square(_) => Ok(true),
            Target::Object { id, generation } => {
                if self.state.object(id).map(|o| o.generation) != Some(generation) {
                    return Ok(false);
                }
                Ok(query::matches(
                    &self.db,
                    &mut self.state,
                    hooks,
                    filter,
                    viewer,
                    Some(this),
                    id,
                )? && !query::shrouded(&self.db, &mut self.state, hooks, this, id)?)
            }
        }
    }

    pub(super) fn after_resolve_step(
        &mut self,
        hooks: &dyn Behaviors,
        object: ObjectId,
        ability: Option<Ability>,
        step: Result<ResolveStep, HookError>,
        before: Box<Snapshot>,
    ) -> Result<Progress, ActionError> {
        // Damage stays queued while the ability waits on a question: everything one
        // ability deals is dealt together when it ends.
        let step = step.and_then(|s| match s {
            ResolveStep::Ask(_) => Ok(s),
            ResolveStep::Done => {
                let mut window = std::mem::take(&mut self.state.window);
                window.close(&self.db, hooks, &mut self.state).map(|_| s)
            }
        });
        match step {
            Err(e) => {
                hooks.abandon();
                self.state.restore(&before);
                Err(e.into())
            }
            Ok(ResolveStep::Ask(decision)) if decision.choice == Choice::ActivateLookedAt => {
                self.offer_looked_at(hooks, object, ability, decision, before)
            }
            Ok(ResolveStep::Ask(decision)) => {
                self.pending = Some(Pending::Resolution {
                    object,
                    ability,
                    decision: decision.clone(),
                    before,
                });
                Ok(Progress::Decide(decision))
            }
            Ok(ResolveStep::Done) if ability.is_some() => {
                self.state.stack.remove_entry(object, ability.as_ref());
                self.state.emit(Event::Resolved { object });
                self.after_resolution(hooks, &before)
            }
            Ok(ResolveStep::Done) => {
                let db = self.db.clone();
                if let Err(e) = put_resolved(&db, hooks, &mut self.state, object) {
                    hooks.abandon();
                    self.state.restore(&before);
                    return Err(e.into());
                }
                self.after_resolution(hooks, &before)
            }
        }
    }

    /// After a resolution the turn player receives opportunity first — except where a
    /// game's procedure ends the phase once the stack is empty (Grand Archive's
    /// materialize phase).
    /// Then the abilities it triggered are placed (asking their players, where each orders
    /// their own); a failure returns the game to `before`.
    pub(super) fn after_resolution(
        &mut self,
        hooks: &dyn Behaviors,
        before: &Snapshot,
    ) -> Result<Progress, ActionError> {
        if let Err(e) = self.next_opportunity(hooks) {
            self.state.restore(before);
            return Err(e);
        }
        Ok(self.ask_placement(before).unwrap_or(Progress::Ready))
    }

    fn next_opportunity(&mut self, hooks: &dyn Behaviors) -> Result<(), ActionError> {
        self.state.passes = 0;
        self.collect_triggers(hooks)?;
        if self.state.stack.is_empty() && procedures::stack_empty_ends_phase(&self.db, &self.state)
        {
            turn::end_phase(&self.db, hooks, &mut self.state)?;
            return self.collect_triggers(hooks);
        }
        let tp = self.state.turn_player;
        self.give_opportunity(tp);
        Ok(())
    }
}

/// A card that resolved leaves the stack: into the zone its type resolves to (or gone,
/// for a copy), with what it got while played; the cards that joined it are put away.
/// Also what `ctx:play` does once the card it played has resolved in place. A move to a
/// zone out of play (an action to its discard pile) passes through replacement effects
/// ("return it to your hand instead of placing it in your discard pile").
pub(crate) fn put_resolved(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    object: ObjectId,
) -> Result<(), HookError> {
    let removed = st.stack.remove_entry(object, None);
    let copy = removed.as_ref().is_some_and(|e| e.copy);
    let x = removed.as_ref().map_or(0, |e| e.x);
    let alt = removed.as_ref().and_then(|e| e.alternative_cost.clone());
    // The cards that paid for it, as they are now (the object it becomes carries them).
    let paid_with: Vec<(ObjectId, u32)> = removed
        .iter()
        .flat_map(|e| &e.paid_with)
        .filter_map(|id| st.object(*id).map(|o| (*id, o.generation)))
        .chain(
            removed
                .iter()
                .flat_map(|e| e.moved_for_cost.iter().copied()),
        )
        .collect();
    // A status the card got on the stack is the object's it becomes (Grand
    // Archive's imbued: CR, Imbue 2); so is what it remembered there (RULE-REMEMBER-RESOLVED).
    let (statuses, gained, notes) = st
        .object(object)
        .map(|o| (o.statuses.clone(), o.gained.clone(), o.notes.clone()))
        .unwrap_or_default();
    st.emit(Event::Resolved { object });
    // A card its own text moved off the stack (back to hand) stays there.
    let card = st
        .object(object)
        .filter(|o| o.zone == ZoneRef::Stack)
        .map(|o| o.card)
        .filter(|_| !copy);
    if copy {
        primitives::move_to(db, st, object, ZoneRef::Gone);
    }
    if let Some(card) = card {
        let zone = db.resolve_zone(card);
        let out_of_play = db.zone(zone).is_some_and(|z| !db.in_play(z));
        if out_of_play && replaced_move(db, hooks, st, object, zone)? {
            // A replacement effect sent it elsewhere.
        } else if let Some(z) = db.zone(zone) {
            // Into play under the player who played it (a card of another player's an
            // ability played); anywhere else, to its owner's zone.
            let player = removed
                .as_ref()
                .map(|e| e.controller)
                .filter(|_| db.in_play(z));
            procedures::enter_zone(db, hooks, st, object, z, removed.as_ref(), |st| {
                primitives::move_into(db, st, object, z, Default::default(), player);
                if let Some(o) = st.object_mut(object) {
                    o.x = x;
                    o.alternative_cost = alt.clone();
                    // Beside one a redirect gave it as it arrived (Preserved).
                    o.statuses.extend(statuses.iter().cloned());
                    o.notes.clone_from(&notes);
                    // "It enters the field with all abilities of ...": what it gained as
                    // it resolved (RULE-GAINED-2).
                    o.gained.clone_from(&gained);
                    o.paid_with = paid_with.clone();
                }
            });
        }
    }
    if let Some(e) = &removed {
        put_away_joined(db, st, e, |db, card| db.resolve_zone(card));
    }
    Ok(())
}

/// The resolved card's move to `zone` (out of play), if a replacement effect replaces it:
/// what replaces it happens, and true; false (nothing done) if none applies.
fn replaced_move(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    object: ObjectId,
    zone: &str,
) -> Result<bool, HookError> {
    let change = Change::Move {
        object,
        zone: zone.to_string(),
        position: Default::default(),
        player: None,
        face_down: false,
        status: None,
    };
    match replacement::settle(db, hooks, st, change, replacement::Order::Timestamp)? {
        replacement::Outcome::Done(s) if s.iter().any(|x| !x.by.is_empty()) => {
            replacement::perform(db, st, s);
            Ok(true)
        }
        _ => Ok(false),
    }
}

/// Cards that joined an activation action leave the stack with it, each to the zone
/// `zone_for` names.
fn put_away_joined(
    db: &CardDb,
    st: &mut GameState,
    entry: &StackEntry,
    zone_for: impl Fn(&CardDb, crate::core::ids::CardIdx) -> &str,
) {
    for &id in &entry.joined {
        let Some(card) = st
            .object(id)
            .filter(|o| o.zone == ZoneRef::Stack)
            .map(|o| o.card)
        else {
            continue;
        };
        if let Some(z) = db.zone(zone_for(db, card)) {
            primitives::move_to_zone(db, st, id, z);
        }
    }
}
