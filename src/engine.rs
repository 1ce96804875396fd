//! An engine session: one game, with its own script VM. This is what embedders use.

use crate::core::decision::{Answer, Decider, Decision};
use crate::core::game::{Action, ActionError, Game, Progress};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::ruleset::CardDb;
use crate::core::state::{GameState, Player};
use crate::core::turn;
use crate::core::view::View;
use crate::load::Content;
use crate::script::{with_session, Limits, LuaHost, ScriptError, ScriptSession};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use std::rc::Rc;
use std::sync::Arc;
use thiserror::Error;

/// One player's starting position.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayerSetup {
    pub name: String,
    #[serde(default)]
    pub elements: Vec<String>,
    /// Player counters to start with (KeyForge's æmber), by name.
    #[serde(default)]
    pub counters: std::collections::BTreeMap<String, i64>,
    /// Values declared for the first turn (KeyForge's house), by name.
    #[serde(default)]
    pub declared: std::collections::BTreeMap<String, String>,
    /// Zone name -> cards, first listed on top. A card is `"card_id"` or
    /// `"card_id@label"` (the label names the object in scenario steps); in a board
    /// zone it also says where it stands: `"card_id@label at 2,3"`.
    #[serde(default)]
    pub zones: IndexMap<String, Vec<String>>,
}

/// A starting position.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
pub struct Setup {
    pub seed: u64,
    pub players: Vec<PlayerSetup>,
    /// 1-based seat of the turn player, who starts with opportunity.
    pub turn_player: u8,
    /// The phase the position is in (the ruleset's `start_phase` if `None`).
    pub phase: Option<String>,
    /// Start a new game instead: the turn player's first turn begins from its first
    /// phase, with the first-turn rules.
    pub new_game: bool,
    /// Terrain on the board (6d6): terrain id -> squares (column, row).
    #[serde(default)]
    pub terrain: std::collections::BTreeMap<String, Vec<(u8, u8)>>,
}

#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SetupError {
    /// An ability triggered by the setup's turn-based actions failed.
    #[error("starting the game failed: {0}")]
    Start(String),
    #[error("the ruleset seats {expected} players, the setup has {got}")]
    PlayerCount { expected: u8, got: usize },
    #[error("player {player}: no zone named '{zone}' (zones: {known})")]
    UnknownZone {
        player: usize,
        zone: String,
        known: String,
    },
    #[error("player {player}: no card with id '{card}' in the loaded sets")]
    UnknownCard { player: usize, card: String },
    #[error("label '{0}' is used twice")]
    DuplicateLabel(String),
    #[error("turn_player {0} is not a seat")]
    TurnPlayer(u8),
    #[error("no phase named '{0}' in the ruleset's turn")]
    UnknownPhase(String),
    #[error("player {player}: '{entry}' is in the board zone '{zone}': say where it stands, e.g. \"{entry} at 0,0\"")]
    NoSquare {
        player: usize,
        entry: String,
        zone: String,
    },
    #[error("'{entry}': {why}")]
    BadSquare { entry: String, why: String },
    #[error("'{entry}': expected counters as \"with <counter> <n>, ...\" (an icon printed on the copy: \"icon <name>\"; an attribute: \"attribute <name> <value>\")")]
    BadCounters { entry: String },
    #[error("terrain '{terrain}': {why}")]
    Terrain { terrain: String, why: String },
    #[error("{}", .0.iter().map(|e| e.to_string()).collect::<Vec<_>>().join("\n"))]
    Scripts(Vec<ScriptError>),
}

mod events;
mod saved;

pub use events::Cursor;
pub use saved::SavedGameError;

/// A host with the content it serves (kept alive, so the pointers compared stay unique).
type KeptHost = (Arc<CardDb>, Arc<crate::script::ScriptSet>, Rc<LuaHost>);

thread_local! {
    /// The last host [`thread_host`] built on this thread.
    static THREAD_HOST: std::cell::RefCell<Option<KeptHost>> = const { std::cell::RefCell::new(None) };
}

/// A script host for `content` (default limits) shared by the games started on this
/// thread with [`Engine::on_host`]: compiled the first time, then reused while the
/// content stays the same (the last one asked for is kept). What a simulator's worker
/// threads use to keep each game light.
pub fn thread_host(content: &Content) -> Result<Rc<LuaHost>, SetupError> {
    THREAD_HOST.with(|cell| {
        if let Some((db, scripts, host)) = &*cell.borrow() {
            if Arc::ptr_eq(db, &content.db) && Arc::ptr_eq(scripts, &content.scripts) {
                return Ok(host.clone());
            }
        }
        let host = Rc::new(
            LuaHost::new(content.db.clone(), &content.scripts, Limits::default())
                .map_err(SetupError::Scripts)?,
        );
        *cell.borrow_mut() = Some((content.db.clone(), content.scripts.clone(), host.clone()));
        Ok(host)
    })
}

/// A game plus its script host: what an embedder holds. Actions go in through
/// [`Engine::submit`] and [`Engine::answer`]; [`Engine::legal_actions`] lists what the
/// rules accept now, [`Engine::view`] shows what a player may see, and
/// [`Engine::events_since`] reads the events with a cursor. The host may be shared by
/// several games on one thread ([`Engine::on_host`], [`thread_host`]); each game keeps
/// its own part of it (`script::session`).
pub struct Engine {
    game: Game,
    host: Rc<LuaHost>,
    session: ScriptSession,
    /// Scenario labels and card ids of the objects created by the setup.
    labels: IndexMap<String, ObjectId>,
    readers: events::Readers,
}

impl Engine {
    /// Starts a game from a setup, compiling every card script in a fresh VM.
    pub fn new(content: &Content, setup: &Setup) -> Result<Engine, SetupError> {
        Self::with_limits(content, setup, Limits::default())
    }

    /// [`Engine::new`] with the script limits given.
    pub fn with_limits(
        content: &Content,
        setup: &Setup,
        limits: Limits,
    ) -> Result<Engine, SetupError> {
        let host = LuaHost::new(content.db.clone(), &content.scripts, limits)
            .map_err(SetupError::Scripts)?;
        Self::on_host(content, setup, Rc::new(host))
    }

    /// Starts a game on a script host already built for `content` and shared with other
    /// games on this thread: nothing is compiled, and the game costs its position alone.
    /// Sound because scripts keep no state between calls; each game keeps its own
    /// suspended resolution, questions and log.
    pub fn on_host(
        content: &Content,
        setup: &Setup,
        host: Rc<LuaHost>,
    ) -> Result<Engine, SetupError> {
        let db = &content.db;
        if !host.serves(db) {
            return Err(SetupError::Start(
                "the script host was built for other content".into(),
            ));
        }
        let (mut st, labels, tp) = initial_state(db, setup)?;
        let mut session = ScriptSession::default();
        if setup.new_game && db.ruleset.turn.is_some() {
            with_session(&host, &mut session, || {
                turn::begin_turn(db, &*host, &mut st)
            })
            .map_err(|e| SetupError::Start(e.to_string()))?;
        } else {
            mid_game(db, &mut st, setup.phase.as_deref(), tp)?;
        }
        let mut engine = Engine {
            game: Game::new(db.clone(), st),
            host,
            session,
            labels,
            readers: events::Readers::default(),
        };
        let (game, host, session) = (&mut engine.game, &engine.host, &mut engine.session);
        with_session(host, session, || game.start(&**host))
            .map_err(|e| SetupError::Start(e.to_string()))?;
        Ok(engine)
    }

    fn assemble(game: Game, host: LuaHost, labels: IndexMap<String, ObjectId>) -> Engine {
        Engine {
            game,
            host: Rc::new(host),
            session: ScriptSession::default(),
            labels,
            readers: events::Readers::default(),
        }
    }

    /// Runs `f` on the game with this game's part of the host swapped in.
    fn in_session<R>(&mut self, f: impl FnOnce(&mut Game, &LuaHost) -> R) -> R {
        let (game, host) = (&mut self.game, &*self.host);
        with_session(host, &mut self.session, || f(game, host))
    }

    /// The position.
    pub fn state(&self) -> &GameState {
        self.game.state()
    }

    /// The game (read-only: change it through actions and answers).
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The card database and ruleset.
    pub fn db(&self) -> &Arc<CardDb> {
        self.game.db()
    }

    /// The script host (read-only): the [`Behaviors`](crate::core::Behaviors) the game
    /// runs card scripts with.
    pub fn host(&self) -> &LuaHost {
        &self.host
    }

    /// The labels a setup gave objects (`"card_id@label"`), by label.
    pub fn labels(&self) -> &IndexMap<String, ObjectId> {
        &self.labels
    }

    /// The object a setup labelled `label`.
    pub fn label(&self, label: &str) -> Option<ObjectId> {
        self.labels.get(label).copied()
    }

    /// The decision the game waits on, if any.
    pub fn pending(&self) -> Option<&Decision> {
        self.game.pending()
    }

    /// Every action `player` may take now (see [`Game::legal_actions`]): each is accepted
    /// by [`Engine::submit`]; any other action is refused. Empty while a decision is
    /// pending or when the player does not have opportunity. Leaves the game as it was.
    pub fn legal_actions(&mut self, player: PlayerId) -> Vec<Action> {
        self.in_session(|game, host| {
            // The trial activations' `ctx:log` lines are no more real than their events.
            let logged = crate::script::log_waiting(host.lua());
            let legal = game.legal_actions(host, player);
            crate::script::forget_log_after(host.lua(), logged);
            legal
        })
    }

    /// The lines scripts logged with `ctx:log` since the last call, oldest first. They
    /// are not part of the game: its state and hash are the same with or without them.
    pub fn take_script_log(&mut self) -> Vec<crate::script::ScriptLine> {
        self.in_session(|_, host| crate::script::take_log(host.lua()))
    }

    /// Top-level script hook calls this game has made.
    pub fn script_calls(&self) -> u64 {
        self.session.script_calls()
    }

    /// What `player` may see of the position (zones by their ruleset visibility).
    pub fn view(&self, player: PlayerId) -> View {
        crate::core::view::view(self.db(), self.state(), self.pending(), player)
    }

    /// Abandons the pending decision (see [`Game::cancel`]).
    pub fn cancel(&mut self) {
        self.in_session(|game, host| game.cancel(host));
    }

    /// Swaps in reloaded content (same cards, in the same order) and its script host,
    /// keeping the position. The caller checks that the card list is unchanged.
    pub fn replace_content(&mut self, db: Arc<CardDb>, host: LuaHost) {
        let state = self.game.state().clone();
        self.game = Game::new(db, state);
        self.host = Rc::new(host);
        self.session = ScriptSession::default();
    }

    /// The state, to change directly. Crate code that sets up positions only; outside the
    /// crate, see [`crate::unchecked`].
    pub(crate) fn state_mut(&mut self) -> &mut GameState {
        self.game.state_mut()
    }

    /// The card database, the script host and the state to change, at once.
    pub(crate) fn parts_mut(&mut self) -> (Arc<CardDb>, &LuaHost, &mut GameState) {
        (self.game.db().clone(), &self.host, self.game.state_mut())
    }

    /// An object's stat with constant abilities applied.
    pub fn stat(
        &mut self,
        object: crate::core::ObjectId,
        stat: &str,
    ) -> Result<Option<i64>, crate::core::HookError> {
        let db = self.game.db().clone();
        self.in_session(|game, host| {
            crate::core::Behaviors::stat(host, &db, game.state_mut(), object, stat)
        })
    }

    /// An object's card types and subtypes now, printed or as an effect made them.
    pub fn types(
        &mut self,
        object: crate::core::ObjectId,
    ) -> Result<(Vec<String>, Vec<String>), crate::core::HookError> {
        let db = self.game.db().clone();
        self.in_session(|game, host| {
            crate::core::lasting::types_of(&db, game.state_mut(), host, object)
        })
    }

    /// An object's attribute now (KeyForge's house), printed or as an effect changed it.
    pub fn attribute(
        &mut self,
        object: crate::core::ObjectId,
        name: &str,
    ) -> Result<Option<String>, crate::core::HookError> {
        let db = self.game.db().clone();
        self.in_session(|game, host| {
            crate::core::lasting::attribute_of(&db, game.state_mut(), host, object, name)
        })
    }

    /// Every value of an object's attribute now, the main one first, then those added
    /// besides it ("in addition to its other houses").
    pub fn attribute_values(
        &mut self,
        object: crate::core::ObjectId,
        name: &str,
    ) -> Result<Vec<String>, crate::core::HookError> {
        let db = self.game.db().clone();
        self.in_session(|game, host| {
            crate::core::lasting::attribute_values(&db, game.state_mut(), host, object, name)
        })
    }

    /// An object's elements now, printed or set by constant abilities.
    pub fn elements(
        &mut self,
        object: crate::core::ObjectId,
    ) -> Result<Vec<String>, crate::core::HookError> {
        let db = self.game.db().clone();
        self.in_session(|game, host| {
            crate::core::Behaviors::elements(host, &db, game.state_mut(), object)
        })
    }

    /// Whether an object has a keyword, printed or given by constant abilities and
    /// lasting effects.
    pub fn has_keyword(
        &mut self,
        object: crate::core::ObjectId,
        keyword: &str,
    ) -> Result<bool, crate::core::HookError> {
        let db = self.game.db().clone();
        self.in_session(|game, host| {
            crate::core::Behaviors::has_keyword(host, &db, game.state_mut(), object, keyword)
        })
    }

    pub fn submit(&mut self, action: Action) -> Result<Progress, ActionError> {
        self.in_session(|game, host| game.submit(host, action))
    }

    pub fn answer(&mut self, answer: Answer) -> Result<Progress, ActionError> {
        self.in_session(|game, host| game.answer(host, answer))
    }

    /// Submits an action and answers every decision with `decider`.
    pub fn run(&mut self, decider: &mut dyn Decider, action: Action) -> Result<(), ActionError> {
        self.in_session(|game, host| game.run(host, decider, action))
    }
}

/// Reads `"x,y"` as a square of the board.
/// `"quest 9, buff 1"`: counters an object starts with.
/// What a setup entry's `with` part gives the object: counters (`quest 9`), icons
/// printed on that copy alone (`icon draw`, in order: KeyForge's Enhance), and attributes
/// printed on it alone (`attribute house saurian`: KeyForge's maverick).
#[derive(Default)]
struct With {
    counters: Vec<(String, i64)>,
    icons: Vec<String>,
    attributes: Vec<(String, String)>,
}

fn parse_counters(entry: &str, with: &str) -> Result<With, SetupError> {
    let mut out = With::default();
    for part in with.split(',') {
        if let Some(attr) = part.trim().strip_prefix("attribute ") {
            let (name, value) =
                attr.trim()
                    .split_once(' ')
                    .ok_or_else(|| SetupError::BadCounters {
                        entry: entry.to_string(),
                    })?;
            out.attributes
                .push((name.to_string(), value.trim().to_string()));
            continue;
        }
        let (name, n) = part
            .trim()
            .rsplit_once(' ')
            .ok_or_else(|| SetupError::BadCounters {
                entry: entry.to_string(),
            })?;
        if name.trim() == "icon" {
            out.icons.push(n.trim().to_string());
            continue;
        }
        let n = n.parse::<i64>().map_err(|_| SetupError::BadCounters {
            entry: entry.to_string(),
        })?;
        out.counters.push((name.trim().to_string(), n));
    }
    Ok(out)
}

fn parse_square(
    entry: &str,
    at: &str,
    board: Option<&crate::core::ruleset::BoardDef>,
) -> Result<crate::core::Square, SetupError> {
    let bad = |why: String| SetupError::BadSquare {
        entry: entry.to_string(),
        why,
    };
    let Some(def) = board else {
        return Err(bad("only cards in a board zone stand on a square".into()));
    };
    let parsed = at
        .split_once(',')
        .and_then(|(x, y)| Some((x.trim().parse::<u8>().ok()?, y.trim().parse::<u8>().ok()?)));
    let Some((x, y)) = parsed else {
        return Err(bad(format!("expected a square as \"x,y\", got \"{at}\"")));
    };
    let sq = crate::core::Square::new(x, y);
    if !crate::core::board::on_board(def, sq) {
        return Err(bad(format!(
            "square {sq} is off the {}x{} board",
            def.width, def.height
        )));
    }
    Ok(sq)
}

fn place_terrain(
    db: &crate::core::CardDb,
    st: &mut GameState,
    terrain: &std::collections::BTreeMap<String, Vec<(u8, u8)>>,
) -> Result<(), SetupError> {
    if terrain.is_empty() {
        return Ok(());
    }
    let Some((_, def)) = crate::core::board::board(db) else {
        return Err(SetupError::Terrain {
            terrain: terrain.keys().next().cloned().unwrap_or_default(),
            why: "this game has no board".into(),
        });
    };
    for (kind, squares) in terrain {
        if !def.terrain.iter().any(|t| &t.id == kind) {
            let known: Vec<&str> = def.terrain.iter().map(|t| t.id.as_str()).collect();
            return Err(SetupError::Terrain {
                terrain: kind.clone(),
                why: format!(
                    "the board has no such terrain (it has: {})",
                    known.join(", ")
                ),
            });
        }
        for &(x, y) in squares {
            let sq = crate::core::Square::new(x, y);
            if !crate::core::board::on_board(def, sq) {
                return Err(SetupError::Terrain {
                    terrain: kind.clone(),
                    why: format!("square {sq} is off the {}x{} board", def.width, def.height),
                });
            }
            st.set_terrain(sq, kind.clone());
        }
    }
    Ok(())
}

/// A position set up mid-game: in `phase` (the ruleset's start phase if none), nobody on
/// their first turn, the turn player holding opportunity.
fn mid_game(
    db: &crate::core::CardDb,
    st: &mut GameState,
    phase: Option<&str>,
    tp: PlayerId,
) -> Result<(), SetupError> {
    if let Some(t) = &db.ruleset.turn {
        let name = phase.unwrap_or(&t.start_phase);
        st.phase =
            turn::index_of(db, name).ok_or_else(|| SetupError::UnknownPhase(name.to_string()))?;
        st.turns_taken.iter_mut().for_each(|n| *n = 2);
    }
    st.opportunity = Some(tp);
    Ok(())
}

/// The starting position a setup describes: players, objects in their zones (labels
/// kept), terrain, the turn player. No script runs.
fn initial_state(
    db: &crate::core::CardDb,
    setup: &Setup,
) -> Result<(GameState, IndexMap<String, ObjectId>, PlayerId), SetupError> {
    if setup.players.len() != db.ruleset.players as usize {
        return Err(SetupError::PlayerCount {
            expected: db.ruleset.players,
            got: setup.players.len(),
        });
    }
    let players = setup
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| Player {
            id: PlayerId(i as u8),
            name: p.name.clone(),
            elements: p.elements.clone(),
            counters: p.counters.clone(),
            declared: p.declared.clone(),
            held: Vec::new(),
        })
        .collect();
    let mut st = GameState::new(players, db.zone_count(), setup.seed);
    let mut labels = IndexMap::new();
    for (i, p) in setup.players.iter().enumerate() {
        for (zone, cards) in &p.zones {
            let z = db.zone(zone).ok_or_else(|| SetupError::UnknownZone {
                player: i + 1,
                zone: zone.clone(),
                known: db
                    .ruleset
                    .zones
                    .iter()
                    .map(|z| z.id.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            })?;
            let board = db.ruleset.zones[z.0 as usize].board.as_ref();
            // First listed is on top: create bottom-up.
            for entry in cards.iter().rev() {
                let (entry_text, square) = match entry.split_once(" at ") {
                    Some((e, at)) => (e, Some(parse_square(entry, at, board)?)),
                    None => (entry.as_str(), None),
                };
                if board.is_some() && square.is_none() {
                    return Err(SetupError::NoSquare {
                        player: i + 1,
                        entry: entry.clone(),
                        zone: zone.clone(),
                    });
                }
                // "card@label with quest 9, buff 1": counters it starts with.
                let (entry_text, counters) = match entry_text.split_once(" with ") {
                    Some((e, with)) => (e, parse_counters(entry, with)?),
                    None => (entry_text, With::default()),
                };
                let (card_id, label) = match entry_text.split_once('@') {
                    Some((c, l)) => (c, Some(l)),
                    None => (entry_text, None),
                };
                let idx = db.lookup(card_id).ok_or_else(|| SetupError::UnknownCard {
                    player: i + 1,
                    card: card_id.to_string(),
                })?;
                let id = st.create_object(idx, PlayerId(i as u8), z);
                // An object set up in play has what it would have entered with.
                if db.in_play(z) {
                    crate::core::primitives::entry_counters(db, &mut st, id);
                }
                if let Some(sq) = square {
                    crate::core::primitives::place(&mut st, id, sq);
                }
                if let Some(o) = st.object_mut(id) {
                    // "with damage 7": damage marked on it, not a counter.
                    for (name, n) in counters.counters {
                        if name == "damage" {
                            o.damage = n;
                        } else {
                            o.counters.insert(name, n);
                        }
                    }
                    o.added_icons = counters.icons;
                    o.printed_attributes = counters.attributes.into_iter().collect();
                }
                if let Some(l) = label {
                    if labels.insert(l.to_string(), id).is_some() {
                        return Err(SetupError::DuplicateLabel(l.to_string()));
                    }
                }
            }
        }
    }
    place_terrain(db, &mut st, &setup.terrain)?;
    // Seat 0 (the default) reads as seat 1.
    let tp = PlayerId::from_seat(setup.turn_player.max(1))
        .filter(|p| (p.0 as usize) < setup.players.len())
        .ok_or(SetupError::TurnPlayer(setup.turn_player))?;
    st.turn = 1;
    st.turn_player = tp;
    Ok((st, labels, tp))
}

/// Runs every card's read-only hooks (modes, targets for each mode, legality, cost
/// modifiers, keyword grants, permissions) in a generated position — the card in its
/// owner's hand and on the field, beside an ally on each side (on squares of their own
/// where the field is a board) — and returns the script
/// errors they raise. `cardsmith validate` reports them, so a broken check hook shows up
/// before any scenario plays the card.
pub fn dry_run_check_hooks(content: &Content) -> Vec<crate::core::HookError> {
    use crate::core::Behaviors;
    let db = &content.db;
    let ally = db
        .cards
        .iter()
        .find(|c| c.types.iter().any(|t| t == "ally"))
        .map(|c| c.id.clone());
    let hand = db.ruleset.activate_from.first().cloned();
    let field = db.ruleset.in_play.first().cloned();
    let board = crate::core::board::board(db).map(|(z, _)| db.zone_name(z));
    let mut errors = Vec::new();
    // One script host for every card's dry run: compiling every script once per card
    // made validating N cards cost N² compilations.
    let Ok(host) = LuaHost::new(db.clone(), &content.scripts, Limits::default()) else {
        return errors;
    };
    let host = &host;
    for card in &db.cards {
        let mut zones_a: IndexMap<String, Vec<String>> = IndexMap::new();
        let mut zones_b: IndexMap<String, Vec<String>> = IndexMap::new();
        if let Some(h) = &hand {
            zones_a.insert(h.clone(), vec![format!("{}@dry_run_card", card.id)]);
        }
        if let Some(f) = &field {
            // On a board every object stands on a square of its own.
            let at = |id: &String, x: u8| match board {
                Some(b) if b == f => format!("{id} at {x},0"),
                _ => id.clone(),
            };
            let mut mine = vec![at(&card.id, 0)];
            mine.extend(ally.iter().map(|a| at(a, 1)));
            zones_a.insert(f.clone(), mine);
            zones_b.insert(f.clone(), ally.iter().map(|a| at(a, 2)).collect());
        }
        let seat = |name: &str, zones| PlayerSetup {
            name: name.into(),
            elements: db.ruleset.elements.clone(),
            zones,
            ..Default::default()
        };
        let mut players = vec![seat("a", zones_a), seat("b", zones_b)];
        players.truncate(db.ruleset.players as usize);
        while players.len() < db.ruleset.players as usize {
            players.push(seat("x", IndexMap::new()));
        }
        let setup = Setup {
            seed: 1,
            players,
            turn_player: 1,
            ..Default::default()
        };
        let Ok((mut st, labels, tp)) = initial_state(db, &setup) else {
            continue;
        };
        if mid_game(db, &mut st, None, tp).is_err() {
            continue;
        }
        let Some(&object) = labels.get("dry_run_card") else {
            continue;
        };
        let mut check = |r: Result<(), crate::core::HookError>| {
            if let Err(e) = r {
                if !errors.contains(&e) {
                    errors.push(e);
                }
            }
        };
        let modes = host.modes(db, &mut st, object);
        let options: Vec<Option<String>> = match &modes {
            Ok(Some(spec)) => spec.options.iter().cloned().map(Some).collect(),
            _ => vec![None],
        };
        check(modes.map(|_| ()));
        for m in options {
            check(host.targets(db, &mut st, object, m.as_deref()).map(|_| ()));
        }
        check(host.legal(db, &mut st, object).map(|_| ()));
        for kind in &db.ruleset.cost_kinds {
            check(
                host.cost_modifiers(db, &mut st, object, &kind.id)
                    .map(|_| ()),
            );
        }
        for pk in &db.ruleset.payment_keywords {
            check(
                host.has_keyword(db, &mut st, object, &pk.keyword)
                    .map(|_| ()),
            );
        }
        for action in ["activate", "materialize"] {
            check(host.permits(db, &mut st, object, action).map(|_| ()));
        }
    }
    errors
}
