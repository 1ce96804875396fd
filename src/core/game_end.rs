//! How a game ends: a player reaches the ruleset's victory counter (KeyForge's third
//! key), or players lose by the ruleset's defeat conditions (a Grand Archive player whose
//! champion is gone, or who draws from an empty deck; a 6d6 party wiped off the board).
//! The conditions are ruleset data (`victory`, `defeat`); nothing here names a game.
//!
//! The driver checks the defeat conditions whenever an action is done (the game state
//! checks), and the primitives decide the game at once where the rules say so (a victory
//! counter reached, a draw from an empty deck).

use crate::core::events::Event;
use crate::core::hooks::Behaviors;
use crate::core::ids::PlayerId;
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, ZoneRef};
use serde::{Deserialize, Serialize};

/// The end of a game: who won (`None`: a draw) and which rule ended it (the ruleset's
/// reason id).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameOver {
    pub winner: Option<PlayerId>,
    pub reason: String,
}

impl std::fmt::Display for GameOver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.winner {
            Some(p) => write!(f, "{p} won ({})", self.reason),
            None => write!(f, "a draw ({})", self.reason),
        }
    }
}

/// `player` wins for `reason`, unless the game is already over.
pub fn win(st: &mut GameState, player: PlayerId, reason: &str) {
    end(
        st,
        GameOver {
            winner: Some(player),
            reason: reason.to_string(),
        },
    );
}

/// `losers` lose together for `reason`: the one player left wins; if nobody is left,
/// the game is a draw. Does nothing once the game is over.
pub fn lose(st: &mut GameState, losers: &[PlayerId], reason: &str) {
    if losers.is_empty() {
        return;
    }
    let left: Vec<PlayerId> = (0..st.player_count() as u8)
        .map(PlayerId)
        .filter(|p| !losers.contains(p))
        .collect();
    let winner = match left.as_slice() {
        [one] => Some(*one),
        [] => None,
        // With several players left the game goes on (every ruleset here seats two).
        _ => return,
    };
    end(
        st,
        GameOver {
            winner,
            reason: reason.to_string(),
        },
    );
}

fn end(st: &mut GameState, over: GameOver) {
    if st.over.is_some() {
        return;
    }
    st.emit(Event::GameOver {
        winner: over.winner,
        reason: over.reason.clone(),
    });
    st.over = Some(over);
    st.opportunity = None;
}

/// The game state checks for the ruleset's defeat conditions. A player who controls an
/// object a condition names is marked as having had one; a marked player who controls
/// none any more loses. Players losing together draw.
pub fn check(db: &CardDb, st: &mut GameState, hooks: &dyn Behaviors) {
    if st.over.is_some() {
        return;
    }
    for rule in &db.ruleset.defeat.without {
        let Some(z) = db.zone(&rule.zone) else {
            continue;
        };
        let mut losers = Vec::new();
        for i in 0..st.player_count() as u8 {
            let p = PlayerId(i);
            // Its types now: an ally that became its player's champion is one (a
            // failing condition of a type change leaves the printed ones).
            let held: Vec<_> = st
                .zone(ZoneRef::Player(p, z))
                .iter()
                .copied()
                .filter(|&o| st.object(o).is_some_and(|o| o.controller == p))
                .collect();
            let has = held.into_iter().any(|o| {
                crate::core::lasting::is_type_or_printed(db, st, hooks, o, |t| {
                    rule.types.iter().any(|r| r == t)
                })
            });
            let had = st
                .player(p)
                .is_some_and(|pl| pl.held.contains(&rule.reason));
            if has && !had {
                if let Some(pl) = st.player_mut(p) {
                    pl.held.push(rule.reason.clone());
                }
            } else if !has && had {
                losers.push(p);
            }
        }
        lose(st, &losers, &rule.reason);
    }
}
