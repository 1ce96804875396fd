//! Turn structure: phases as ruleset data, turn-based actions, first-turn skips.
//! Nothing here names a phase; the ruleset's `turn` does.

use crate::core::events::Event;
use crate::core::hooks::{Behaviors, HookError, PlayerStatic};
use crate::core::ids::PlayerId;
use crate::core::lasting;
use crate::core::player_cost;
use crate::core::query;
use crate::core::replacement::{self, Change};
use crate::core::ruleset::{CardDb, DrawPenalty, PhaseDef, Resolution, TurnAction};
use crate::core::state::{GameState, ZoneRef};

/// Whether the current phase only asks the turn player to choose (`PhaseDef::choice`).
pub fn choosing(db: &CardDb, st: &GameState) -> bool {
    current(db, st).is_some_and(|p| p.choice)
}

/// The current phase, if the ruleset has turns.
pub fn current<'d>(db: &'d CardDb, st: &GameState) -> Option<&'d PhaseDef> {
    db.ruleset.turn.as_ref()?.phases.get(st.phase as usize)
}

/// The index of a phase by name.
pub fn index_of(db: &CardDb, name: &str) -> Option<u8> {
    let t = db.ruleset.turn.as_ref()?;
    t.phases.iter().position(|p| p.id == name).map(|i| i as u8)
}

/// Whether the turn player skips phase `i` this turn: first-turn rules, a lasting effect,
/// or a constant ability (`PlayerStatic::Skip`: "skip your forge a key step").
fn skipped(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    i: usize,
) -> Result<bool, HookError> {
    let Some(t) = &db.ruleset.turn else {
        return Ok(false);
    };
    let id = &t.phases[i].id;
    if let Some(zone) = &t.phases[i].if_cards_in {
        let empty = db
            .zone(zone)
            .is_none_or(|z| st.zone(ZoneRef::Player(st.turn_player, z)).is_empty());
        if empty {
            return Ok(true);
        }
    }
    let first_turn = st.turns_taken.get(st.turn_player.0 as usize) == Some(&1);
    let first_of_game = st.turns_taken.iter().sum::<u32>() == 1;
    if (first_turn && t.first_turn_skips.contains(id))
        || (first_of_game && t.first_player_skips.contains(id))
        || lasting::skips(st, st.turn_player, id)
    {
        return Ok(true);
    }
    let player = st.turn_player;
    Ok(!hooks
        .player_statics(db, st, player, PlayerStatic::Skip(id))?
        .is_empty())
}

fn run(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    actions: &[TurnAction],
    special: bool,
) -> Result<(), HookError> {
    let tp = st.turn_player;
    for a in actions {
        match a {
            TurnAction::WakeAll { zone } => {
                if let Some(z) = db.zone(zone) {
                    let objs = st.zone(ZoneRef::Player(tp, z)).to_vec();
                    for object in objs {
                        if st.object(object).is_some_and(|o| o.rested)
                            && !lasting::skips_wake_step(db, st, hooks, object)?
                        {
                            act(special, db, hooks, st, Change::Wake { object })?;
                        }
                    }
                }
            }
            TurnAction::MoveAll { from, to } => {
                if let (Some(f), Some(_)) = (db.zone(from), db.zone(to)) {
                    let objs = st.zone(ZoneRef::Player(tp, f)).to_vec();
                    for object in objs {
                        let zone = to.clone();
                        act(
                            special,
                            db,
                            hooks,
                            st,
                            Change::Move {
                                object,
                                zone,
                                position: Default::default(),
                                player: None,
                                face_down: false,
                                status: None,
                            },
                        )?;
                    }
                }
            }
            TurnAction::ClearCounter(counter) => {
                for p in 0..st.player_count() {
                    let player = PlayerId(p as u8);
                    let has = st.player(player).and_then(|x| x.counters.get(counter));
                    if let Some(&n) = has.filter(|n| **n > 0) {
                        let clear = Change::Gain {
                            player,
                            counter: counter.clone(),
                            amount: -n,
                            cause: None,
                        };
                        act(special, db, hooks, st, clear)?;
                    }
                }
            }
            TurnAction::Draw(n) => {
                act(
                    special,
                    db,
                    hooks,
                    st,
                    Change::Draw {
                        player: tp,
                        count: *n,
                    },
                )?;
            }
            TurnAction::DrawUpTo(n) => {
                let held = db
                    .zone(&db.ruleset.draw_to)
                    .map_or(0, |z| st.zone(ZoneRef::Player(tp, z)).len());
                let count = (*n as usize).saturating_sub(held) as u32;
                if count > 0 {
                    act(special, db, hooks, st, Change::Draw { player: tp, count })?;
                }
            }
            TurnAction::Buy(id) => {
                player_cost::buy(db, hooks, st, tp, id)?;
            }
            TurnAction::Refill {
                count,
                value,
                fewer,
            } => {
                let count = match value {
                    Some(id) => player_cost::value(db, st, hooks, tp, id, i64::from(*count))?,
                    None => i64::from(*count),
                };
                refill(db, hooks, st, tp, count.max(0) as u32, fewer.as_ref())?;
            }
            TurnAction::Exchange {
                counter,
                amount,
                gain,
            } => {
                let has = st.player(tp).and_then(|p| p.counters.get(counter));
                if has.is_some_and(|n| n >= amount) {
                    let spend = Change::Gain {
                        player: tp,
                        counter: counter.clone(),
                        amount: -amount,
                        cause: None,
                    };
                    act(special, db, hooks, st, spend)?;
                    let get = Change::Gain {
                        player: tp,
                        counter: gain.clone(),
                        amount: 1,
                        cause: None,
                    };
                    act(special, db, hooks, st, get)?;
                }
            }
            TurnAction::Put {
                from,
                to,
                filter,
                count,
            } => {
                let (Some(f), Some(_)) = (db.zone(from), db.zone(to)) else {
                    continue;
                };
                let mut filter = filter.clone();
                filter.zone = Some(from.clone());
                let candidates = st.zone(ZoneRef::Player(tp, f)).to_vec();
                let mut put = 0;
                for o in candidates {
                    if put >= *count {
                        break;
                    }
                    if query::matches(db, st, hooks, &filter, tp, None, o)? {
                        let zone = to.clone();
                        act(
                            special,
                            db,
                            hooks,
                            st,
                            Change::Move {
                                object: o,
                                zone,
                                position: Default::default(),
                                player: None,
                                face_down: false,
                                status: None,
                            },
                        )?;
                        put += 1;
                    }
                }
            }
        }
    }
    // Damage a replacement effect put in a turn action's place ("instead of readying ...,
    // deals 1 damage to The Chosen One") is dealt together as the phase's actions end, as
    // an ability's is when it ends (KF-TURN-DAMAGE-1).
    if !st.window.is_empty() {
        let mut window = std::mem::take(&mut st.window);
        window.close(db, hooks, st)?;
    }
    Ok(())
}

/// What `player` would do to refill their hand now as the ruleset's first `Refill` turn
/// action does ("refill your hand as if it were the end of your turn"): how many cards
/// they draw, and the counter they shed with how much (none: an empty name, 0). `None`
/// without a `Refill` in the ruleset.
pub fn refill_plan(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
) -> Result<Option<(u32, String, i64)>, HookError> {
    let phases = db.ruleset.turn.iter().flat_map(|t| t.phases.iter());
    let found = phases
        .flat_map(|p| p.actions.iter().chain(p.end_actions.iter()))
        .find_map(|a| match a {
            TurnAction::Refill {
                count,
                value,
                fewer,
            } => Some((*count, value.clone(), fewer.clone())),
            _ => None,
        });
    let Some((count, value, fewer)) = found else {
        return Ok(None);
    };
    let count = match value {
        Some(id) => player_cost::value(db, st, hooks, player, &id, i64::from(count))?,
        None => i64::from(count),
    };
    let held = db
        .zone(&db.ruleset.draw_to)
        .map_or(0, |z| st.zone(ZoneRef::Player(player, z)).len());
    let wanted = (count.max(0) as usize).saturating_sub(held) as u32;
    if wanted == 0 {
        return Ok(Some((0, String::new(), 0)));
    }
    if let Some(p) = fewer {
        let has = st
            .player(player)
            .and_then(|x| x.counters.get(&p.counter).copied())
            .unwrap_or(0);
        let less = p.at.iter().filter(|&&t| has >= t).count() as u32;
        if less > 0 {
            return Ok(Some((
                wanted.saturating_sub(less),
                p.counter,
                p.shed.min(has),
            )));
        }
    }
    Ok(Some((wanted, String::new(), 0)))
}

/// Draws until `player`'s hand holds `count`, fewer by the penalty's counter: one fewer
/// for each threshold of `at` it has reached. When that made them draw fewer, the
/// counter goes down by `shed` (a `gain` change, through replacement effects).
fn refill(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    player: PlayerId,
    count: u32,
    fewer: Option<&DrawPenalty>,
) -> Result<(), HookError> {
    let held = db
        .zone(&db.ruleset.draw_to)
        .map_or(0, |z| st.zone(ZoneRef::Player(player, z)).len());
    let wanted = (count as usize).saturating_sub(held) as u32;
    if wanted == 0 {
        return Ok(());
    }
    let mut draw = wanted;
    if let Some(p) = fewer {
        let has = st
            .player(player)
            .and_then(|x| x.counters.get(&p.counter).copied())
            .unwrap_or(0);
        let less = p.at.iter().filter(|&&t| has >= t).count() as u32;
        if less > 0 {
            draw = wanted.saturating_sub(less);
            let shed = Change::Gain {
                player,
                counter: p.counter.clone(),
                amount: -p.shed.min(has),
                cause: None,
            };
            change(db, hooks, st, shed)?;
        }
    }
    if draw > 0 {
        change(
            db,
            hooks,
            st,
            Change::Draw {
                player,
                count: draw,
            },
        )?;
    }
    Ok(())
}

/// A change the rules make: through replacement effects, in timestamp order. A
/// replacement script's failure is the action's failure: it surfaces, and the game
/// returns to before the action.
fn change(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    c: Change,
) -> Result<(), HookError> {
    replacement::apply(db, hooks, st, c)?;
    Ok(())
}

/// A change of a turn action. A special game action (the ruleset's first-turn actions)
/// is not modified by the rules text of cards, so no replacement effect meets it; every
/// other turn action goes through them.
fn act(
    special: bool,
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    c: Change,
) -> Result<(), HookError> {
    if special {
        let done = replacement::Settled {
            change: Some(c),
            by: Vec::new(),
        };
        replacement::perform(db, st, vec![done]);
        return Ok(());
    }
    change(db, hooks, st, c)
}

fn give_opportunity(st: &mut GameState, player: PlayerId) {
    if st.over.is_some() {
        st.opportunity = None;
        return;
    }
    st.opportunity = Some(player);
    st.passes = 0;
    st.emit(Event::OpportunityGained { player });
}

/// Begins phase `i` (unless skipped): its turn-based actions, then opportunity if the
/// phase gives it. Returns whether the phase waits for players.
fn begin(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    i: usize,
) -> Result<bool, HookError> {
    let Some(t) = &db.ruleset.turn else {
        return Ok(true);
    };
    st.phase = i as u8;
    st.materialized = 0;
    if skipped(db, hooks, st, i)? {
        return Ok(false);
    }
    let phase = &t.phases[i];
    st.emit(Event::PhaseBegan {
        phase: phase.id.clone(),
        player: st.turn_player,
    });
    run(db, hooks, st, &phase.actions, false)?;
    if phase.opportunity || phase.materialize || phase.declare.is_some() || phase.choice {
        give_opportunity(st, st.turn_player);
        return Ok(true);
    }
    // A phase that gives no opportunity ends once its actions are done.
    end_actions(db, hooks, st, i)?;
    Ok(false)
}

fn end_actions(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    i: usize,
) -> Result<(), HookError> {
    if let Some(t) = &db.ruleset.turn {
        let phase = &t.phases[i];
        run(db, hooks, st, &phase.end_actions, false)?;
        st.emit(Event::PhaseEnded {
            phase: phase.id.clone(),
            player: st.turn_player,
        });
    }
    Ok(())
}

/// Starts the turn player's turn from its first phase. Nothing has been checked for
/// triggers yet, so the turn procedure does not pause here.
pub fn begin_turn(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<(), HookError> {
    start_turn(db, hooks, st)?;
    proceed(db, hooks, st, 0, false)
}

/// Counts the turn, announces it, and runs the first-turn actions on a player's first.
fn start_turn(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<(), HookError> {
    let tp = st.turn_player;
    st.title_uses.clear();
    st.acts.clear();
    st.clear_turn_acts();
    st.new_turn_ability_uses();
    for i in 0..st.player_count() {
        if let Some(p) = st.player_mut(PlayerId(i as u8)) {
            p.declared.clear();
        }
    }
    if let Some(n) = st.turns_taken.get_mut(tp.0 as usize) {
        *n += 1;
    }
    st.emit(Event::TurnBegan {
        player: tp,
        turn: st.turn,
    });
    if st.turns_taken.get(tp.0 as usize) == Some(&1) {
        if let Some(t) = &db.ruleset.turn {
            run(db, hooks, st, &t.first_turn_actions, true)?;
        }
    }
    Ok(())
}

/// Whether the turn procedure pauses after each step (a phase that ended, the turn's
/// end) so that the triggers it raised resolve before the next step: where abilities
/// resolve at once. Elsewhere they wait on the stack for the next opportunity.
fn pauses(db: &CardDb) -> bool {
    db.ruleset.resolution == Resolution::Immediate
}

/// From step `i` on, begins phases until one waits for players, moving to the next turn
/// after the last phase. Step `n` (the number of phases) announces the turn's end and step
/// `n + 1` moves to the next turn. With `pause`, it stops after each step that did not
/// wait, remembering the next (`turn_resume`): the caller resolves the triggers, then
/// [`resume`]s.
fn proceed(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    mut i: usize,
    pause: bool,
) -> Result<(), HookError> {
    let Some(t) = &db.ruleset.turn else {
        return Ok(());
    };
    let n = t.phases.len();
    // Bounded: a ruleset with no phase that waits would otherwise spin forever.
    for _ in 0..(n * 4 + 4) {
        if i == n {
            st.emit(Event::TurnEnded {
                player: st.turn_player,
                turn: st.turn,
            });
            i = n + 1;
            if pause {
                st.turn_resume = Some(i as u8);
                return Ok(());
            }
        }
        if i > n {
            crate::core::lasting::end_of_turn(db, hooks, st)?;
            // What was a creature only for the turn leaves the battleline (RULE-SHIFT-2).
            crate::core::primitives::rehome(db, hooks, st);
            crate::core::primitives::refresh_shields(db, st);
            st.turn += 1;
            st.turn_player = st.upcoming_turn_player();
            if !st.extra_turns.is_empty() {
                st.extra_turns.remove(0);
            }
            start_turn(db, hooks, st)?;
            i = 0;
            // What the turn's beginning triggered ("at the start of your turn") resolves
            // before its first step (KeyForge: before the forge step).
            if pause {
                st.turn_resume = Some(0);
                return Ok(());
            }
        }
        if begin(db, hooks, st, i)? {
            return Ok(());
        }
        i += 1;
        // A purchase whose buyer chooses its kind stops the turn until they have.
        if pause || st.purchase.is_some() {
            st.turn_resume = Some(i as u8);
            return Ok(());
        }
    }
    give_opportunity(st, st.turn_player);
    Ok(())
}

/// Goes on from where the turn procedure paused, if it did (see [`proceed`]). Returns
/// whether it had paused.
pub fn resume(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<bool, HookError> {
    let Some(i) = st.turn_resume.take() else {
        return Ok(false);
    };
    proceed(db, hooks, st, i as usize, pauses(db))?;
    Ok(true)
}

/// "Your turn ends" (an ability's): the phase under way ends now, and once what is
/// resolving is over the turn goes on from its end, skipping the phases left (KeyForge:
/// no ready, no draw). Only where abilities resolve at once; false elsewhere.
pub fn end_turn(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<bool, HookError> {
    let Some(t) = db.ruleset.turn.as_ref().filter(|_| pauses(db)) else {
        return Ok(false);
    };
    let phase = st.phase as usize;
    end_actions(db, hooks, st, phase)?;
    st.turn_resume = Some(t.phases.len() as u8);
    Ok(true)
}

/// Ends the current phase (every player passed on an empty stack, or the turn player
/// declined to materialize) and moves on; where abilities resolve at once, it pauses
/// first so that what the phase's end triggered resolves in it.
pub fn end_phase(db: &CardDb, hooks: &dyn Behaviors, st: &mut GameState) -> Result<(), HookError> {
    let i = st.phase as usize;
    end_actions(db, hooks, st, i)?;
    if pauses(db) {
        st.turn_resume = Some(i as u8 + 1);
        return Ok(());
    }
    proceed(db, hooks, st, i + 1, false)
}
