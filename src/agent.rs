//! A random legal-move agent: plays any ruleset by trying actions and answering
//! questions at random, with its own seeded RNG. For simulations, property tests and
//! benches; it knows no rules, it only asks the engine.

use crate::core::decision::{Answer, Decision, Options};
use crate::core::game::{Action, ActionError, Progress};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::ZoneRef;
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
    /// An action was refused; the engine says the game is unchanged.
    Refused(Action, ActionError),
}

impl RandomAgent {
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

    /// Every action the player with opportunity might try: pass, activate any card in a
    /// zone, materialize any card, use any object in play, declare any value. Most are refused by the rules; that is the point.
    pub fn candidates(engine: &Engine) -> Vec<Action> {
        let st = engine.state();
        let Some(player) = st.opportunity else {
            return Vec::new();
        };
        let db = engine.game.db();
        let mut out = vec![Action::Pass { player }];
        let mut add = |zones: &[String], make: fn(PlayerId, ObjectId) -> Action| {
            for z in zones.iter().filter_map(|z| db.zone(z)) {
                for &o in st.zone(ZoneRef::Player(player, z)) {
                    out.push(make(player, o));
                }
            }
        };
        add(&db.ruleset.activate_from, |player, object| {
            Action::Activate { player, object }
        });
        if let Some(m) = &db.ruleset.materialize {
            add(&m.from, |player, object| Action::Materialize {
                player,
                object,
            });
        }
        for u in &db.ruleset.uses {
            for z in u.from.iter().filter_map(|z| db.zone(z)) {
                for &object in st.zone(ZoneRef::Player(player, z)) {
                    out.push(Action::Use {
                        player,
                        object,
                        ability: u.id.clone(),
                    });
                }
            }
        }
        for value in engine.game.declare_choices(player) {
            out.push(Action::Declare { player, value });
        }
        out
    }

    /// Tries one random action (passing more rarely than acting) and answers every
    /// question it raises. A wrong answer can't happen: answers come from the options.
    pub fn step(&mut self, engine: &mut Engine) -> Option<Outcome> {
        self.last_answers.clear();
        let actions = Self::candidates(engine);
        if actions.is_empty() {
            return None;
        }
        // Pass one time in four, so games move on through phases and turns.
        let action = if actions.len() == 1 || self.rng.random_range(0..4) == 0 {
            actions[0].clone()
        } else {
            actions[self.rng.random_range(1..actions.len())].clone()
        };
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
