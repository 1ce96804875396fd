//! Decisions: whenever a player must choose, the engine stops and returns a [`Decision`];
//! the host answers and the engine resumes. [`Decider`] drives that loop synchronously.

use crate::core::board::Square;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::GameState;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;

/// What a decision is about: the pipeline step or script that asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Choice {
    /// Step 1.3: the value of X.
    DeclareX,
    /// Step 1.3: which alternative cost to pay, if any.
    AlternativeCost,
    /// Step 1.3: which optional costs to pay.
    OptionalCosts,
    /// Step 1.4 (and 1.8.2 for modes added by a payment).
    Modes,
    /// Step 1.5.
    Targets,
    /// Step 1.8: the cards or objects that pay the numeric cost.
    PayCost,
    /// Step 1.8: the objects that pay an additional, optional or alternative cost part.
    PayCostPart,
    /// Which cards join the activation action (6d6: a skill with the effect card).
    Combine,
    /// Which cards a target's player resists a harmful effect with (6d6).
    Defend,
    /// A card script asked during resolution.
    Script,
    /// A resolution offers the cards its player is looking at that may be activated now
    /// for an alternative cost usable while looked at (Grand Archive's Starcalling while
    /// glimpsing): one of them, or none.
    ActivateLookedAt,
    /// Where a played card enters a line of objects (KeyForge: a flank of the
    /// battleline, or between two creatures with deploy).
    Place,
    /// The way a card is played, one of its card's `may_play_as` entries or itself
    /// (KeyForge: a creature played as an upgrade), named by card types.
    PlayAs,
    /// What a played card attaches to (KeyForge: the creature an upgrade is played on).
    Attach,
    /// The order in which several things happen, first first (Grand Archive: the order in
    /// which the retaliating units deal their combat damage, and which of a player's
    /// abilities that triggered together goes on the stack next; KeyForge: which of the
    /// abilities that triggered together — with a card's own Play: ability — resolves
    /// next).
    Order,
    /// Which kind a player's purchase gains, one they have none of (KeyForge: the colour
    /// of the key they forge), answered with one option name.
    Purchase,
}

/// The allowed answers.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Options {
    Number {
        min: i64,
        max: i64,
    },
    Names {
        names: Vec<String>,
        min: usize,
        max: usize,
    },
    Objects {
        candidates: Vec<ObjectId>,
        min: usize,
        max: usize,
    },
    Squares {
        candidates: Vec<Square>,
        min: usize,
        max: usize,
    },
}

/// A question the engine is waiting on.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Decision {
    pub player: PlayerId,
    pub choice: Choice,
    pub prompt: String,
    pub options: Options,
}

/// An answer to a [`Decision`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Answer {
    Number(i64),
    Names(Vec<String>),
    Objects(Vec<ObjectId>),
    Squares(Vec<Square>),
}

impl Answer {
    /// The objects the answer names (none for an answer of another kind).
    pub fn into_objects(self) -> Vec<ObjectId> {
        match self {
            Answer::Objects(o) => o,
            _ => Vec::new(),
        }
    }

    /// The names the answer names (none for an answer of another kind).
    pub fn into_names(self) -> Vec<String> {
        match self {
            Answer::Names(n) => n,
            _ => Vec::new(),
        }
    }

    /// The squares the answer names (none for an answer of another kind).
    pub fn into_squares(self) -> Vec<Square> {
        match self {
            Answer::Squares(s) => s,
            _ => Vec::new(),
        }
    }
}

impl Decision {
    /// Checks an answer against the allowed options; the error says what was expected.
    pub fn check(&self, answer: &Answer) -> Result<(), String> {
        match (&self.options, answer) {
            (Options::Number { min, max }, Answer::Number(n)) => {
                if n < min || n > max {
                    return Err(format!("expected a number from {min} to {max}, got {n}"));
                }
            }
            (Options::Names { names, min, max }, Answer::Names(given)) => {
                count_ok(given.len(), *min, *max)?;
                for g in given {
                    if !names.contains(g) {
                        return Err(format!("'{g}' is not one of {names:?}"));
                    }
                }
                if has_duplicates(given) {
                    return Err("the same option was chosen twice".into());
                }
            }
            (
                Options::Objects {
                    candidates,
                    min,
                    max,
                },
                Answer::Objects(given),
            ) => {
                count_ok(given.len(), *min, *max)?;
                for g in given {
                    if !candidates.contains(g) {
                        return Err(format!("object {g} is not a legal choice"));
                    }
                }
                if has_duplicates(given) {
                    return Err("the same object was chosen twice".into());
                }
            }
            (
                Options::Squares {
                    candidates,
                    min,
                    max,
                },
                Answer::Squares(given),
            ) => {
                count_ok(given.len(), *min, *max)?;
                for g in given {
                    if !candidates.contains(g) {
                        return Err(format!("square {g} is not a legal choice"));
                    }
                }
                if has_duplicates(given) {
                    return Err("the same square was chosen twice".into());
                }
            }
            (expected, _) => {
                return Err(format!(
                    "expected {}, got {}",
                    expected.describe(),
                    answer.describe()
                ))
            }
        }
        Ok(())
    }
}

fn count_ok(n: usize, min: usize, max: usize) -> Result<(), String> {
    if n < min || n > max {
        if min == max {
            return Err(format!("expected exactly {min} choice(s), got {n}"));
        }
        return Err(format!("expected {min} to {max} choice(s), got {n}"));
    }
    Ok(())
}

fn has_duplicates<T: PartialEq>(v: &[T]) -> bool {
    v.iter().enumerate().any(|(i, a)| v[..i].contains(a))
}

impl Options {
    pub fn describe(&self) -> &'static str {
        match self {
            Options::Number { .. } => "a number",
            Options::Names { .. } => "a list of option names",
            Options::Objects { .. } => "a list of objects",
            Options::Squares { .. } => "a list of squares",
        }
    }
}

impl Answer {
    pub fn describe(&self) -> &'static str {
        match self {
            Answer::Number(_) => "a number",
            Answer::Names(_) => "a list of option names",
            Answer::Objects(_) => "a list of objects",
            Answer::Squares(_) => "a list of squares",
        }
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} decides ({:?}): {}",
            self.player, self.choice, self.prompt
        )
    }
}

/// Answers decisions synchronously (tests, benches, simulations, AI seats).
pub trait Decider {
    fn decide(&mut self, state: &GameState, decision: &Decision) -> Result<Answer, String>;
}

/// Answers from a queue, in order; fails loudly on a question it did not expect.
#[derive(Debug, Default)]
pub struct ScriptedDecider {
    queue: VecDeque<(Choice, Answer)>,
}

impl ScriptedDecider {
    pub fn new(answers: impl IntoIterator<Item = (Choice, Answer)>) -> Self {
        ScriptedDecider {
            queue: answers.into_iter().collect(),
        }
    }

    pub fn push(&mut self, choice: Choice, answer: Answer) {
        self.queue.push_back((choice, answer));
    }

    pub fn remaining(&self) -> usize {
        self.queue.len()
    }
}

impl Decider for ScriptedDecider {
    fn decide(&mut self, _state: &GameState, decision: &Decision) -> Result<Answer, String> {
        match self.queue.pop_front() {
            None => Err(format!("unexpected question, no answer queued: {decision}")),
            Some((choice, _)) if choice != decision.choice => Err(format!(
                "expected an answer for {:?}, but the engine asked: {decision}",
                choice
            )),
            Some((_, answer)) => Ok(answer),
        }
    }
}

/// Picks the first legal answer: the minimum number, the first options, the first objects.
#[derive(Debug, Default)]
pub struct FirstChoiceDecider;

impl Decider for FirstChoiceDecider {
    fn decide(&mut self, _state: &GameState, d: &Decision) -> Result<Answer, String> {
        Ok(match &d.options {
            Options::Number { min, .. } => Answer::Number(*min),
            Options::Names { names, min, .. } => Answer::Names(names[..*min].to_vec()),
            Options::Objects {
                candidates, min, ..
            } => Answer::Objects(candidates[..*min].to_vec()),
            Options::Squares {
                candidates, min, ..
            } => Answer::Squares(candidates[..*min].to_vec()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn objects(min: usize, max: usize) -> Decision {
        Decision {
            player: PlayerId(0),
            choice: Choice::Targets,
            prompt: "pick".into(),
            options: Options::Objects {
                candidates: vec![ObjectId(1), ObjectId(2), ObjectId(3)],
                min,
                max,
            },
        }
    }

    #[test]
    fn answer_outside_candidates_is_rejected() {
        let d = objects(1, 1);
        assert!(d.check(&Answer::Objects(vec![ObjectId(9)])).is_err());
        assert!(d.check(&Answer::Objects(vec![ObjectId(2)])).is_ok());
    }

    #[test]
    fn answer_count_and_duplicates_are_checked() {
        let d = objects(0, 2);
        assert!(d.check(&Answer::Objects(vec![])).is_ok());
        assert!(d
            .check(&Answer::Objects(vec![
                ObjectId(1),
                ObjectId(2),
                ObjectId(3)
            ]))
            .is_err());
        assert!(d
            .check(&Answer::Objects(vec![ObjectId(1), ObjectId(1)]))
            .is_err());
        assert!(d.check(&Answer::Number(1)).is_err());
    }

    #[test]
    fn scripted_decider_fails_loudly_on_unexpected_question() {
        let mut dec = ScriptedDecider::new([(Choice::DeclareX, Answer::Number(2))]);
        let err = dec
            .decide(&GameState::default(), &objects(1, 1))
            .unwrap_err();
        assert!(err.contains("expected an answer for DeclareX"), "{err}");
        let err = dec
            .decide(&GameState::default(), &objects(1, 1))
            .unwrap_err();
        assert!(err.contains("no answer queued"), "{err}");
    }
}
