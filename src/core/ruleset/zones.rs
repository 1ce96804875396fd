//! Zone definitions: what a ruleset's zones are and who sees into them.

use serde::{Deserialize, Serialize};

impl ZoneDef {
    /// Who may see the objects in the zone.
    pub fn seen_by(&self) -> crate::core::view::Visibility {
        use crate::core::view::Visibility;
        self.visibility.unwrap_or(if self.hidden {
            Visibility::Hidden
        } else {
            Visibility::Public
        })
    }
}

#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoneDef {
    pub id: String,
    /// Who may see the objects in it (`Public` if omitted). Overrides `hidden`.
    #[serde(default)]
    pub visibility: Option<crate::core::view::Visibility>,
    /// Older spelling: `hidden: true` is `visibility: Hidden`.
    #[serde(default)]
    pub hidden: bool,
    /// Whether the order of its objects matters (a deck).
    #[serde(default)]
    pub ordered: bool,
    /// The zone is a line: objects next to each other in it are neighbours (KeyForge's
    /// battleline).
    #[serde(default)]
    pub line: bool,
    /// The zone is a board of squares: its objects stand on squares (6d6).
    #[serde(default)]
    pub board: Option<BoardDef>,
    /// In play, only objects of these card types (as effects make them now) stay in it:
    /// the state-based check moves one that is of none of them, as the same object, to
    /// its player's zone in play that holds one of its types (KeyForge: an artifact that
    /// was a creature leaves the battleline for the artifacts, RULE-SHIFT-2). Empty: any.
    #[serde(default)]
    pub holds: Vec<String>,
}

/// A card of type `card_type` (and with the printed `keyword`, if one is named) that would
/// be put into one of the zones `to` (from one of `from`, if any are named) goes to its
/// owner's `instead`. The type is the card's default side's, whatever face it shows (a
/// transformed object leaving the field). Redirects apply in the ruleset's order, each to
/// the destination the ones before it left (a regalia banished instead of going to the
/// graveyard, then Renewable sending it to the material deck). An empty `card_type` is
/// any type, an empty `to` any zone; with `unowned`, only a card leaving a zone of a player
/// who does not own it (KeyForge: a card leaving an archive it was put into by another
/// player goes to its owner's hand instead). `from` may name `"stack"`: a card leaving the
/// effects stack as it resolves. With `status`, the card has that status where it arrives
/// (Grand Archive's Preserve: a card put into the material deck Preserved).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ZoneRedirect {
    #[serde(default)]
    pub card_type: String,
    #[serde(default)]
    pub keyword: Option<String>,
    #[serde(default)]
    pub from: Vec<String>,
    #[serde(default)]
    pub to: Vec<String>,
    #[serde(default)]
    pub unowned: bool,
    pub instead: String,
    #[serde(default)]
    pub status: Option<String>,
}

/// A board of `width` x `height` squares and the kinds of terrain that may lie on them.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BoardDef {
    pub width: u8,
    pub height: u8,
    #[serde(default)]
    pub terrain: Vec<TerrainDef>,
}

/// Terrain that gives `cover` to whatever a line of attack reaches through it.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TerrainDef {
    pub id: String,
    #[serde(default)]
    pub cover: i64,
}

/// A zone of cards under an object (an object-specific zone: Grand Archive's loaded
/// cards): each card in it is attached to its object and is no object itself; when the
/// object leaves play they go to their owner's `leave_to` zone — or, with `follow`, to
/// their owner's zone of the name the object went to (a card that is one with the object:
/// KeyForge's other half of a gigantic creature), `leave_to` if it went to no player's zone.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnderZone {
    pub zone: String,
    pub leave_to: String,
    #[serde(default)]
    pub follow: bool,
}
