//! A random legal-move agent: plays any ruleset by choosing among the engine's legal
//! actions and answering questions at random, with its own seeded RNG. For simulations,
//! property tests and benches; it knows no rules, it only asks the engine.

mod search;

pub use search::Budget;

use crate::core::decision::{Answer, Decision, Options};
use crate::core::game::{Action, ActionError, Progress};
use crate::engine::Engine;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// Picks actions and answers uniformly at random among the legal ones.
pub struct RandomAgent {
    rng: Pcg64Mcg,
    /// The answers given during the last `step`, in order (for replays).
    pub last_answers: Vec<Answer>,
}

/// What one agent action led to.
#[derive(Debug)]
pub enum Outcome {
    /// An action was taken (and every question it raised answered).
    Acted(Action),
    /// A legal action failed later, on an answer (a cost the answers chose could not be
    /// paid, a script error); the engine says the game is unchanged.
    Refused(Action, ActionError),
}

impl RandomAgent {
    /// One of `actions` at random; passing is chosen one time in four when there is
    /// anything else to do, so games move on through phases and turns.
    pub fn choose(&mut self, actions: &[Action]) -> Option<Action> {
        let pass = actions
            .iter()
            .position(|a| matches!(a, Action::Pass { .. }));
        let others: Vec<&Action> = actions
            .iter()
            .filter(|a| !matches!(a, Action::Pass { .. }))
            .collect();
        match pass {
            Some(i) if others.is_empty() || self.rng.random_range(0..4) == 0 => {
                Some(actions[i].clone())
            }
            _ if others.is_empty() => None,
            _ => Some(others[self.rng.random_range(0..others.len())].clone()),
        }
    }

    pub fn new(seed: u64) -> Self {
        RandomAgent {
            rng: Pcg64Mcg::seed_from_u64(seed),
            last_answers: Vec::new(),
        }
    }

    /// A random answer within the decision's options.
    pub fn answer(&mut self, d: &Decision) -> Answer {
        match &d.options {
            Options::Number { min, max } => {
                Answer::Number(self.rng.random_range(*min..=*max.max(min)))
            }
            Options::Names { names, min, max } => {
                let n = self.rng.random_range(*min..=*max);
                Answer::Names(self.pick(names, n))
            }
            Options::Objects {
                candidates,
                min,
                max,
            } => {
                let n = self.rng.random_range(*min..=*max);
                Answer::Objects(self.pick(candidates, n))
            }
            Options::Squares {
                candidates,
                min,
                max,
            } => {
                let n = self.rng.random_range(*min..=*max);
                Answer::Squares(self.pick(candidates, n))
            }
        }
    }

    fn pick<T: Clone>(&mut self, from: &[T], n: usize) -> Vec<T> {
        let mut pool: Vec<T> = from.to_vec();
        let mut out = Vec::with_capacity(n);
        for _ in 0..n.min(pool.len()) {
            let i = self.rng.random_range(0..pool.len());
            out.push(pool.swap_remove(i));
        }
        out
    }

    /// Takes one random legal action (passing more rarely than acting) and answers every
    /// question it raises with answers from the options. `None` when nobody may act
    /// (the game is over, or a decision is pending).
    pub fn step(&mut self, engine: &mut Engine) -> Option<Outcome> {
        self.last_answers.clear();
        let player = engine.state().opportunity?;
        let actions = engine.legal_actions(player);
        let action = self.choose(&actions)?;
        self.act(engine, action)
    }

    /// Takes `action` and answers every question it raises at random.
    fn act(&mut self, engine: &mut Engine, action: Action) -> Option<Outcome> {
        let mut progress = match engine.submit(action.clone()) {
            Ok(p) => p,
            Err(e) => return Some(Outcome::Refused(action, e)),
        };
        while let Progress::Decide(d) = progress {
            let a = self.answer(&d);
            self.last_answers.push(a.clone());
            progress = match engine.answer(a) {
                Ok(p) => p,
                Err(e) => return Some(Outcome::Refused(action, e)),
            };
        }
        Some(Outcome::Acted(action))
    }
}

/// Which agent plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Random legal actions.
    Random,
    /// The action whose result looks best, one action deep.
    Greedy,
    /// Monte Carlo tree search on determinized forks, within a playout budget.
    Mcts(Budget),
}

impl Kind {
    /// `random`, `greedy` or `mcts` (default budget); `mcts:N` sets N playouts per
    /// decision, `mcts:N:D` also D actions per playout.
    pub fn parse(text: &str) -> Option<Kind> {
        let mut parts = text.split(':');
        let kind = match parts.next()? {
            "random" => Kind::Random,
            "greedy" => Kind::Greedy,
            "mcts" => {
                let mut b = Budget::default();
                let number = |p: Option<&str>, into: &mut u32| -> Option<()> {
                    if let Some(p) = p {
                        *into = p.parse().ok().filter(|n| *n >= 1)?;
                    }
                    Some(())
                };
                number(parts.next(), &mut b.playouts)?;
                number(parts.next(), &mut b.depth)?;
                Kind::Mcts(b)
            }
            _ => return None,
        };
        parts.next().is_none().then_some(kind)
    }

    pub fn name(&self) -> String {
        match self {
            Kind::Random => "random".into(),
            Kind::Greedy => "greedy".into(),
            Kind::Mcts(b) => format!("mcts:{}:{}", b.playouts, b.depth),
        }
    }
}

/// A seat's agent: random, or searching ahead.
pub struct Agent {
    kind: Kind,
    random: RandomAgent,
    search: search::Search,
    /// Actions the rules refused in the position with this hash (their answers could
    /// not be met): not chosen again there, so a search never insists on one.
    refused: (u64, Vec<Action>),
}

impl Agent {
    pub fn new(kind: Kind, seed: u64) -> Self {
        Agent {
            kind,
            random: RandomAgent::new(seed),
            search: search::Search::new(seed),
            refused: (0, Vec::new()),
        }
    }

    /// Forks of the game this agent has searched and judged so far.
    pub fn playouts(&self) -> u64 {
        self.search.playouts
    }

    /// The answers given during the last `step`, in order (for replays).
    pub fn last_answers(&self) -> &[Answer] {
        &self.random.last_answers
    }

    /// Takes one action for the player with opportunity — chosen at random or by
    /// searching forks of the game — and answers its questions at random. `None` when
    /// nobody may act.
    pub fn step(&mut self, engine: &mut Engine) -> Option<Outcome> {
        if self.kind == Kind::Random {
            return self.random.step(engine);
        }
        self.random.last_answers.clear();
        let player = engine.state().opportunity?;
        let hash = engine.state().state_hash();
        if self.refused.0 != hash {
            self.refused = (hash, Vec::new());
        }
        let actions: Vec<Action> = engine
            .legal_actions(player)
            .into_iter()
            .filter(|a| !self.refused.1.contains(a))
            .collect();
        let (game, host) = (engine.game(), engine.host());
        let action = match self.kind {
            Kind::Greedy => self.search.greedy(game, host, player, &actions),
            Kind::Mcts(budget) => self.search.mcts(game, host, player, &actions, budget),
            Kind::Random => None,
        }
        .or_else(|| self.random.choose(&actions))?;
        let out = self.random.act(engine, action);
        if let Some(Outcome::Refused(a, _)) = &out {
            self.refused.1.push(a.clone());
        }
        out
    }
}
