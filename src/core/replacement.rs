//! Replacement effects: every change a card or the rules make passes through them
//! before it happens.
//!
//! A change is first *settled*: the replacement effects that apply to it are gathered
//! (from objects in play and from the ability now resolving, the later text of which may
//! replace its earlier text); when several apply, the player the ruleset's `decisions`
//! names (the affected player, or the turn player) chooses which applies first; each applies at most once to a change and to whatever replaced it.
//! Settling calls only read-only hooks; a [`Settling`] waiting on the order answer keeps
//! its place and goes on from it. Then the settled changes are *performed*, through the
//! primitives.

use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, PlayerId, Timestamp};
use crate::core::primitives;
use crate::core::ruleset::{CardDb, DamageTiming, DecisionMaker};
use crate::core::state::GameState;
use serde::{Deserialize, Serialize};

/// A change about to happen.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Change {
    /// `player` draws `count` cards.
    Draw { player: PlayerId, count: u32 },
    /// `amount` damage to `object` (dealt when the damage window closes).
    Damage {
        object: ObjectId,
        amount: i64,
        source: Option<ObjectId>,
        /// The object whose damage shield prevents what it can of this damage, if not
        /// `object`: damage a replacement effect sent on from another object meets that
        /// object's shield, not the new target's (Shadow Self, KF-DESTROY-10).
        #[serde(default)]
        shielded_by: Option<ObjectId>,
        /// Combat damage (dealt in a combat's damage step), which some prevention effects
        /// are limited to or exclude.
        #[serde(default)]
        combat: bool,
        /// Unpreventable damage: no damage shield (armor) and no prevention shield meets it
        /// ("this damage cannot be prevented"); an instance prevention still tries, and is
        /// used up.
        #[serde(default)]
        unpreventable: bool,
        /// What kind of damage card text calls it (KeyForge's `"fight"`, `"splash"`): its
        /// `damaged` event says it, and the `destroyed` event of what it destroys.
        #[serde(default)]
        cause: Option<String>,
    },
    /// `amount` damage is removed from `object`.
    Heal { object: ObjectId, amount: i64 },
    /// `object` is destroyed; `cause` names what destroyed it, when card text says
    /// (poison: `"fight"`), for its `destroyed` event.
    Destroy {
        object: ObjectId,
        #[serde(default)]
        cause: Option<String>,
    },
    /// `object` moves to its owner's zone named `zone` (returned to hand, archived,
    /// purged: any move an effect makes), or to the zone of `player` when one is named
    /// ("put an enemy creature into your archives").
    Move {
        object: ObjectId,
        zone: String,
        /// Where in an ordered zone (top, bottom, Nth from the top).
        #[serde(default)]
        position: primitives::Position,
        /// Whose zone, if not the object's owner's.
        #[serde(default)]
        player: Option<PlayerId>,
        /// It is put there face down ("banish a card face down"): private information in
        /// a public zone, not revealed.
        #[serde(default)]
        face_down: bool,
        /// A status it has where it arrives, as a redirect would give it: Grand Archive's
        /// "it goes to its owner's material deck Preserved" (Leeching Bolt, GA-MOVE-STATUS).
        #[serde(default)]
        status: Option<String>,
    },
    /// `object` is discarded: it goes to its owner's discard zone (the ruleset's
    /// `vocabulary.discard`).
    Discard { object: ObjectId },
    /// `player` takes control of `object`: it stays in play, moving to the same zone of
    /// theirs, on its left end (`left`) or its right end (a line zone's flanks).
    Control {
        object: ObjectId,
        player: PlayerId,
        #[serde(default)]
        left: bool,
    },
    /// `player` creates a token of the definition `token` in their zone `zone`.
    Create {
        player: PlayerId,
        token: String,
        zone: String,
    },
    /// `amount` counters named `counter` are put on `object` (removed if negative).
    /// `cause` names the act card text calls it (KeyForge's `"exalt"`, `"capture"`) and
    /// `by` the player whose ability does it: the `counter_added` event says both, and a
    /// named act is recorded among the turn's acts ("if you exalted a creature this turn").
    Counter {
        object: ObjectId,
        counter: String,
        amount: i64,
        #[serde(default)]
        cause: Option<String>,
        #[serde(default)]
        by: Option<PlayerId>,
    },
    /// `object` is rested (exhausted).
    Rest { object: ObjectId },
    /// `object` is woken (readied).
    Wake { object: ObjectId },
    /// `player` pays 1 of a cost of kind `kind` the way the ruleset says (reserving a
    /// card). It happens only in step 1.8, and only as an offer: a replacement effect on
    /// it lets its object pay instead (GA 1.8.a), and the player chooses who pays.
    Pay { player: PlayerId, kind: String },
    /// `player`'s `counter` changes by `amount` (gain æmber, lose æmber).
    Gain {
        player: PlayerId,
        counter: String,
        amount: i64,
        /// What card text calls the change, when more than a gain or loss ("steal"), for
        /// the replacement effects that single it out ("your æmber cannot be stolen").
        #[serde(default)]
        cause: Option<String>,
    },
}

impl Change {
    /// The change's name as scripts spell it (`on = "draw"`).
    pub fn name(&self) -> &'static str {
        match self {
            Change::Draw { .. } => "draw",
            Change::Damage { .. } => "damage",
            Change::Heal { .. } => "heal",
            Change::Destroy { .. } => "destroy",
            Change::Move { .. } => "move",
            Change::Discard { .. } => "discard",
            Change::Create { .. } => "create",
            Change::Control { .. } => "control",
            Change::Counter { .. } => "counter",
            Change::Rest { .. } => "rest",
            Change::Wake { .. } => "wake",
            Change::Gain { .. } => "gain",
            Change::Pay { .. } => "pay",
        }
    }

    /// The player the change affects: the one it names, or the controller of the object.
    pub fn affected(&self, st: &GameState) -> PlayerId {
        match self {
            Change::Draw { player, .. }
            | Change::Gain { player, .. }
            | Change::Pay { player, .. }
            | Change::Create { player, .. } => *player,
            Change::Damage { object, .. }
            | Change::Heal { object, .. }
            | Change::Move { object, .. }
            | Change::Discard { object }
            | Change::Control { object, .. }
            | Change::Counter { object, .. }
            | Change::Destroy { object, .. }
            | Change::Rest { object }
            | Change::Wake { object } => {
                st.object(*object).map_or(st.turn_player, |o| o.controller)
            }
        }
    }
}

/// Who orders the replacement effects that apply to `change`, as the ruleset's
/// `decisions` says: the affected player, or the turn player where the active player
/// makes every decision.
fn orderer(db: &CardDb, st: &GameState, change: &Change) -> PlayerId {
    match db.ruleset.decisions {
        DecisionMaker::Controller => change.affected(st),
        DecisionMaker::TurnPlayer => st.turn_player,
    }
}

/// One applicable replacement effect: the `index`th (1-based) of `source`'s.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Replacement {
    pub source: ObjectId,
    pub index: u16,
    /// How the affected player is shown it when choosing the order.
    pub label: String,
    /// When the effect began: its source's timestamp, for an object's replacement effect.
    pub timestamp: Timestamp,
    /// The lasting effect it is, when it is one (a damage prevention): the core applies
    /// it, no script.
    pub lasting: Option<Timestamp>,
}

/// A change after settling, with the replacement effects that made it, in the order
/// they applied.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settled {
    /// What happens; `None` when a replacement effect replaced the change with nothing
    /// (only its record remains).
    pub change: Option<Change>,
    /// The replacement effects to record here, in the order they applied: each once,
    /// with the first change it produced (or its nothing).
    pub by: Vec<(ObjectId, String)>,
}

/// A change on the work list: the replacement effects already applied to its line, and
/// those applied but not yet recorded (they go with the first change of their results).
#[derive(Clone, Debug)]
struct Line {
    change: Change,
    applied: Vec<Replacement>,
    record: Vec<(ObjectId, String)>,
}

/// How the order is decided when several replacement effects apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// A player chooses (the affected one, or the turn player: the ruleset's
    /// `decisions`): settling stops and asks.
    Chosen,
    /// Timestamp order, the oldest effect first: for turn-based actions and state-based
    /// checks, where nobody can be asked.
    Timestamp,
}

/// What settling found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// What happens, in order.
    Done(Vec<Settled>),
    /// `player` must choose which of these applies next.
    Ask {
        player: PlayerId,
        options: Vec<String>,
    },
}

/// The names a player picks the next replacement effect by: each effect's label, and
/// where two share one (two copies of a card) also its source object, so every effect
/// stays choosable.
fn option_names(candidates: &[Replacement]) -> Vec<String> {
    candidates
        .iter()
        .map(|r| {
            if candidates.iter().filter(|o| o.label == r.label).count() > 1 {
                format!("{} {}", r.label, r.source)
            } else {
                r.label.clone()
            }
        })
        .collect()
}

/// Replacement effects replacing each other's results may not go deeper than this.
const MAX_REPLACEMENTS: usize = 64;

/// A change being settled: what is left to settle and what is settled so far. When the
/// affected player must choose which replacement effect applies next, settling stops and
/// keeps the choice it asked about; the answer continues it there, so no replacement
/// effect is asked for or applied twice.
#[derive(Clone, Debug)]
pub struct Settling {
    order: Order,
    /// Work list (last first).
    work: Vec<Line>,
    out: Vec<Settled>,
    steps: usize,
    /// The change waiting on the order answer, and the effects to choose from.
    waiting: Option<(Line, Vec<Replacement>)>,
    /// The replacement effects that apply to each change met so far. Nothing changes the
    /// game while a change settles (the hooks asked are read-only), so a change that a
    /// replacement effect gives back unchanged, or that recurs, is not asked about again.
    known: std::collections::HashMap<Change, Vec<Replacement>>,
    /// Each script replacement effect applied, with the change it replaced, in the order
    /// they applied: the script host runs what they do besides (`then`, RULE-REPL-THEN-1).
    acted: Vec<(ObjectId, u16, Change)>,
}

impl Settling {
    pub fn new(change: Change, order: Order) -> Settling {
        Settling {
            order,
            work: vec![Line {
                change,
                applied: Vec::new(),
                record: Vec::new(),
            }],
            out: Vec::new(),
            steps: 0,
            waiting: None,
            known: std::collections::HashMap::new(),
            acted: Vec::new(),
        }
    }

    /// Continues with the player's pick (a label of the effects it asked about).
    pub fn choose(
        &mut self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
        pick: &str,
    ) -> Result<Outcome, HookError> {
        let Some((line, candidates)) = self.waiting.take() else {
            return Err(settle_error(
                "no replacement effect waits on an order answer",
            ));
        };
        let options = option_names(&candidates);
        let Some(r) = options
            .iter()
            .position(|o| o == pick)
            .map(|i| candidates[i].clone())
        else {
            let player = orderer(db, st, &line.change);
            self.waiting = Some((line, candidates));
            return Ok(Outcome::Ask { player, options });
        };
        self.apply_one(db, hooks, st, line, r)?;
        self.run(db, hooks, st)
    }

    /// Applies replacement effects until every change is settled or a choice is asked.
    pub fn run(
        &mut self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<Outcome, HookError> {
        while let Some(line) = self.work.pop() {
            self.steps += 1;
            if self.steps > MAX_REPLACEMENTS {
                return Err(loop_error(db, st, &line.applied));
            }
            // No damage is no change: nothing can replace it, so nobody is asked to order
            // replacement effects for it (a fight's assault 0 before the fight damage).
            if matches!(line.change, Change::Damage { amount, .. } if amount <= 0) {
                self.out.push(Settled {
                    change: Some(line.change),
                    by: line.record,
                });
                continue;
            }
            // A lasting prohibition ("can't be dealt damage") prevents the change.
            if let Some(by) = crate::core::lasting::prevents(db, st, hooks, &line.change)? {
                let mut record = line.record;
                record.push(by);
                self.out.push(Settled {
                    change: None,
                    by: record,
                });
                continue;
            }
            // Destroying an object already tagged for destruction fails: nothing replaces it.
            if let Change::Destroy { object, .. } = &line.change {
                if st.object(*object).is_some_and(|o| o.destroying.is_some()) {
                    self.out.push(Settled {
                        change: Some(line.change),
                        by: line.record,
                    });
                    continue;
                }
            }
            if !self.known.contains_key(&line.change) {
                let found = hooks.replacements(db, st, &line.change)?;
                self.known.insert(line.change.clone(), found);
            }
            // Prevention effects change as they are spent: asked afresh, not cached.
            let preventions = crate::core::lasting::preventions(db, st, hooks, &line.change)?;
            let candidates: Vec<Replacement> = self.known[&line.change]
                .iter()
                .chain(&preventions)
                .filter(|r| {
                    !line.applied.iter().any(|a| {
                        a.source == r.source && a.index == r.index && a.lasting == r.lasting
                    })
                })
                .cloned()
                .collect();
            if candidates.is_empty() {
                self.out.push(Settled {
                    change: Some(line.change),
                    by: line.record,
                });
                continue;
            }
            if candidates.len() > 1 && self.order == Order::Chosen {
                let player = orderer(db, st, &line.change);
                let options = option_names(&candidates);
                self.waiting = Some((line, candidates));
                return Ok(Outcome::Ask { player, options });
            }
            // The oldest first; of equal timestamps (one source's), the first written.
            let r = candidates
                .iter()
                .min_by_key(|r| (r.timestamp, r.source, r.index))
                .cloned()
                .unwrap_or_else(|| candidates[0].clone());
            self.apply_one(db, hooks, st, line, r)?;
        }
        Ok(Outcome::Done(std::mem::take(&mut self.out)))
    }

    /// The script replacement effects applied so far, each with the change it replaced
    /// (its source, its number among the source's replacement effects), taken out.
    pub fn take_acted(&mut self) -> Vec<(ObjectId, u16, Change)> {
        std::mem::take(&mut self.acted)
    }

    /// Applies `r` to the line's change. `r` is recorded once: with the first change it
    /// produced, or on its own if it replaced the change with nothing.
    fn apply_one(
        &mut self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
        line: Line,
        r: Replacement,
    ) -> Result<(), HookError> {
        let mut results = match r.lasting {
            Some(began) => crate::core::lasting::prevent(st, began, &line.change),
            None => {
                self.acted.push((r.source, r.index, line.change.clone()));
                hooks.replace(db, st, &r, &line.change)?
            }
        };
        // Damage put in place of damage keeps its kind: combat damage made smaller or
        // sent elsewhere is still combat damage, unpreventable damage still is, and fight
        // damage still fight damage.
        if let Change::Damage {
            combat,
            unpreventable,
            cause,
            ..
        } = &line.change
        {
            for c in &mut results {
                if let Change::Damage {
                    combat: c2,
                    unpreventable: u2,
                    cause: k2,
                    ..
                } = c
                {
                    *c2 |= *combat;
                    *u2 |= *unpreventable;
                    if k2.is_none() {
                        k2.clone_from(cause);
                    }
                }
            }
        }
        let Line {
            mut applied,
            mut record,
            ..
        } = line;
        record.push((r.source, r.label.clone()));
        applied.push(r);
        if results.is_empty() {
            self.out.push(Settled {
                change: None,
                by: record,
            });
            return Ok(());
        }
        for (i, change) in results.into_iter().enumerate().rev() {
            self.work.push(Line {
                change,
                applied: applied.clone(),
                record: if i == 0 {
                    std::mem::take(&mut record)
                } else {
                    Vec::new()
                },
            });
        }
        Ok(())
    }
}

/// Applies replacement effects to `change` until none is left to apply, or a choice of
/// order is asked (continue it with a [`Settling`]).
pub fn settle(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    change: Change,
    order: Order,
) -> Result<Outcome, HookError> {
    Settling::new(change, order).run(db, hooks, st)
}

fn settle_error(message: &str) -> HookError {
    HookError::new(crate::core::hooks::HookFault {
        card: String::new(),
        hook: "replacements".into(),
        file: Default::default(),
        line: None,
        message: message.into(),
        traceback: String::new(),
    })
}

fn loop_error(db: &CardDb, st: &GameState, applied: &[Replacement]) -> HookError {
    let card = applied
        .last()
        .and_then(|r| st.object(r.source))
        .map(|o| db.card(o.card).id.clone())
        .unwrap_or_default();
    let mut e = settle_error(&format!(
        "replacement effects replaced each other's results more than {MAX_REPLACEMENTS} times"
    ));
    e.set_card(card);
    e
}

/// Performs settled changes through the primitives, recording which replacement effects
/// applied. Damage is marked at once, or queued in the damage window where the ruleset
/// deals an ability's damage simultaneously. Returns how much happened: cards
/// drawn, plus one for each other change that did (resting a rested object does not).
pub fn perform(db: &CardDb, st: &mut GameState, settled: Vec<Settled>) -> usize {
    let mut happened = 0;
    for s in settled {
        for (source, label) in s.by {
            st.emit(Event::Replaced { source, label });
        }
        let Some(change) = s.change else {
            continue;
        };
        let did = match change {
            Change::Draw { player, count } => {
                happened += primitives::draw(db, st, player, count).len();
                false
            }
            Change::Damage {
                object,
                amount,
                source,
                shielded_by,
                unpreventable,
                cause,
                ..
            } => {
                match db.ruleset.damage {
                    DamageTiming::Simultaneous => {
                        let shield = if unpreventable {
                            primitives::Shield::None
                        } else {
                            primitives::Shield::Of(shielded_by)
                        };
                        st.window
                            .queue_caused(object, amount, source, shield, cause)
                    }
                    DamageTiming::Immediate => {
                        primitives::mark_damage(st, object, amount, source, cause)
                    }
                }
                amount > 0
            }
            Change::Heal { object, amount } => primitives::heal(st, object, amount),
            Change::Destroy { object, cause } => {
                if let (Some(o), Some(_)) = (st.object_mut(object), &cause) {
                    o.destroyed_cause = cause;
                }
                primitives::destroy(db, st, object)
            }
            Change::Move {
                object,
                zone,
                position,
                player,
                face_down,
                status,
            } => match db.zone(&zone) {
                Some(z) => {
                    let moved = primitives::move_into(db, st, object, z, position, player);
                    if let Some(o) = st.object_mut(object).filter(|_| moved) {
                        o.face_down |= face_down;
                        o.statuses.extend(status);
                    }
                    moved
                }
                None => false,
            },
            Change::Discard { object } => primitives::discard(db, st, object),
            Change::Control {
                object,
                player,
                left,
            } => primitives::take_control(db, st, object, player, left),
            Change::Create {
                player,
                token,
                zone,
            } => match (db.lookup(&token), db.zone(&zone)) {
                (Some(card), Some(z)) => {
                    primitives::create_token(db, st, card, player, z);
                    true
                }
                _ => false,
            },
            Change::Counter {
                object,
                counter,
                amount,
                cause,
                by,
            } => primitives::add_counter_by(st, object, &counter, amount, cause.as_deref(), by),
            Change::Rest { object } => primitives::rest(st, object),
            Change::Wake { object } => primitives::wake(st, object),
            Change::Gain {
                player,
                counter,
                amount,
                cause,
            } => primitives::gain(db, st, player, &counter, amount, cause.as_deref()),
            // The default payment is the pipeline's own (step 1.8), not a primitive.
            Change::Pay { .. } => false,
        };
        happened += usize::from(did);
    }
    happened
}

/// Settles in timestamp order and performs: for changes the rules make where nobody is
/// asked (turn-based actions, state-based checks).
pub fn apply(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    change: Change,
) -> Result<usize, HookError> {
    match settle(db, hooks, st, change, Order::Timestamp)? {
        Outcome::Done(s) => Ok(perform(db, st, s)),
        Outcome::Ask { .. } => Ok(0),
    }
}

#[cfg(test)]
mod tests;
