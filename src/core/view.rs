//! What one player may see of the game: a serializable picture of the position in which
//! objects in zones hidden from that player are placeholders, and things are named by
//! their ids and names (1-based seats, zone ids, card ids), never by internal indices.

use crate::core::decision::Decision;
use crate::core::ids::{ObjectId, PlayerId, ZoneIdx};
use crate::core::ruleset::CardDb;
use crate::core::state::{GameObject, GameState, ZoneRef};
use crate::core::turn;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Who may see the objects in a zone (a ruleset's `visibility` for it).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Visibility {
    /// Every player sees every object in it (field, discard).
    #[default]
    Public,
    /// Only the zone's owner sees the objects (hand); the others see how many.
    Owner,
    /// Nobody sees the objects, only how many there are (deck).
    Hidden,
}

impl Visibility {
    /// Whether `viewer` sees the objects of a zone owned by `owner`.
    pub fn shows(self, owner: PlayerId, viewer: PlayerId) -> bool {
        match self {
            Visibility::Public => true,
            Visibility::Owner => owner == viewer,
            Visibility::Hidden => false,
        }
    }
}

/// A player, by 1-based seat and name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRef {
    pub seat: u8,
    pub name: String,
}

impl PlayerRef {
    pub fn of(st: &GameState, p: PlayerId) -> Self {
        PlayerRef {
            seat: p.seat(),
            name: st.player(p).map(|x| x.name.clone()).unwrap_or_default(),
        }
    }
}

/// An object, by id, card id and card name.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ObjectRef {
    pub id: u32,
    pub card: String,
    pub name: String,
}

impl ObjectRef {
    pub fn of(db: &CardDb, st: &GameState, id: ObjectId) -> Self {
        let card = st.object(id).and_then(|o| db.cards.get(o.card.0 as usize));
        ObjectRef {
            id: id.0,
            card: card.map(|c| c.id.clone()).unwrap_or_default(),
            name: card.map(|c| c.name.clone()).unwrap_or_default(),
        }
    }
}

/// A zone by name: a player's zone (`owner` is the seat), the effects stack or
/// nowhere (`owner` is `None`, `zone` is `"stack"` or `"gone"`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ZoneName {
    pub owner: Option<u8>,
    pub zone: String,
}

impl ZoneName {
    pub fn of(db: &CardDb, z: ZoneRef) -> Self {
        match z {
            ZoneRef::Player(p, zi) => ZoneName {
                owner: Some(p.seat()),
                zone: db
                    .ruleset
                    .zones
                    .get(zi.0 as usize)
                    .map(|d| d.id.clone())
                    .unwrap_or_default(),
            },
            ZoneRef::Stack => ZoneName {
                owner: None,
                zone: "stack".into(),
            },
            ZoneRef::Gone => ZoneName {
                owner: None,
                zone: "gone".into(),
            },
        }
    }
}

/// What a player sees of the position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    /// The player this view is for.
    pub viewer: PlayerRef,
    pub turn: u32,
    pub turn_player: u8,
    /// The current phase's id (none without a turn structure).
    pub phase: Option<String>,
    /// The seat of the player who may act now.
    pub opportunity: Option<u8>,
    pub winner: Option<u8>,
    /// Why the game ended, once it has (the ruleset's reason; `winner` is `None` in a
    /// draw).
    pub game_over: Option<String>,
    pub players: Vec<PlayerView>,
    /// The effects stack, bottom first.
    pub stack: Vec<StackItemView>,
    /// The seat of the player a pending decision waits on.
    pub waiting_on: Option<u8>,
    /// The pending decision, when it is the viewer's to answer.
    pub decision: Option<Decision>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    pub player: PlayerRef,
    pub counters: BTreeMap<String, i64>,
    pub declared: BTreeMap<String, String>,
    pub elements: Vec<String>,
    /// Every zone the ruleset declares, in its order.
    pub zones: Vec<ZoneView>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ZoneView {
    pub zone: String,
    pub visibility: Visibility,
    /// Whether the order of the objects matters (a deck); objects are bottom first.
    pub ordered: bool,
    pub count: usize,
    /// Every object, bottom first; a hidden one is a placeholder.
    pub objects: Vec<ObjectView>,
}

/// An object as the viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ObjectView {
    /// An object the viewer may not see: only that it is there.
    Hidden,
    Known(KnownObject),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KnownObject {
    pub object: ObjectRef,
    pub controller: u8,
    pub rested: bool,
    pub damage: i64,
    pub counters: BTreeMap<String, i64>,
    pub face_down: bool,
    /// The square it stands on (column, row), on a board.
    pub square: Option<(u8, u8)>,
}

/// An entry of the effects stack: a card being played or an ability.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackItemView {
    pub object: ObjectRef,
    pub controller: u8,
    /// The ability's name (a use or a triggered ability's label); `None` for a card.
    pub ability: Option<String>,
    pub modes: Vec<String>,
}

fn known(db: &CardDb, st: &GameState, o: &GameObject) -> KnownObject {
    KnownObject {
        object: ObjectRef::of(db, st, o.id),
        controller: o.controller.seat(),
        rested: o.rested,
        damage: o.damage,
        counters: o.counters.clone(),
        face_down: o.face_down,
        square: o.square.map(|s| (s.x, s.y)),
    }
}

/// What `viewer` sees of `st`; `pending` is the decision the game waits on, if any.
pub fn view(db: &CardDb, st: &GameState, pending: Option<&Decision>, viewer: PlayerId) -> View {
    let players = st
        .players()
        .iter()
        .map(|p| PlayerView {
            player: PlayerRef::of(st, p.id),
            counters: p.counters.clone(),
            declared: p.declared.clone(),
            elements: p.elements.clone(),
            zones: db
                .ruleset
                .zones
                .iter()
                .enumerate()
                .map(|(i, def)| {
                    let ids = st.zone(ZoneRef::Player(p.id, ZoneIdx(i as u8)));
                    let visibility = def.seen_by();
                    let objects = ids
                        .iter()
                        .filter_map(|id| st.object(*id))
                        .map(|o| {
                            if crate::core::query::visible_to(db, o, viewer) {
                                ObjectView::Known(known(db, st, o))
                            } else {
                                ObjectView::Hidden
                            }
                        })
                        .collect();
                    ZoneView {
                        zone: def.id.clone(),
                        visibility,
                        ordered: def.ordered,
                        count: ids.len(),
                        objects,
                    }
                })
                .collect(),
        })
        .collect();
    let stack = st
        .stack
        .entries()
        .iter()
        .map(|e| StackItemView {
            object: ObjectRef::of(db, st, e.object),
            controller: e.controller.seat(),
            ability: e.ability.as_ref().map(|a| a.name().to_string()),
            modes: e.modes.clone(),
        })
        .collect();
    View {
        viewer: PlayerRef::of(st, viewer),
        turn: st.turn,
        turn_player: st.turn_player.seat(),
        phase: turn::current(db, st).map(|p| p.id.clone()),
        opportunity: st.opportunity.map(PlayerId::seat),
        winner: st.winner().map(PlayerId::seat),
        game_over: st.over.as_ref().map(|o| o.reason.clone()),
        players,
        stack,
        waiting_on: pending.map(|d| d.player.seat()),
        decision: pending.filter(|d| d.player == viewer).cloned(),
    }
}
