//! Game state: players, objects with stable ids, ordered zones, the effects stack, the RNG.
//!
//! Rust owns all of it. It is `Clone` (a snapshot for transactions), serializable, and
//! hashable with a stable hash that identifies a position.

use crate::core::board::Square;
use crate::core::events::Event;
use crate::core::ids::{CardIdx, ObjectId, PlayerId, ZoneIdx};
use crate::core::stack::EffectsStack;
use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::hash::{Hash, Hasher};

/// Where an object is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ZoneRef {
    /// A zone owned by a player.
    Player(PlayerId, ZoneIdx),
    /// The shared effects stack.
    Stack,
    /// Nowhere: a copy that left the stack ceased to exist.
    Gone,
}

/// A card instance or token.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameObject {
    pub id: ObjectId,
    pub card: CardIdx,
    pub owner: PlayerId,
    pub controller: PlayerId,
    pub zone: ZoneRef,
    /// Bumped on every zone change: a script handle taken before a move goes stale.
    pub generation: u32,
    pub face_down: bool,
    pub rested: bool,
    pub damage: i64,
    pub counters: BTreeMap<String, i64>,
    /// The X this object was played with, kept once it left the stack for effects that
    /// refer to it; a copy made of it on the field gets 0 (GA-COST-9.4).
    pub x: i64,
    /// A copy made by an effect rather than a card (it ceases to exist off the field).
    pub copy: bool,
    /// The square it stands on, while it is in a board zone.
    #[serde(default)]
    pub square: Option<Square>,
}

#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Player {
    pub id: PlayerId,
    pub name: String,
    /// Elements this player has enabled (the ruleset's always-enabled ones come on top).
    pub elements: Vec<String>,
    /// Resources and scores a player has (KeyForge's æmber and keys), by name.
    #[serde(default)]
    pub counters: BTreeMap<String, i64>,
    /// Values a player declared this turn (KeyForge's active house), by name.
    #[serde(default)]
    pub declared: BTreeMap<String, String>,
}

/// The game's one random number generator: PCG-64 (MCG variant) from `rand_pcg`, seeded
/// from the game seed. Scripts reach it only through the engine.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct GameRng(Pcg64Mcg);

impl GameRng {
    pub fn seeded(seed: u64) -> Self {
        GameRng(Pcg64Mcg::seed_from_u64(seed))
    }

    /// A uniform integer in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.0.random_range(0..n)
    }
}

impl Default for GameRng {
    fn default() -> Self {
        GameRng::seeded(0)
    }
}

impl PartialEq for GameRng {
    fn eq(&self, other: &Self) -> bool {
        self.0 == other.0
    }
}

impl Hash for GameRng {
    // Pcg64Mcg exposes no state accessor; its next outputs stand in for the state (the
    // output function of a 128-bit MCG is a bijection of the state's high bits).
    fn hash<H: Hasher>(&self, h: &mut H) {
        let mut probe = self.0.clone();
        h.write_u64(probe.next_u64());
        h.write_u64(probe.next_u64());
    }
}

/// The whole position.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct GameState {
    pub players: Vec<Player>,
    pub objects: Vec<GameObject>,
    /// Per-player zones, indexed `player * zones_per_player + zone`.
    zones: Vec<Vec<ObjectId>>,
    zones_per_player: usize,
    pub stack: EffectsStack,
    pub turn: u32,
    pub turn_player: PlayerId,
    /// Index of the current phase in the ruleset's turn structure.
    pub phase: u8,
    /// Turns each player has begun (a player's first turn skips phases).
    pub turns_taken: Vec<u32>,
    /// Materializations made this phase.
    pub materialized: u8,
    /// The player who may act now, if any.
    pub opportunity: Option<PlayerId>,
    /// Consecutive passes since the last action.
    pub passes: u8,
    pub rng: GameRng,
    /// The player who won, once someone has.
    pub winner: Option<PlayerId>,
    /// Plays and uses this turn, per player and card title (the ruleset's title limit).
    pub title_uses: BTreeMap<(PlayerId, CardIdx), u32>,
    /// Terrain on the board's squares, by the ruleset's terrain ids.
    #[serde(default)]
    pub terrain: BTreeMap<Square, String>,
    /// Damage dealt by the resolving ability, dealt together when its window closes.
    #[serde(skip)]
    pub window: crate::core::primitives::DamageWindow,
    /// Every change of state, in order. Not part of the position: excluded from the hash
    /// and from snapshots (a rollback truncates it instead).
    #[serde(skip)]
    pub log: Vec<Event>,
    /// How much of the log has been checked for triggered abilities.
    #[serde(skip)]
    pub trigger_cursor: usize,
}

impl GameState {
    pub fn new(players: Vec<Player>, zones_per_player: usize, seed: u64) -> Self {
        let n = players.len();
        GameState {
            players,
            turns_taken: vec![0; n],
            zones: vec![Vec::new(); n * zones_per_player],
            zones_per_player,
            rng: GameRng::seeded(seed),
            ..Default::default()
        }
    }

    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        PlayerId(((p.0 as usize + 1) % self.players.len().max(1)) as u8)
    }

    pub fn object(&self, id: ObjectId) -> Option<&GameObject> {
        self.objects.get(id.0 as usize)
    }

    pub fn object_mut(&mut self, id: ObjectId) -> Option<&mut GameObject> {
        self.objects.get_mut(id.0 as usize)
    }

    fn zone_slot(&self, p: PlayerId, z: ZoneIdx) -> usize {
        p.0 as usize * self.zones_per_player + z.0 as usize
    }

    /// The objects in a zone, bottom first (for a deck, the top card is last).
    pub fn zone(&self, zone: ZoneRef) -> &[ObjectId] {
        match zone {
            ZoneRef::Player(p, z) => self
                .zones
                .get(self.zone_slot(p, z))
                .map(Vec::as_slice)
                .unwrap_or(&[]),
            ZoneRef::Stack | ZoneRef::Gone => &[],
        }
    }

    /// Creates an object at the top of a player's zone. Setup only: not an event.
    pub fn create_object(&mut self, card: CardIdx, owner: PlayerId, zone: ZoneIdx) -> ObjectId {
        self.create_in(card, owner, ZoneRef::Player(owner, zone))
    }

    /// Creates an object in any zone (a copy goes straight onto the stack).
    pub fn create_in(&mut self, card: CardIdx, owner: PlayerId, zone: ZoneRef) -> ObjectId {
        let id = ObjectId(self.objects.len() as u32);
        self.objects.push(GameObject {
            id,
            card,
            owner,
            controller: owner,
            zone,
            generation: 0,
            face_down: false,
            rested: false,
            damage: 0,
            counters: BTreeMap::new(),
            x: 0,
            copy: false,
            square: None,
        });
        if let ZoneRef::Player(p, z) = zone {
            let slot = self.zone_slot(p, z);
            self.zones[slot].push(id);
        }
        id
    }

    /// Reorders a zone (a shuffle). The caller records the event.
    pub(crate) fn reorder(&mut self, zone: ZoneRef, order: Vec<ObjectId>) {
        if let ZoneRef::Player(p, z) = zone {
            let slot = self.zone_slot(p, z);
            if let Some(list) = self.zones.get_mut(slot) {
                *list = order;
            }
        }
    }

    /// Moves an object to the top of `to`, bumping its generation. The caller records the
    /// event; this is the one place zone lists change.
    pub(crate) fn relocate(&mut self, id: ObjectId, to: ZoneRef) {
        let Some(from) = self.object(id).map(|o| o.zone) else {
            return;
        };
        if let ZoneRef::Player(p, z) = from {
            let slot = self.zone_slot(p, z);
            self.zones[slot].retain(|o| *o != id);
        }
        if let ZoneRef::Player(p, z) = to {
            let slot = self.zone_slot(p, z);
            self.zones[slot].push(id);
        }
        if let Some(o) = self.object_mut(id) {
            o.zone = to;
            o.generation += 1;
            o.rested = false;
            o.damage = 0;
            o.face_down = false;
            o.counters.clear();
            o.x = 0;
            o.square = None;
            if let ZoneRef::Player(p, _) = to {
                o.controller = p;
            }
        }
    }

    /// Records an event.
    pub fn emit(&mut self, event: Event) {
        self.log.push(event);
    }

    /// A stable 64-bit hash of the position (`StateHasher` over the derived `Hash` stream).
    /// The event log is not part of the position.
    pub fn state_hash(&self) -> u64 {
        let mut h = StateHasher::default();
        self.players.hash(&mut h);
        self.objects.hash(&mut h);
        self.zones.hash(&mut h);
        self.stack.hash(&mut h);
        self.turn.hash(&mut h);
        self.turn_player.hash(&mut h);
        self.phase.hash(&mut h);
        self.turns_taken.hash(&mut h);
        self.materialized.hash(&mut h);
        self.opportunity.hash(&mut h);
        self.passes.hash(&mut h);
        self.rng.hash(&mut h);
        self.title_uses.hash(&mut h);
        self.winner.hash(&mut h);
        self.terrain.hash(&mut h);
        h.finish()
    }

    /// Checks the position's bookkeeping: every object is listed in exactly the zone it
    /// says, once (the stack included), and an object that is gone is listed nowhere.
    pub fn check_zones(&self) -> Result<(), String> {
        let mut seen = vec![0u32; self.objects.len()];
        for (slot, list) in self.zones.iter().enumerate() {
            let p = PlayerId((slot / self.zones_per_player.max(1)) as u8);
            let z = ZoneIdx((slot % self.zones_per_player.max(1)) as u8);
            for id in list {
                let Some(n) = seen.get_mut(id.0 as usize) else {
                    return Err(format!("zone {slot} lists unknown object {id}"));
                };
                *n += 1;
                if self.object(*id).map(|o| o.zone) != Some(ZoneRef::Player(p, z)) {
                    return Err(format!(
                        "object {id} is listed in {p} zone {} but says it is elsewhere",
                        z.0
                    ));
                }
            }
        }
        for entry in self.stack.entries().iter().filter(|e| e.ability.is_none()) {
            for &id in std::iter::once(&entry.object).chain(&entry.joined) {
                if let Some(n) = seen.get_mut(id.0 as usize) {
                    *n += 1;
                }
                if self.object(id).map(|o| o.zone) != Some(ZoneRef::Stack) {
                    return Err(format!(
                        "object {id} is on the stack but says it is elsewhere"
                    ));
                }
            }
        }
        for o in &self.objects {
            let want = u32::from(o.zone != ZoneRef::Gone);
            if seen[o.id.0 as usize] != want {
                return Err(format!(
                    "object {} is listed in {} zone(s)",
                    o.id, seen[o.id.0 as usize]
                ));
            }
        }
        Ok(())
    }

    /// A copy of the position without the log, for a transaction to return to.
    pub fn snapshot(&self) -> Snapshot {
        let log_len = self.log.len();
        let mut copy = GameState {
            log: Vec::new(),
            ..Default::default()
        };
        copy.players.clone_from(&self.players);
        copy.objects.clone_from(&self.objects);
        copy.zones.clone_from(&self.zones);
        copy.zones_per_player = self.zones_per_player;
        copy.stack.clone_from(&self.stack);
        copy.turn = self.turn;
        copy.turn_player = self.turn_player;
        copy.phase = self.phase;
        copy.turns_taken.clone_from(&self.turns_taken);
        copy.materialized = self.materialized;
        copy.opportunity = self.opportunity;
        copy.passes = self.passes;
        copy.rng = self.rng.clone();
        copy.window = self.window.clone();
        copy.title_uses.clone_from(&self.title_uses);
        copy.winner = self.winner;
        copy.terrain.clone_from(&self.terrain);
        copy.trigger_cursor = self.trigger_cursor;
        Snapshot {
            state: copy,
            log_len,
        }
    }

    /// Returns to a snapshot: the same position, and the log as it was.
    pub fn restore(&mut self, snap: &Snapshot) {
        let mut log = std::mem::take(&mut self.log);
        log.truncate(snap.log_len);
        self.clone_from(&snap.state);
        self.log = log;
    }
}

/// A saved position (see [`GameState::snapshot`]).
#[derive(Clone, Debug)]
pub struct Snapshot {
    state: GameState,
    log_len: usize,
}

impl Snapshot {
    pub fn state(&self) -> &GameState {
        &self.state
    }
}

/// The state hasher: a word-at-a-time multiply-rotate mix (the FxHash step) finished with
/// a 64-bit avalanche. Defined here, so it is stable across platforms and compiler
/// versions, unlike `DefaultHasher`; integers are hashed as little-endian words.
struct StateHasher(u64);

impl Default for StateHasher {
    fn default() -> Self {
        StateHasher(0xcbf2_9ce4_8422_2325)
    }
}

impl StateHasher {
    #[inline]
    fn mix(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for StateHasher {
    fn finish(&self) -> u64 {
        // splitmix64's finalizer: every input bit reaches every output bit.
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.mix(u64::from_le_bytes(c.try_into().unwrap_or([0; 8])));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut buf = [0u8; 8];
            buf[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(buf) ^ ((rest.len() as u64) << 56));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.mix(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.mix(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.mix(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.mix(i as u64);
    }
    fn write_i64(&mut self, i: i64) {
        self.mix(i as u64);
    }
}
