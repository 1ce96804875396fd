//! Activation resistance (seed 004): an activation action's score must beat the
//! resistance gathered against it. Every source and value is kept in a
//! [`ResistanceTrace`], like the cost trace, with the dice rolled and the outcome.
//!
//! The sources, in the order they are listed: the basic resistance; range and cover
//! from the actor to the targeted squares; the area of an indirect or Area Resistance
//! card; the creatures standing in the targeted squares; then the cards the targets'
//! players chose to resist with. The pipeline steps that ask for those cards and roll
//! the dice are in [`step`].

mod step;

pub use step::{Resistance, COMBINE_CARDS, OVERCOME_RESISTANCE};

use crate::core::board::{self, Square};
use crate::core::hooks::{Behaviors, HookError};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::ruleset::{Beat, CardDb, ResistanceRule};
use crate::core::state::GameState;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One source of resistance and what it adds.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ResistanceLine {
    pub source: String,
    /// The object behind it (a defending card, a creature), if any.
    pub object: Option<ObjectId>,
    pub value: i64,
}

/// The dice one card (or the action itself) added to the score.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ScoreLine {
    pub source: String,
    pub rolls: Vec<u32>,
    pub bonus: i64,
}

/// A whole activation check: the resistance, the score, the outcome, and where a missed
/// attack landed.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ResistanceTrace {
    pub lines: Vec<ResistanceLine>,
    pub resistance: i64,
    pub score_lines: Vec<ScoreLine>,
    pub score: i64,
    pub success: bool,
    /// For a failed attack: each aimed square and the square it landed on instead.
    pub landed: Vec<(Square, Square)>,
}

impl ResistanceTrace {
    /// A trace of the sources gathered so far, before any roll.
    pub fn new() -> Self {
        ResistanceTrace {
            lines: Vec::new(),
            resistance: 0,
            score_lines: Vec::new(),
            score: 0,
            success: false,
            landed: Vec::new(),
        }
    }

    pub fn add(&mut self, source: impl Into<String>, object: Option<ObjectId>, value: i64) {
        // Stats come from data a mod may write: never overflow.
        self.resistance = self.resistance.saturating_add(value);
        self.lines.push(ResistanceLine {
            source: source.into(),
            object,
            value,
        });
    }

    /// Records the rolled score and whether it beats the resistance.
    pub fn judge(&mut self, beat: Beat) {
        self.score = self.score_lines.iter().fold(0i64, |acc, l| {
            let rolled: i64 = l.rolls.iter().map(|&r| i64::from(r)).sum();
            acc.saturating_add(rolled.saturating_add(l.bonus))
        });
        self.success = match beat {
            Beat::Exceed => self.score > self.resistance,
            Beat::Meet => self.score >= self.resistance,
        };
    }
}

impl Default for ResistanceTrace {
    fn default() -> Self {
        ResistanceTrace::new()
    }
}

impl fmt::Display for ResistanceTrace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "resistance:")?;
        for l in &self.lines {
            writeln!(f, "  {:>+3}  {}", l.value, l.source)?;
        }
        writeln!(f, "  total {}", self.resistance)?;
        writeln!(f, "score:")?;
        for l in &self.score_lines {
            let rolls: Vec<String> = l.rolls.iter().map(u32::to_string).collect();
            let bonus = if l.bonus != 0 {
                format!(" {:+}", l.bonus)
            } else {
                String::new()
            };
            writeln!(f, "  [{}]{bonus}  {}", rolls.join(" "), l.source)?;
        }
        write!(
            f,
            "  total {} -> {}",
            self.score,
            if self.success { "success" } else { "failure" }
        )?;
        for (aimed, landed) in &self.landed {
            write!(f, "\n  missed: aimed at {aimed}, landed on {landed}")?;
        }
        Ok(())
    }
}

/// The activating player's creature on the board (the first of the rule's actor types).
pub fn actor(
    db: &CardDb,
    st: &GameState,
    rule: &ResistanceRule,
    player: PlayerId,
) -> Option<ObjectId> {
    let (zone, _) = board::board(db)?;
    st.zone(crate::core::state::ZoneRef::Player(player, zone))
        .iter()
        .copied()
        .find(|&id| {
            st.object(id).is_some_and(|o| {
                o.square.is_some()
                    && db
                        .card(o.card)
                        .types
                        .iter()
                        .any(|t| rule.actor_types.contains(t))
            })
        })
}

/// Adds the situation's resistance: basic, range, cover, area and the creatures in the
/// targeted squares. `from` is the actor's square; `harmful` whether the card is.
/// A creature resists a harmful effect with its own resistance unless its controller
/// is the one acting; willing or not, each adds at least the minimum.
#[allow(clippy::too_many_arguments)]
pub fn situation(
    db: &CardDb,
    hooks: &dyn Behaviors,
    st: &mut GameState,
    rule: &ResistanceRule,
    player: PlayerId,
    card: ObjectId,
    from: Square,
    squares: &[Square],
    harmful: bool,
    trace: &mut ResistanceTrace,
) -> Result<(), HookError> {
    trace.add("basic resistance", None, rule.basic);
    if let Some(range) = &rule.range {
        // The farthest square counts (the first chosen, on a tie).
        let far = squares
            .iter()
            .fold(None, |best: Option<Square>, &s| match best {
                Some(b) if from.distance(b) >= from.distance(s) => Some(b),
                _ => Some(s),
            });
        if let Some(sq) = far {
            let d = from.distance(sq);
            let bands = i64::from(d / range.every.max(1));
            if bands > 0 {
                trace.add(
                    format!("range: {d} squares to {sq}"),
                    None,
                    bands.saturating_mul(range.add),
                );
            }
        }
    }
    if rule.cover {
        let best = squares
            .iter()
            .filter_map(|&sq| board::cover_between(db, st, from, sq))
            .max_by_key(|(v, ..)| *v);
        if let Some((value, at, kind)) = best {
            trace.add(format!("cover: {kind} at {at}"), None, value);
        }
    }
    if let Some(area) = &rule.area {
        for kw in &area.keywords {
            if hooks.has_keyword(db, st, card, kw)? {
                let n = squares.len() as i64;
                trace.add(
                    format!("{kw}: {n} square(s) targeted"),
                    None,
                    n.saturating_mul(area.per_square),
                );
                break;
            }
        }
    }
    if let Some(occ) = &rule.occupants {
        for &sq in squares {
            for id in board::occupants(db, st, sq) {
                let Some(o) = st.object(id) else { continue };
                let unwilling = harmful && o.controller != player;
                let c = db.card(o.card);
                if !c.types.iter().any(|t| occ.types.contains(t)) {
                    continue;
                }
                let name = c.name.clone();
                let value = if unwilling {
                    hooks
                        .stat(db, st, id, &occ.stat)?
                        .unwrap_or(occ.min)
                        .max(occ.min)
                } else {
                    occ.min
                };
                trace.add(format!("{name} in {sq}"), Some(id), value);
            }
        }
    }
    Ok(())
}

/// Rolls `dice` dice of `sides` sides with the game RNG.
pub fn roll(st: &mut GameState, dice: u32, sides: u32) -> Vec<u32> {
    (0..dice)
        .map(|_| st.rng.below(u64::from(sides.max(1))) as u32 + 1)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn d6_res_1_score_must_exceed_the_resistance_unless_the_ruleset_says_meet() {
        let mut t = ResistanceTrace::new();
        t.add("basic resistance", None, 1);
        t.add("cover", None, 2);
        t.score_lines.push(ScoreLine {
            source: "Fireball".into(),
            rolls: vec![1, 2],
            bonus: 0,
        });
        t.judge(Beat::Exceed);
        assert_eq!((t.resistance, t.score, t.success), (3, 3, false));
        t.judge(Beat::Meet);
        assert!(t.success);
        t.score_lines[0].bonus = 1;
        t.judge(Beat::Exceed);
        assert_eq!((t.score, t.success), (4, true));
    }

    #[test]
    fn huge_values_from_a_hostile_mod_saturate_instead_of_overflowing() {
        let mut t = ResistanceTrace::new();
        t.add("a", None, i64::MAX);
        t.add("b", None, i64::MAX);
        t.score_lines.push(ScoreLine {
            source: "x".into(),
            rolls: vec![6],
            bonus: i64::MAX,
        });
        t.judge(Beat::Exceed);
        assert_eq!(
            (t.resistance, t.score, t.success),
            (i64::MAX, i64::MAX, false)
        );
    }
}
