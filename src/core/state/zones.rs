//! Where objects are: creating them, moving them between zones (the one place zone
//! lists change, with the journal recording each change), reordering a zone, changing
//! control, and the two "this object is another card for now" changes (`play_as`,
//! `transform`) that a zone change resets.

use super::{GameObject, GameState, Undo, ZoneRef};
use crate::core::ids::{CardIdx, ObjectId, PlayerId, ZoneIdx};
use std::collections::{BTreeMap, BTreeSet};

impl GameState {
    /// Creates an object at the top of a player's zone. Setup only: not an event.
    pub fn create_object(&mut self, card: CardIdx, owner: PlayerId, zone: ZoneIdx) -> ObjectId {
        self.create_in(card, owner, ZoneRef::Player(owner, zone))
    }

    /// Creates an object in any zone (a copy goes straight onto the stack).
    pub fn create_in(&mut self, card: CardIdx, owner: PlayerId, zone: ZoneRef) -> ObjectId {
        self.touch(zone);
        let id = ObjectId(self.objects.len() as u32);
        let timestamp = self.new_timestamp();
        self.objects.push(GameObject {
            id,
            card,
            owner,
            controller: owner,
            zone,
            generation: 0,
            timestamp,
            face_down: false,
            rested: false,
            damage: 0,
            counters: BTreeMap::new(),
            x: 0,
            alternative_cost: None,
            copy: false,
            square: None,
            attached_to: None,
            own_card: None,
            front: None,
            destroying: None,
            statuses: BTreeSet::new(),
            damaged_on: None,
            damage_that_turn: 0,
            destroyed_by: None,
            destroyed_cause: None,
            notes: BTreeMap::new(),
            paid_with: Vec::new(),
            added_icons: Vec::new(),
            printed_attributes: BTreeMap::new(),
            gained: Vec::new(),
        });
        if let ZoneRef::Player(p, z) = zone {
            let slot = self.zone_slot(p, z);
            self.zones[slot].push(id);
            self.record(Undo::ZonePushed(slot));
        }
        id
    }

    /// Reorders a zone (a shuffle). The caller records the event.
    pub(crate) fn reorder(&mut self, zone: ZoneRef, order: Vec<ObjectId>) {
        if let ZoneRef::Player(p, z) = zone {
            let slot = self.zone_slot(p, z);
            self.touch(zone);
            if let Some(list) = self.zones.get_mut(slot) {
                let old = std::mem::replace(list, order);
                self.record(Undo::ZoneOrder(slot, old));
            }
        }
    }

    /// Moves an object to the top of `to`, bumping its generation and giving it a new
    /// timestamp. The caller records the event; this is the one place zone lists change.
    pub(crate) fn relocate(&mut self, id: ObjectId, to: ZoneRef) {
        let Some(from) = self.object(id).map(|o| o.zone) else {
            return;
        };
        self.touch(from);
        self.touch(to);
        if let ZoneRef::Player(p, z) = from {
            let slot = self.zone_slot(p, z);
            if let Some(at) = self.zones[slot].iter().position(|o| *o == id) {
                self.zones[slot].remove(at);
                self.record(Undo::ZoneRemoved(slot, at, id));
            }
        }
        if let ZoneRef::Player(p, z) = to {
            let slot = self.zone_slot(p, z);
            self.zones[slot].push(id);
            self.record(Undo::ZonePushed(slot));
        }
        let timestamp = self.new_timestamp();
        if let Some(o) = self.object_mut(id) {
            o.zone = to;
            o.generation += 1;
            o.timestamp = timestamp;
            o.rested = false;
            o.damage = 0;
            o.face_down = false;
            o.counters.clear();
            o.attached_to = None;
            o.x = 0;
            o.alternative_cost = None;
            o.square = None;
            o.statuses.clear();
            o.notes.clear();
            o.paid_with.clear();
            o.damaged_on = None;
            o.damage_that_turn = 0;
            o.gained.clear();
            let front = o.front.take();
            if let Some(own) = o.own_card.take().or(front) {
                o.card = own;
            }
            if let ZoneRef::Player(p, _) = to {
                o.controller = p;
            }
        }
    }

    /// Makes `id` a copy of `card` until it changes zones (a card "treated as a copy" of
    /// another while it is played): it takes that card's characteristics and abilities
    /// and keeps its own attributes.
    pub(crate) fn play_as(&mut self, id: ObjectId, card: CardIdx) {
        if let Some(o) = self.object_mut(id) {
            o.own_card = Some(o.own_card.unwrap_or(o.card));
            o.card = card;
        }
    }

    /// Gives `id` the abilities of `card` besides its own (RULE-GAINED-1), until it
    /// changes zones or, with `turn`, only in that turn. False if it is gone or has them
    /// already (its own card's, or gained and still lasting).
    pub(crate) fn gain_abilities(
        &mut self,
        id: ObjectId,
        card: CardIdx,
        turn: Option<u32>,
    ) -> bool {
        let now = self.turn;
        let Some(o) = self.object(id) else {
            return false;
        };
        if o.zone == ZoneRef::Gone || o.ability_cards(now).any(|c| c == card) {
            return false;
        }
        if let Some(o) = self.object_mut(id) {
            o.gained.push(super::Gained { card, turn });
        }
        true
    }

    /// Shows `id` face down as a copy of `card` until it changes zones (a card standing
    /// for a token: KeyForge's token creatures); the zone change turns it back into
    /// itself, face up. Attributes are the copy's too.
    pub(crate) fn show_as_token(&mut self, id: ObjectId, card: CardIdx) {
        if let Some(o) = self.object_mut(id) {
            o.front = Some(o.own_card.take().unwrap_or(o.card));
            o.card = card;
            o.face_down = true;
        }
    }

    /// Turns `id`, face down standing for another card (a token creature), face up where
    /// it is: it is its own card again without changing zones (damage, counters,
    /// attachments and orientation kept) and its constant abilities take a new timestamp.
    pub(crate) fn turn_face_up(&mut self, id: ObjectId) {
        let timestamp = self.new_timestamp();
        if let Some(o) = self.object_mut(id) {
            if let Some(own) = o.front.take() {
                o.card = own;
            }
            o.face_down = false;
            o.timestamp = timestamp;
        }
    }

    /// Shows `id` as `card`, an entry its card may be played as (`may_play_as`: a
    /// creature played as an upgrade), until it changes zones; its own card is kept as a
    /// transformed object's default face is.
    pub(crate) fn show_face(&mut self, id: ObjectId, card: CardIdx) {
        if let Some(o) = self.object_mut(id) {
            o.front = Some(o.front.unwrap_or(o.card));
            o.card = card;
        }
    }

    /// Turns `id` to its other face `card` (a double-faced card transforming): the same
    /// object, whose constant abilities take a new timestamp; back to its default face
    /// if it shows its flip side.
    pub(crate) fn transform(&mut self, id: ObjectId, card: CardIdx) {
        let timestamp = self.new_timestamp();
        if let Some(o) = self.object_mut(id) {
            o.front = match o.front.take() {
                Some(_) => None,
                None => Some(o.card),
            };
            o.card = card;
            o.timestamp = timestamp;
        }
    }

    /// Gives `player` control of `id`: it leaves its zone list for `player`'s list of
    /// the same zone, on its top (a line's left end) if `left`, else at its bottom (the
    /// right end), and keeps its generation, timestamp and state: it does not change
    /// zones in the rules' sense.
    pub(crate) fn change_controller(&mut self, id: ObjectId, player: PlayerId, left: bool) {
        let Some(ZoneRef::Player(_, z)) = self.object(id).map(|o| o.zone) else {
            return;
        };
        self.relist(id, player, z, left);
        if let Some(o) = self.object_mut(id) {
            o.controller = player;
        }
    }

    /// Moves `id` from its player's zone to the same player's zone `zone`, on its top (a
    /// line's left end) if `left`, else at its bottom, keeping its generation, timestamp
    /// and state: the same object in another zone of play (an artifact become a creature
    /// joining the battleline, RULE-SHIFT-1).
    pub(crate) fn shift_zone(&mut self, id: ObjectId, zone: ZoneIdx, left: bool) {
        let Some(ZoneRef::Player(p, _)) = self.object(id).map(|o| o.zone) else {
            return;
        };
        self.relist(id, p, zone, left);
    }

    /// Takes `id` out of its player's zone list into `player`'s list of `zone`, on its top
    /// if `left`, else at its bottom; the object keeps its generation and state.
    fn relist(&mut self, id: ObjectId, player: PlayerId, zone: ZoneIdx, left: bool) {
        let Some(from @ ZoneRef::Player(p, z)) = self.object(id).map(|o| o.zone) else {
            return;
        };
        let to = ZoneRef::Player(player, zone);
        self.touch(from);
        self.touch(to);
        let slot = self.zone_slot(p, z);
        if let Some(at) = self.zones[slot].iter().position(|o| *o == id) {
            self.zones[slot].remove(at);
            self.record(Undo::ZoneRemoved(slot, at, id));
        }
        let slot = self.zone_slot(player, zone);
        self.zones[slot].push(id);
        self.record(Undo::ZonePushed(slot));
        if !left {
            let mut order = self.zones[slot].clone();
            order.rotate_right(1);
            self.reorder(to, order);
        }
        if let Some(o) = self.object_mut(id) {
            o.zone = to;
        }
    }
}
