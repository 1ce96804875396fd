//! Agents that look ahead: greedy (one action deep) and Monte Carlo tree search. Both
//! search on forks of the game (`Game` clones driven with the engine's script host, the
//! real game untouched) and judge positions by the ruleset's own data: who won, progress
//! towards the victory counter, what is left of the objects a player must keep (the
//! `defeat.without` types), player counters and objects in play. They see what their
//! player sees: before each search the fork's hidden cards (the opponent's hand and every
//! hidden zone) are dealt anew at random among themselves (determinization). Randomness is
//! the agent's own seeded RNG: the same seed plays the same game.

use super::RandomAgent;
use crate::core::decision::Answer;
use crate::core::game::{Action, Game, Progress};
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use crate::core::query::visible_to;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, ZoneRef};
use crate::script::LuaHost;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// How a searching agent looks ahead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Playouts per decision (MCTS).
    pub playouts: u32,
    /// Agent actions per playout before the position is judged.
    pub depth: u32,
}

impl Default for Budget {
    fn default() -> Self {
        Budget {
            playouts: 48,
            depth: 40,
        }
    }
}

/// The search: a seeded RNG for determinizing and playing out, and a random agent for
/// answers and playouts.
pub(super) struct Search {
    rng: Pcg64Mcg,
    random: RandomAgent,
    /// Forks judged so far (greedy: one per action tried; MCTS: one per playout).
    pub(super) playouts: u64,
}

impl Search {
    pub(super) fn new(seed: u64) -> Self {
        Search {
            rng: Pcg64Mcg::seed_from_u64(seed ^ 0x5ea7c4),
            random: RandomAgent::new(seed ^ 0x91a7),
            playouts: 0,
        }
    }

    /// The action of `player`'s worth one action deep: each legal action is tried on a
    /// determinized fork (answered at random) and the resulting position judged.
    pub(super) fn greedy(
        &mut self,
        game: &Game,
        host: &LuaHost,
        player: PlayerId,
        actions: &[Action],
    ) -> Option<Action> {
        let mut best: Option<(f64, Action)> = None;
        // Passing is worth at least standing pat: what follows a pass (the opponent's turn)
        // comes whatever this player does now, and one action deep cannot see past it. Judged
        // only on the fork, a repeatable action that makes things slightly worse (raising the
        // tide for chains) would always beat passing into the opponent's turn, and the turn
        // would never end.
        let now = value(game, player);
        for a in actions {
            let mut fork = self.fork(game, player);
            self.playouts += 1;
            if !self.apply(&mut fork, host, a.clone()) {
                continue;
            }
            let mut v = value(&fork, player);
            if matches!(a, Action::Pass { .. }) && fork.state().over.is_none() {
                v = v.max(now);
            }
            // Ties go to the action found first, after a random nudge.
            let v = v + self.rng.random_range(0.0..1e-6);
            if best.as_ref().is_none_or(|(bv, _)| v > *bv) {
                best = Some((v, a.clone()));
            }
        }
        best.map(|(_, a)| a)
    }

    /// Monte Carlo tree search, one level: UCB1 picks the action to try next, each try a
    /// determinized fork played out at random for `budget.depth` actions and judged; the
    /// action tried most often is chosen.
    pub(super) fn mcts(
        &mut self,
        game: &Game,
        host: &LuaHost,
        player: PlayerId,
        actions: &[Action],
        budget: Budget,
    ) -> Option<Action> {
        if actions.len() <= 1 {
            return actions.first().cloned();
        }
        let mut visits = vec![0u32; actions.len()];
        let mut totals = vec![0f64; actions.len()];
        for n in 0..budget.playouts.max(actions.len() as u32) {
            let i = match visits.iter().position(|&v| v == 0) {
                Some(i) => i,
                None => {
                    let ln = f64::from(n).ln();
                    (0..actions.len())
                        .max_by(|&a, &b| {
                            let ucb = |i: usize| {
                                totals[i] / f64::from(visits[i])
                                    + (2.0 * ln / f64::from(visits[i])).sqrt()
                            };
                            ucb(a).total_cmp(&ucb(b))
                        })
                        .unwrap_or(0)
                }
            };
            let mut fork = self.fork(game, player);
            self.playouts += 1;
            let v = if self.apply(&mut fork, host, actions[i].clone()) {
                self.playout(&mut fork, host, budget.depth);
                value(&fork, player)
            } else {
                0.0
            };
            visits[i] += 1;
            totals[i] += v;
        }
        let best = (0..actions.len()).max_by_key(|&i| (visits[i], (totals[i] * 1e6) as i64))?;
        Some(actions[best].clone())
    }

    /// A copy of the game with the cards `player` cannot see dealt anew among themselves.
    fn fork(&mut self, game: &Game, player: PlayerId) -> Game {
        let mut fork = game.clone();
        let db = fork.db().clone();
        determinize(
            &db,
            crate::unchecked::game_state_mut(&mut fork),
            player,
            &mut self.rng,
        );
        fork
    }

    /// Submits `action` on the fork and answers every question at random; false if the
    /// rules refused it.
    fn apply(&mut self, fork: &mut Game, host: &LuaHost, action: Action) -> bool {
        let mut progress = match fork.submit(host, action) {
            Ok(p) => p,
            Err(_) => return false,
        };
        while let Progress::Decide(d) = progress {
            let a: Answer = self.random.answer(&d);
            progress = match fork.answer(host, a) {
                Ok(p) => p,
                Err(_) => {
                    fork.cancel(host);
                    return false;
                }
            };
        }
        true
    }

    /// Random legal actions for everyone, `depth` of them or until the game ends.
    fn playout(&mut self, fork: &mut Game, host: &LuaHost, depth: u32) {
        for _ in 0..depth {
            if fork.state().over.is_some() {
                return;
            }
            let Some(p) = fork.state().opportunity else {
                return;
            };
            let actions = fork.legal_actions(host, p);
            let Some(a) = self.random.choose(&actions) else {
                return;
            };
            self.apply(fork, host, a);
        }
    }
}

/// Deals the cards hidden from `viewer` anew: per owner, the objects in zones `viewer`
/// cannot see trade their cards at random (an opponent's hand with their deck; a deck's
/// order). What is in play, and every count, stays.
fn determinize(db: &CardDb, st: &mut GameState, viewer: PlayerId, rng: &mut Pcg64Mcg) {
    for owner in 0..st.player_count() as u8 {
        let owner = PlayerId(owner);
        let hidden: Vec<ObjectId> = st
            .objects()
            .iter()
            .filter(|o| o.owner == owner && matches!(o.zone, ZoneRef::Player(..)))
            .filter(|o| !visible_to(db, o, viewer))
            .map(|o| o.id)
            .collect();
        let mut cards: Vec<CardIdx> = hidden
            .iter()
            .filter_map(|&o| st.object(o).map(|o| o.card))
            .collect();
        // Sorted first: the deal depends on which cards are hidden, never on where.
        cards.sort_unstable();
        for i in (1..cards.len()).rev() {
            cards.swap(i, rng.random_range(0..=i));
        }
        for (o, card) in hidden.into_iter().zip(cards) {
            if let Some(obj) = st.object_mut(o) {
                obj.card = card;
            }
        }
    }
}

/// How good the position is for `player`, in [0, 1]: 1 won, 0 lost, ½ a draw; otherwise
/// a logistic of the difference between the players' standing.
fn value(game: &Game, player: PlayerId) -> f64 {
    let st = game.state();
    if let Some(over) = &st.over {
        return match over.winner {
            Some(w) if w == player => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    let db = game.db();
    let mine = standing(db, st, player);
    let best_other = (0..st.player_count() as u8)
        .map(PlayerId)
        .filter(|&p| p != player)
        .map(|p| standing(db, st, p))
        .fold(f64::MIN, f64::max);
    1.0 / (1.0 + (-(mine - best_other.max(0.0))).exp())
}

/// A player's standing, from the ruleset's data: 3 × progress to the victory counter;
/// 3 × what is left of the objects they must keep (life not yet damaged); a little per
/// player counter (less for one that makes them draw fewer cards), per card left to draw where an empty deck loses, and per object they
/// control in play.
fn standing(db: &CardDb, st: &GameState, p: PlayerId) -> f64 {
    let rules = &db.ruleset;
    let counters = st.player(p).map(|pl| &pl.counters);
    let counter = |name: &str| counters.and_then(|c| c.get(name)).copied().unwrap_or(0);
    let mut s = 0.0;
    if let Some(v) = &rules.victory {
        s += 3.0 * counter(&v.counter) as f64 / v.amount.max(1) as f64;
    }
    // A counter that makes its player draw fewer cards (KeyForge's chains) counts
    // against them: a player action that gains it must not look like progress.
    let penalties: Vec<&str> = rules
        .turn
        .iter()
        .flat_map(|t| &t.phases)
        .flat_map(|ph| &ph.actions)
        .filter_map(|a| match a {
            crate::core::ruleset::TurnAction::Refill { fewer: Some(f), .. } => {
                Some(f.counter.as_str())
            }
            _ => None,
        })
        .collect();
    let held: i64 = counters.map_or(0, |c| {
        c.iter()
            .map(|(k, v)| {
                if penalties.contains(&k.as_str()) {
                    -v
                } else {
                    *v
                }
            })
            .sum()
    });
    s += 0.08 * held as f64;
    let lethal = rules.lethal_damage_stat.as_deref();
    for rule in &rules.defeat.without {
        let Some(z) = db.zone(&rule.zone) else {
            continue;
        };
        let left: f64 = st
            .zone(ZoneRef::Player(p, z))
            .iter()
            .filter_map(|&o| st.object(o))
            .filter(|o| db.card(o.card).types.iter().any(|t| rule.types.contains(t)))
            .map(|o| {
                let life = lethal
                    .and_then(|l| db.card(o.card).stats.get(l))
                    .copied()
                    .unwrap_or(1)
                    .max(1);
                (life - o.damage).max(0) as f64 / life as f64
            })
            .sum();
        s += 3.0 * left.min(1.0);
    }
    // Where drawing from an empty deck loses, every card left to draw is time left.
    if let (crate::core::ruleset::EmptyDraw::Lose { .. }, Some(deck)) =
        (&rules.defeat.empty_draw, db.zone(&rules.draw_from))
    {
        s += 0.05 * st.zone(ZoneRef::Player(p, deck)).len() as f64;
    }
    let in_play = st
        .objects()
        .iter()
        .filter(|o| o.controller == p)
        .filter(|o| matches!(o.zone, ZoneRef::Player(_, z) if db.in_play(z)))
        .count();
    s + 0.1 * in_play as f64
}
