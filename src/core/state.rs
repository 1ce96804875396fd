//! Game state: players, objects with stable ids, ordered zones, the effects stack, the RNG.
//!
//! Rust owns all of it. It is `Clone`, serializable, and hashable with a stable hash that
//! identifies a position. Transactions use an undo journal rather than copies: a
//! [`Snapshot`] saves the few small parts of the position, and the first change to each
//! object, player and zone after it records the earlier value, so a rollback costs what
//! the transaction changed, not the size of the board.

use crate::core::board::Square;
use crate::core::events::Event;
use crate::core::ids::{CardIdx, ObjectId, PlayerId, Timestamp, ZoneIdx};
use crate::core::stack::EffectsStack;
use rand::{Rng, RngCore, SeedableRng};
use rand_pcg::Pcg64Mcg;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::hash::{Hash, Hasher};

mod ability_uses;
mod hash;
mod journal;
mod lasting;
mod turn_acts;
mod validate;
mod versions;
mod zones;
pub use ability_uses::AbilityUses;
use hash::StateHasher;
pub use journal::Snapshot;
use journal::{first_change, Journal, Undo};
pub use turn_acts::{ActKind, TurnAct};
pub use validate::InvalidState;
pub use versions::Versions;

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
    /// When it entered the zone it is in (set by [`GameState`] on every zone change).
    /// Its constant abilities' effects carry it: older ones apply first.
    #[serde(default)]
    pub timestamp: Timestamp,
    pub face_down: bool,
    pub rested: bool,
    pub damage: i64,
    pub counters: BTreeMap<String, i64>,
    /// The X this object was played with, kept once it left the stack for effects that
    /// refer to it; a copy made of it on the field gets 0 (GA-COST-9.4).
    pub x: i64,
    /// The alternative cost it was activated with, kept like `x` once its resolution put
    /// it in play (Grand Archive's "brewed"); `None` after any other zone change.
    #[serde(default)]
    pub alternative_cost: Option<String>,
    /// A copy made by an effect rather than a card (it ceases to exist off the field).
    pub copy: bool,
    /// The square it stands on, while it is in a board zone.
    #[serde(default)]
    pub square: Option<Square>,
    /// The object this one is attached to (a KeyForge upgrade on its creature), set by
    /// `primitives::attach`; cleared when it changes zones.
    #[serde(default)]
    pub attached_to: Option<ObjectId>,
    /// While it is played as a copy of another card (`play_as`), its own card: `card` is
    /// then the copied one, and its attributes (KeyForge's house) stay its own. Restored
    /// when it changes zones.
    #[serde(default)]
    pub own_card: Option<CardIdx>,
    /// While it shows its flip side (transformed), its default face: restored when it
    /// changes zones.
    #[serde(default)]
    pub front: Option<CardIdx>,
    /// Where its destruction is, where the ruleset destroys in steps (`destruction:
    /// Tagged`): it can't be destroyed again until the destruction is over. Kept if an
    /// ability moves it elsewhere meanwhile: it still counts as destroyed.
    #[serde(default)]
    pub destroying: Option<DestroyStep>,
    /// Named statuses a game's rules give it for as long as it stays where it is
    /// (Grand Archive's "fostered"): set by `primitives::set_status`, cleared by its next
    /// zone change.
    #[serde(default)]
    pub statuses: BTreeSet<String>,
    /// The turn it was last dealt damage in, since it entered its zone ("hasn't been
    /// dealt damage since ...").
    #[serde(default)]
    pub damaged_on: Option<u32>,
    /// The damage it was dealt in the turn `damaged_on` ("if your champion has taken 4 or
    /// more damage this turn"); a champion levelling up or down keeps it.
    #[serde(default)]
    pub damage_that_turn: i64,
    /// The source of the damage whose state-based check destroyed it, while that
    /// destruction is under way: its `destroyed` event names it ("destroyed fighting").
    #[serde(default)]
    pub destroyed_by: Option<ObjectId>,
    /// What destroyed it, when named (the lethal damage's cause, or the destruction's):
    /// its `destroyed` event says it ("destroyed in a fight").
    #[serde(default)]
    pub destroyed_cause: Option<String>,
    /// What a resolving ability of this object asked it to remember ("choose one that
    /// hasn't been chosen"), by key, for as long as it stays where it is: a new object
    /// (any zone change) remembers nothing (`primitives::remember`).
    #[serde(default)]
    pub notes: BTreeMap<String, Vec<String>>,
    /// The cards moved to pay its cost when it was played, with their generation then,
    /// kept once its resolution put it in play (like `x`): "the cards banished by Slime
    /// King". Cleared by its next zone change; its `LeftPlay` event carries them on.
    #[serde(default)]
    pub paid_with: Vec<(ObjectId, u32)>,
    /// Icons printed on this copy only, after its card's `icons` (KeyForge's Enhance,
    /// a deck-building step): set up with the game and kept through every zone change.
    #[serde(default)]
    pub added_icons: Vec<String>,
    /// Attributes printed on this copy alone, over its card's (KeyForge's maverick: a
    /// card of another house): set up with the game and kept through every zone change.
    #[serde(default)]
    pub printed_attributes: BTreeMap<String, String>,
    /// The cards whose abilities it has gained besides its own ("gains all abilities of
    /// the banished card", "gains the text box of the revealed creature"), oldest first,
    /// each for as long as it stays where it is or only in one turn (RULE-GAINED-1).
    /// Cleared by its next zone change.
    #[serde(default)]
    pub gained: Vec<Gained>,
}

/// Another card's abilities an object has gained ([`GameObject::gained`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Gained {
    pub card: CardIdx,
    /// Only in this turn ("for the remainder of the turn"); `None`: until it changes zones.
    pub turn: Option<u32>,
}

impl GameObject {
    /// The cards whose abilities it has now, in `turn`: its card's, then each it gained
    /// that still lasts, oldest first (RULE-GAINED-1). Every lookup of an object's
    /// triggered, constant, activated abilities, replacement effects and uses reads these.
    pub fn ability_cards(&self, turn: u32) -> impl Iterator<Item = CardIdx> + '_ {
        std::iter::once(self.card).chain(
            self.gained
                .iter()
                .filter(move |g| g.turn.is_none_or(|t| t == turn))
                .map(|g| g.card),
        )
    }

    /// Its printed attribute `name`: this copy's own, else its card's (a card played as a
    /// copy of another keeps its own).
    pub fn printed_attribute<'a>(
        &'a self,
        db: &'a crate::core::ruleset::CardDb,
        name: &str,
    ) -> Option<&'a String> {
        (self.printed_attributes.get(name)).or_else(|| {
            db.card(self.own_card.unwrap_or(self.card))
                .attributes
                .get(name)
        })
    }
}

/// The steps of a destruction in a ruleset that destroys in steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum DestroyStep {
    /// Tagged: its "destroyed" abilities have not resolved yet.
    Tagged,
    /// Its "destroyed" abilities are resolving (nothing leaves play meanwhile).
    Resolving,
    /// They resolved: it leaves play when every destruction under way got this far.
    Resolved,
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
    /// The ruleset's defeat conditions (by reason) whose object this player has
    /// controlled: losing it now loses the game.
    #[serde(default)]
    pub held: Vec<String>,
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

/// A purchase whose kind its buyer still chooses (`GameState::purchase`): `player` bought
/// one of their cost `cost` and gains one of `kinds`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PendingPurchase {
    pub player: PlayerId,
    pub cost: String,
    pub kinds: Vec<String>,
}

/// The whole position.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct GameState {
    players: Vec<Player>,
    objects: Vec<GameObject>,
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
    /// Players owed a turn right after the current one ("take another turn after this
    /// one"), first owed first: they come before the usual next player.
    #[serde(default)]
    pub extra_turns: Vec<PlayerId>,
    /// Materializations made this phase.
    pub materialized: u8,
    /// Where the turn procedure paused between two steps so that the triggers they raised
    /// resolve first (where abilities resolve at once): the step it goes on from.
    #[serde(default)]
    pub turn_resume: Option<u8>,
    /// A purchase made by the turn procedure that waits for its buyer to choose its kind
    /// (`PlayerCostDef::one_of`); the game asks before anything else happens.
    #[serde(default)]
    pub purchase: Option<PendingPurchase>,
    /// The player who may act now, if any.
    pub opportunity: Option<PlayerId>,
    /// Consecutive passes since the last action.
    pub passes: u8,
    pub rng: GameRng,
    /// How the game ended, once it has (see `core::game_end`).
    pub over: Option<crate::core::game_end::GameOver>,
    /// Plays and uses this turn, per player and title (under the title's first card).
    pub title_uses: BTreeMap<(PlayerId, CardIdx), u32>,
    /// Plays, uses and discards this turn per player, every use counted whether or not
    /// the title limit counts it (KeyForge's alpha). Kept where the ruleset has a title
    /// limit.
    #[serde(default)]
    pub acts: BTreeMap<PlayerId, u32>,
    /// What each player played, used and bought this turn, in order (`turn_acts.rs`).
    #[serde(default)]
    turn_acts: Vec<TurnAct>,
    /// Activations of each object's abilities, for their limits (`ability_uses.rs`).
    #[serde(default)]
    ability_uses: BTreeMap<(ObjectId, String), AbilityUses>,
    /// The combat under way, if an attack began one (`procedures::combat`). Small: saved
    /// whole with each snapshot.
    #[serde(default)]
    pub combat: Option<crate::core::procedures::combat::Combat>,
    /// Terrain on the board's squares, by the ruleset's terrain ids.
    #[serde(default)]
    terrain: BTreeMap<Square, String>,
    /// The game's clock: the last timestamp handed out. It only goes forward (a rollback
    /// returns it to the snapshot's value with the rest of the position).
    #[serde(default)]
    clock: Timestamp,
    /// Lasting effects of resolved abilities, in the order they began (`core::lasting`).
    #[serde(default)]
    lasting: Vec<crate::core::lasting::Lasting>,
    /// Damage dealt by the resolving ability, dealt together when its window closes.
    #[serde(skip)]
    pub window: crate::core::primitives::DamageWindow,
    /// Every change of state, in order. Not part of the position: excluded from the hash
    /// and from snapshots (a rollback truncates it instead).
    #[serde(skip)]
    pub log: crate::core::log::EventLog,
    /// How much of the log has been checked for triggered abilities.
    #[serde(skip)]
    pub trigger_cursor: usize,
    /// The part of the log the resolving ability has already checked for triggered
    /// abilities that resolve inside it (`core::reactions`).
    #[serde(skip)]
    pub reacting: Option<crate::core::reactions::Reacting>,
    /// What the open transactions changed. Not part of the position.
    #[serde(skip)]
    journal: Journal,
    /// Stamps of the parts of the position, for caches (`versions`). Not part of the
    /// position: a loaded or new state takes new ones.
    #[serde(skip)]
    versions: Versions,
    /// Per zone index, whether it is in play (the ruleset's, set by `Game::new`); empty:
    /// unknown, every zone counts as in play. Only the play stamp reads it.
    #[serde(skip)]
    in_play: Vec<bool>,
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

    /// The player who won, once someone has.
    pub fn winner(&self) -> Option<PlayerId> {
        self.over.as_ref().and_then(|o| o.winner)
    }

    pub fn player_count(&self) -> usize {
        self.players.len()
    }

    pub fn next_player(&self, p: PlayerId) -> PlayerId {
        PlayerId(((p.0 as usize + 1) % self.players.len().max(1)) as u8)
    }

    /// Who takes the turn after the current one: a player owed an extra turn first,
    /// else the next player in turn order.
    pub fn upcoming_turn_player(&self) -> PlayerId {
        self.extra_turns
            .first()
            .copied()
            .unwrap_or_else(|| self.next_player(self.turn_player))
    }

    pub fn players(&self) -> &[Player] {
        &self.players
    }

    pub fn player(&self, id: PlayerId) -> Option<&Player> {
        self.players.get(id.0 as usize)
    }

    /// A player to change; an open transaction records its earlier value first.
    pub fn player_mut(&mut self, id: PlayerId) -> Option<&mut Player> {
        let i = id.0 as usize;
        self.versions.players = versions::fresh();
        let j = &mut self.journal;
        if first_change(&mut j.player_saved, j.epoch, i, self.players.len()) {
            j.undo.push(Undo::Player(i, self.players[i].clone()));
        }
        self.players.get_mut(i)
    }

    /// Every object there has been, by id (an object that is gone stays, in `Gone`).
    pub fn objects(&self) -> &[GameObject] {
        &self.objects
    }

    pub fn object(&self, id: ObjectId) -> Option<&GameObject> {
        self.objects.get(id.0 as usize)
    }

    /// The cards whose abilities `id` has now ([`GameObject::ability_cards`]); none if
    /// there is no such object.
    pub fn ability_cards(&self, id: ObjectId) -> Vec<CardIdx> {
        self.object(id)
            .map(|o| o.ability_cards(self.turn).collect())
            .unwrap_or_default()
    }

    /// An object to change; an open transaction records its earlier value first.
    pub fn object_mut(&mut self, id: ObjectId) -> Option<&mut GameObject> {
        let i = id.0 as usize;
        if let Some(zone) = self.objects.get(i).map(|o| o.zone) {
            self.touch(zone);
        }
        let j = &mut self.journal;
        if first_change(&mut j.object_saved, j.epoch, i, self.objects.len()) {
            j.undo.push(Undo::Object(self.objects[i].clone()));
        }
        self.objects.get_mut(i)
    }

    /// Terrain on the board's squares, by the ruleset's terrain ids.
    pub fn terrain(&self) -> &BTreeMap<Square, String> {
        &self.terrain
    }

    /// Lays terrain on a square (replacing what was there).
    pub fn set_terrain(&mut self, square: Square, kind: String) {
        self.touch_play();
        let old = self.terrain.insert(square, kind);
        self.record(Undo::Terrain(square, old));
    }

    fn record(&mut self, undo: Undo) {
        if self.journal.epoch != 0 {
            self.journal.undo.push(undo);
        }
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

    /// The last timestamp handed out.
    pub fn clock(&self) -> Timestamp {
        self.clock
    }

    /// A new timestamp, later than every one handed out before: for an object entering a
    /// zone, and for a continuous effect that begins (a lasting effect of a resolving
    /// ability takes its own when it starts).
    pub(crate) fn new_timestamp(&mut self) -> Timestamp {
        self.clock.0 += 1;
        self.clock
    }

    /// The stamps of the position's parts: equal stamps, equal parts (`versions`).
    pub fn versions(&self) -> Versions {
        self.versions
    }

    /// Tells the position which zones are in play (per zone index), for its play stamp.
    pub(crate) fn set_in_play(&mut self, in_play: Vec<bool>) {
        self.in_play = in_play;
        self.touch_play();
    }

    /// Whether `zone` is in play, as far as the position knows (`set_in_play`): a zone
    /// it has not been told about counts as in play.
    pub fn is_in_play(&self, zone: ZoneRef) -> bool {
        if self.in_play.is_empty() {
            return true;
        }
        match zone {
            ZoneRef::Player(_, z) => self.in_play.get(z.0 as usize).copied().unwrap_or(true),
            ZoneRef::Stack | ZoneRef::Gone => false,
        }
    }

    /// Something in `zone` changes: a new board stamp, and a new play stamp if the zone
    /// is in play.
    fn touch(&mut self, zone: ZoneRef) {
        if self.is_in_play(zone) {
            self.touch_play();
        } else {
            self.versions.board = versions::fresh();
        }
    }

    /// Something in play changes (which is also a change of the board).
    fn touch_play(&mut self) {
        self.versions.board = versions::fresh();
        self.versions.play = versions::fresh();
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
        self.extra_turns.hash(&mut h);
        self.materialized.hash(&mut h);
        self.turn_resume.hash(&mut h);
        self.purchase.hash(&mut h);
        self.opportunity.hash(&mut h);
        self.passes.hash(&mut h);
        self.rng.hash(&mut h);
        self.title_uses.hash(&mut h);
        self.acts.hash(&mut h);
        self.turn_acts.hash(&mut h);
        self.ability_uses.hash(&mut h);
        self.combat.hash(&mut h);
        self.over.hash(&mut h);
        self.terrain.hash(&mut h);
        self.clock.hash(&mut h);
        self.lasting.hash(&mut h);
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
}

#[cfg(test)]
mod tests;
