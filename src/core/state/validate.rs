//! Checking a position read from outside (a saved game) against the card database
//! before the engine runs it: every index in range, every object where it says it is.

use super::GameState;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::ruleset::CardDb;
use crate::core::stack::Target;
use crate::core::state::ZoneRef;
use thiserror::Error;

/// Why a position can't be played with a card database.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum InvalidState {
    #[error("the ruleset seats {expected} players, the saved game has {got}")]
    PlayerCount { expected: u8, got: usize },
    #[error("the ruleset declares {expected} zones per player, the saved game has {got}")]
    ZoneCount { expected: usize, got: usize },
    #[error("player in seat {seat} says it sits in seat {says}")]
    PlayerSeat { seat: usize, says: usize },
    #[error("object {object}: {why}")]
    Object { object: String, why: String },
    #[error("{what} names seat {seat}, but there are {players} players")]
    Seat {
        what: String,
        seat: usize,
        players: usize,
    },
    #[error("the phase index {phase} is not in the ruleset's turn ({phases} phases)")]
    Phase { phase: u8, phases: usize },
    #[error("the effects stack: {0}")]
    Stack(String),
    #[error("a title count names card index {0}, which is not in the card database")]
    TitleCard(u32),
    #[error("zone bookkeeping: {0}")]
    Zones(String),
}

impl GameState {
    /// Checks that this position can be played with `db`: the number of players and
    /// zones, every card index, object id, seat and phase in range, and every object
    /// listed in exactly the zone it says it is in.
    pub fn validate(&self, db: &CardDb) -> Result<(), InvalidState> {
        let players = self.players.len();
        if players != db.ruleset.players as usize {
            return Err(InvalidState::PlayerCount {
                expected: db.ruleset.players,
                got: players,
            });
        }
        if self.zones_per_player != db.zone_count()
            || self.zones.len() != players * self.zones_per_player
        {
            return Err(InvalidState::ZoneCount {
                expected: db.zone_count(),
                got: self.zones.len() / players.max(1),
            });
        }
        for (i, p) in self.players.iter().enumerate() {
            if p.id.0 as usize != i {
                return Err(InvalidState::PlayerSeat {
                    seat: i + 1,
                    says: p.id.seat() as usize,
                });
            }
        }
        let seat = |what: String, p: PlayerId| {
            if (p.0 as usize) < players {
                Ok(())
            } else {
                Err(InvalidState::Seat {
                    what,
                    seat: p.seat() as usize,
                    players,
                })
            }
        };
        let objects = self.objects.len();
        let object_ok = |id: ObjectId, why: &str| {
            if (id.0 as usize) < objects {
                Ok(())
            } else {
                Err(InvalidState::Stack(format!("{why} {id} does not exist")))
            }
        };
        for (i, o) in self.objects.iter().enumerate() {
            let bad = |why: String| InvalidState::Object {
                object: o.id.to_string(),
                why,
            };
            if o.id.0 as usize != i {
                return Err(bad(format!("listed as object #{i}")));
            }
            if o.card.0 as usize >= db.cards.len() {
                return Err(bad(format!(
                    "card index {} is not in the card database ({} cards)",
                    o.card.0,
                    db.cards.len()
                )));
            }
            seat(format!("object {}'s owner", o.id), o.owner)?;
            seat(format!("object {}'s controller", o.id), o.controller)?;
            if let ZoneRef::Player(p, z) = o.zone {
                seat(format!("object {}'s zone", o.id), p)?;
                if z.0 as usize >= self.zones_per_player {
                    return Err(bad(format!("zone index {} is not a zone", z.0)));
                }
            }
        }
        for (i, list) in self.zones.iter().enumerate() {
            if let Some(id) = list.iter().find(|id| id.0 as usize >= objects) {
                return Err(InvalidState::Zones(format!(
                    "zone list {i} names object {id}, which does not exist"
                )));
            }
        }
        for e in self.stack.entries() {
            object_ok(e.object, "an entry's object")?;
            seat("a stack entry's controller".into(), e.controller)?;
            let rested = e
                .rested_for_cost
                .iter()
                .chain(&e.moved_for_cost)
                .map(|r| &r.0);
            for &id in e.joined.iter().chain(&e.paid_with).chain(rested) {
                object_ok(id, "a joined or paying object")?;
            }
            for t in e.targets.iter().flat_map(|g| &g.chosen) {
                match *t {
                    Target::Object { id, .. } => object_ok(id, "a target")?,
                    Target::Player(p) => seat("a target".into(), p)?,
                    Target::Square(_) => {}
                }
            }
        }
        for l in &self.lasting {
            let bad = |why: String| InvalidState::Object {
                object: l.source.to_string(),
                why,
            };
            if l.source.0 as usize >= objects || l.card.0 as usize >= db.cards.len() {
                return Err(bad("a lasting effect's source does not exist".into()));
            }
            if let crate::core::lasting::LastingTarget::Object { id, .. } = l.target {
                if id.0 as usize >= objects {
                    return Err(bad(format!(
                        "a lasting effect affects {id}, which does not exist"
                    )));
                }
            }
            seat("a lasting effect's controller".into(), l.controller)?;
        }
        seat("the turn player".into(), self.turn_player)?;
        for p in &self.extra_turns {
            seat("a player owed an extra turn".into(), *p)?;
        }
        for (what, p) in [
            ("opportunity", self.opportunity),
            ("the winner", self.winner()),
        ] {
            if let Some(p) = p {
                seat(what.into(), p)?;
            }
        }
        if self.turns_taken.len() != players {
            return Err(InvalidState::PlayerCount {
                expected: db.ruleset.players,
                got: self.turns_taken.len(),
            });
        }
        let phases = db.ruleset.turn.as_ref().map_or(0, |t| t.phases.len());
        if phases > 0 && self.phase as usize >= phases {
            return Err(InvalidState::Phase {
                phase: self.phase,
                phases,
            });
        }
        for (o, name) in self.ability_uses.keys() {
            if self.object(*o).is_none() {
                return Err(InvalidState::Object {
                    object: o.to_string(),
                    why: format!("a count of its ability '{name}' names no object"),
                });
            }
        }
        for &p in self.acts.keys() {
            seat("a count of acts".into(), p)?;
        }
        for &(p, card) in self.title_uses.keys() {
            seat("a title count".into(), p)?;
            if card.0 as usize >= db.cards.len() {
                return Err(InvalidState::TitleCard(card.0));
            }
        }
        self.check_zones().map_err(InvalidState::Zones)
    }
}
