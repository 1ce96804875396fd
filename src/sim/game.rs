//! One simulated game: agents take turns through the embedder API until the game ends by
//! the rules, reaches a limit, or fails; what happened is kept as a [`GameRecord`].

use super::{Replay, ReplayStep};
use crate::agent::{Agent, Kind, Outcome};
use crate::core::events::Event;
use crate::core::game::ActionError;
use crate::core::ids::PlayerId;
use crate::core::state::ZoneRef;
use crate::engine::{Engine, Setup};
use crate::load::Content;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

/// How a simulated game ended.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum End {
    /// A player won by the rules.
    Won,
    /// The rules ended it in a draw.
    Draw,
    /// The turn limit came first.
    TurnLimit,
    /// The action limit came first.
    #[default]
    ActionLimit,
    /// Nobody could act, yet the game was not over.
    Stalled,
    /// A card script error, a panic or broken bookkeeping: see the replay.
    Failed,
}

/// How long a game may go on.
#[derive(Clone, Copy, Debug)]
pub struct GameLimits {
    /// Agent actions at most.
    pub actions: usize,
    /// The game stops once this turn would begin.
    pub turns: u32,
}

/// One game, as the reports need it. Seats are 0-based here.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct GameRecord {
    pub seed: u64,
    /// The deck (player name) in each seat; seat 0 takes the first turn.
    pub decks: Vec<String>,
    /// The agent in each seat.
    #[serde(default)]
    pub agents: Vec<String>,
    pub end: End,
    pub winner: Option<u8>,
    /// The ruleset's reason the game ended, if the rules ended it.
    pub reason: Option<String>,
    pub turns: u32,
    pub actions: u64,
    pub script_calls: u64,
    /// Forks the searching agents judged (0 for random agents).
    #[serde(default)]
    pub playouts: u64,
    /// Per seat: card id -> times played.
    pub played: Vec<BTreeMap<String, u32>>,
    /// Per seat: card id -> times drawn (the opening hand included).
    pub drawn: Vec<BTreeMap<String, u32>>,
    /// What went wrong, for a failed game.
    #[serde(default)]
    pub failure: Option<String>,
}

/// The failure an action's error is, if it is one: a card script error or a runaway
/// chain of triggers. Refusals the rules make (an illegal action, a cost the answers could
/// not pay) are not.
pub(crate) fn script_failure(e: &ActionError) -> Option<String> {
    match e {
        ActionError::Script(h) => Some(format!("card script error: {h}")),
        ActionError::Runaway(_) => Some(e.to_string()),
        _ => None,
    }
}

pub(crate) fn panic_message(p: Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .map_or("panic".into(), |m| format!("panic: {m}"))
}

/// Plays `setup` with the agents in seat order (random where none is given; each
/// seeded from the game seed and its seat) until the game ends or a limit is reached.
pub fn play_game(
    content: &Content,
    setup: &Setup,
    limits: GameLimits,
    kinds: &[Kind],
) -> (GameRecord, Option<Replay>) {
    let seats = setup.players.len();
    let kind = |i: usize| kinds.get(i).copied().unwrap_or(Kind::Random);
    let mut record = GameRecord {
        seed: setup.seed,
        decks: setup.players.iter().map(|p| p.name.clone()).collect(),
        agents: (0..seats).map(|i| kind(i).name()).collect(),
        played: vec![BTreeMap::new(); seats],
        drawn: vec![BTreeMap::new(); seats],
        ..Default::default()
    };
    let mut steps: Vec<ReplayStep> = Vec::new();
    let outcome = catch_unwind(AssertUnwindSafe(|| -> Result<(), String> {
        // One host per worker thread, shared by its games: a game costs its position.
        let mut e = crate::engine::thread_host(content)
            .and_then(|host| Engine::on_host(content, setup, host))
            .map_err(|e| format!("setup: {e}"))?;
        let mut agents: Vec<Agent> = (0..seats)
            .map(|i| Agent::new(kind(i), setup.seed ^ 0x5eed_5eed ^ ((i as u64) << 32)))
            .collect();
        opening_hands(&e, &mut record);
        let mut seen = 0;
        record.end = End::ActionLimit;
        for _ in 0..limits.actions {
            if e.state().over.is_some() {
                break;
            }
            if e.state().turn >= limits.turns {
                record.end = End::TurnLimit;
                break;
            }
            let Some(actor) = e.state().opportunity else {
                record.end = End::Stalled;
                break;
            };
            let agent = &mut agents[actor.0 as usize % seats];
            let hash = e.state().state_hash();
            let out = agent.step(&mut e);
            record.actions += 1;
            let action = match &out {
                // No legal action: a card script error makes even passing fail (legal
                // actions are tried before they are listed). Pass to find out why.
                None => {
                    let pass = crate::core::game::Action::Pass { player: actor };
                    let r = e.submit(pass.clone());
                    steps.push(ReplayStep {
                        action: pass,
                        answers: Vec::new(),
                    });
                    match r.as_ref().err().and_then(script_failure) {
                        Some(why) => return Err(why),
                        None if r.is_ok() => continue,
                        None => {
                            record.end = End::Stalled;
                            break;
                        }
                    }
                }
                Some(Outcome::Acted(a)) | Some(Outcome::Refused(a, _)) => a.clone(),
            };
            steps.push(ReplayStep {
                action,
                answers: agent.last_answers().to_vec(),
            });
            if let Some(Outcome::Refused(a, err)) = &out {
                if let Some(why) = script_failure(err) {
                    return Err(why);
                }
                if e.state().state_hash() != hash {
                    return Err(format!("refused {a:?} ({err}) but the game changed"));
                }
            }
            e.state().check_zones()?;
            seen = tally(&e, seen, &mut record);
        }
        if let Some(over) = &e.state().over {
            record.winner = over.winner.map(|w| w.0);
            record.end = if over.winner.is_some() {
                End::Won
            } else {
                End::Draw
            };
            record.reason = Some(over.reason.clone());
        }
        record.turns = e.state().turn;
        record.script_calls = e.script_calls();
        record.playouts = agents.iter().map(Agent::playouts).sum();
        Ok(())
    }));
    let failure = match outcome {
        Ok(Ok(())) => None,
        Ok(Err(m)) => Some(m),
        Err(p) => Some(panic_message(p)),
    };
    let replay = failure.map(|failure| {
        record.end = End::Failed;
        record.winner = None;
        record.failure = Some(failure.clone());
        Replay {
            ruleset: content.db.ruleset.id.clone(),
            setup: setup.clone(),
            steps,
            failure,
        }
    });
    (record, replay)
}

/// Counts the cards each seat starts with in hand as drawn.
fn opening_hands(e: &Engine, record: &mut GameRecord) {
    let db = e.db();
    let Some(hand) = db.zone(&db.ruleset.draw_to) else {
        return;
    };
    for (seat, drawn) in record.drawn.iter_mut().enumerate() {
        for &o in e.state().zone(ZoneRef::Player(PlayerId(seat as u8), hand)) {
            if let Some(obj) = e.state().object(o) {
                *drawn.entry(db.card(obj.card).id.clone()).or_default() += 1;
            }
        }
    }
}

/// Counts the plays and draws among the events from `from` on; returns where it stopped.
fn tally(e: &Engine, from: usize, record: &mut GameRecord) -> usize {
    let (db, st) = (e.db(), e.state());
    let end = st.log.len();
    for ev in st.log.range(from.max(st.log.first()).min(end), end) {
        let (seat, object, into) = match ev {
            Event::Played { player, object, .. } => (player, object, &mut record.played),
            Event::Drew { player, object } => (player, object, &mut record.drawn),
            _ => continue,
        };
        let (Some(o), Some(counts)) = (st.object(*object), into.get_mut(seat.0 as usize)) else {
            continue;
        };
        *counts.entry(db.card(o.card).id.clone()).or_default() += 1;
    }
    end
}
