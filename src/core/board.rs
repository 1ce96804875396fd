//! A board of squares (6d6): a zone kind a ruleset may declare. Objects in a board zone
//! stand on a square; distance between squares is counted in king's moves (a diagonal
//! step is one square), and terrain on the squares between two creatures gives cover.
//!
//! Each player's board zone holds their own objects; the board everyone sees is the union
//! of those zones, so "who stands here" looks through every player's board zone.

use crate::core::ids::{ObjectId, PlayerId, ZoneIdx};
use crate::core::ruleset::{BoardDef, CardDb};
use crate::core::state::{GameState, ZoneRef};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A square of the board, 0-based column `x` and row `y`.
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, Default,
)]
pub struct Square {
    pub x: u8,
    pub y: u8,
}

impl Square {
    pub fn new(x: u8, y: u8) -> Self {
        Square { x, y }
    }

    /// Squares between `self` and `other` in king's moves.
    pub fn distance(self, other: Square) -> u32 {
        let dx = (i32::from(self.x) - i32::from(other.x)).unsigned_abs();
        let dy = (i32::from(self.y) - i32::from(other.y)).unsigned_abs();
        dx.max(dy)
    }

    /// The squares a straight line from `self` to `to` passes through, `self` excluded
    /// and `to` included (a Bresenham line: the same squares whichever way it is walked
    /// is not promised, so cover is always traced from the actor).
    pub fn line_to(self, to: Square) -> Vec<Square> {
        let (mut x, mut y) = (i32::from(self.x), i32::from(self.y));
        let (tx, ty) = (i32::from(to.x), i32::from(to.y));
        let (dx, dy) = ((tx - x).abs(), -(ty - y).abs());
        let (sx, sy) = (if x < tx { 1 } else { -1 }, if y < ty { 1 } else { -1 });
        let mut err = dx + dy;
        let mut out = Vec::new();
        while (x, y) != (tx, ty) {
            let e2 = 2 * err;
            if e2 >= dy {
                err += dy;
                x += sx;
            }
            if e2 <= dx {
                err += dx;
                y += sy;
            }
            out.push(Square::new(x as u8, y as u8));
        }
        out
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.x, self.y)
    }
}

/// The ruleset's board zone and its size, if it declares one.
pub fn board(db: &CardDb) -> Option<(ZoneIdx, &BoardDef)> {
    db.ruleset
        .zones
        .iter()
        .enumerate()
        .find_map(|(i, z)| z.board.as_ref().map(|b| (ZoneIdx(i as u8), b)))
}

/// Whether `sq` lies on the board.
pub fn on_board(def: &BoardDef, sq: Square) -> bool {
    sq.x < def.width && sq.y < def.height
}

/// Every square within `radius` of `centre` that lies on the board, row by row.
pub fn squares_within(def: &BoardDef, centre: Square, radius: u32) -> Vec<Square> {
    let r = radius.min(255) as i32;
    let mut out = Vec::new();
    for y in (i32::from(centre.y) - r)..=(i32::from(centre.y) + r) {
        for x in (i32::from(centre.x) - r)..=(i32::from(centre.x) + r) {
            if (0..i32::from(def.width)).contains(&x) && (0..i32::from(def.height)).contains(&y) {
                out.push(Square::new(x as u8, y as u8));
            }
        }
    }
    out
}

/// The objects standing on `sq`, in seat order then in the order they arrived.
pub fn occupants(db: &CardDb, st: &GameState, sq: Square) -> Vec<ObjectId> {
    let Some((zone, _)) = board(db) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for p in 0..st.player_count() {
        for &id in st.zone(ZoneRef::Player(PlayerId(p as u8), zone)) {
            if st.object(id).and_then(|o| o.square) == Some(sq) {
                out.push(id);
            }
        }
    }
    out
}

/// The square an object stands on, if it is on the board.
pub fn square_of(st: &GameState, id: ObjectId) -> Option<Square> {
    st.object(id).and_then(|o| o.square)
}

/// The best cover between `from` and `to`: the highest cover value of the terrain on
/// the squares a line from `from` passes through, `to` included, with where it is.
pub fn cover_between(
    db: &CardDb,
    st: &GameState,
    from: Square,
    to: Square,
) -> Option<(i64, Square, String)> {
    let (_, def) = board(db)?;
    let mut best: Option<(i64, Square, String)> = None;
    for sq in from.line_to(to) {
        let Some(kind) = st.terrain().get(&sq) else {
            continue;
        };
        let value = def
            .terrain
            .iter()
            .find(|t| &t.id == kind)
            .map_or(0, |t| t.cover);
        if value > 0 && best.as_ref().is_none_or(|(b, ..)| value > *b) {
            best = Some((value, sq, kind.clone()));
        }
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_counts_a_diagonal_step_as_one_square() {
        assert_eq!(Square::new(0, 0).distance(Square::new(3, 2)), 3);
        assert_eq!(Square::new(4, 4).distance(Square::new(4, 4)), 0);
        assert_eq!(Square::new(5, 1).distance(Square::new(1, 2)), 4);
    }

    #[test]
    fn a_line_excludes_its_start_and_ends_on_the_target() {
        let line = Square::new(0, 0).line_to(Square::new(3, 0));
        assert_eq!(
            line,
            vec![Square::new(1, 0), Square::new(2, 0), Square::new(3, 0)]
        );
        let diag = Square::new(0, 0).line_to(Square::new(2, 2));
        assert_eq!(diag, vec![Square::new(1, 1), Square::new(2, 2)]);
        assert!(Square::new(2, 2).line_to(Square::new(2, 2)).is_empty());
    }

    #[test]
    fn squares_within_stay_on_the_board() {
        let def = BoardDef {
            width: 3,
            height: 3,
            terrain: Vec::new(),
        };
        assert_eq!(squares_within(&def, Square::new(0, 0), 1).len(), 4);
        assert_eq!(squares_within(&def, Square::new(1, 1), 1).len(), 9);
        assert_eq!(
            squares_within(&def, Square::new(1, 1), 0),
            vec![Square::new(1, 1)]
        );
    }
}
