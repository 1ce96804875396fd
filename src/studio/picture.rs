//! The game as the page draws it, in JSON: the designer sees every zone but the hidden
//! ones (decks show as a count), cards with their data and current stats, the board of
//! squares, the stack with its traces, the pending question, the legal actions, the
//! event log and the problems.

use super::problems::Problem;
use super::session::{Move, Played, Session};
use crate::core::decision::{Answer, Options};
use crate::core::game::Action;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::view::{ObjectView, Visibility};
use crate::core::{Event, Target};
use crate::engine::Engine;
use crate::scenario::describe_event;
use serde::Serialize;
use std::collections::BTreeMap;

/// Log lines sent at most: the newest.
const LOG_LINES: usize = 400;

#[derive(Serialize)]
pub struct Picture {
    pub version: u64,
    pub title: String,
    pub ruleset: String,
    pub scenario: String,
    pub turn: u32,
    pub turn_player: u8,
    pub phase: Option<String>,
    pub opportunity: Option<u8>,
    pub winner: Option<u8>,
    /// The ruleset's word for a used-up object: "exhausted" where uses exhaust, else
    /// "rested".
    pub rested_word: &'static str,
    pub players: Vec<PlayerPic>,
    pub board: Option<BoardPic>,
    /// Bottom first.
    pub stack: Vec<StackPic>,
    pub pending: Option<PendingPic>,
    /// The seat that acts now (answers the question, or holds opportunity).
    pub acting: Option<u8>,
    pub actions: Vec<ActionPic>,
    pub traces: Traces,
    pub log: Vec<LogLine>,
    pub moves: Vec<String>,
    pub problems: Vec<Problem>,
    pub notice: Option<String>,
}

#[derive(Serialize)]
pub struct PlayerPic {
    pub seat: u8,
    pub name: String,
    pub counters: BTreeMap<String, i64>,
    pub declared: BTreeMap<String, String>,
    pub elements: Vec<String>,
    pub zones: Vec<ZonePic>,
}

#[derive(Serialize)]
pub struct ZonePic {
    pub zone: String,
    pub hidden: bool,
    /// The board zone: its objects are drawn on the grid.
    pub board: bool,
    pub count: usize,
    /// Top (or left end) first.
    pub cards: Vec<Tile>,
}

#[derive(Serialize)]
pub struct Tile {
    pub id: u32,
    pub label: Option<String>,
    pub card: String,
    pub name: String,
    pub cost: Option<String>,
    pub types: Vec<String>,
    pub text: String,
    /// Elements and named attributes (a KeyForge house), as "name: value".
    pub attributes: Vec<String>,
    /// (stat, printed, current).
    pub stats: Vec<(String, i64, Option<i64>)>,
    pub keywords: Vec<String>,
    pub counters: BTreeMap<String, i64>,
    pub damage: i64,
    pub rested: bool,
    pub face_down: bool,
    pub controller: u8,
    pub square: Option<(u8, u8)>,
}

#[derive(Serialize)]
pub struct BoardPic {
    pub width: u8,
    pub height: u8,
    /// (column, row, terrain id).
    pub terrain: Vec<(u8, u8, String)>,
    pub cover: BTreeMap<String, i64>,
}

#[derive(Serialize)]
pub struct StackPic {
    pub tile: Tile,
    pub controller: u8,
    pub ability: Option<String>,
    pub modes: Vec<String>,
    pub x: i64,
    pub targets: Vec<String>,
    pub cost: Vec<String>,
    pub resistance: Vec<String>,
}

#[derive(Serialize)]
pub struct PendingPic {
    pub seat: u8,
    pub choice: String,
    pub prompt: String,
    pub kind: &'static str,
    pub min: i64,
    pub max: i64,
    pub names: Vec<String>,
    pub objects: Vec<(u32, String)>,
    pub squares: Vec<(u8, u8)>,
}

#[derive(Serialize)]
pub struct ActionPic {
    pub label: String,
    pub object: Option<u32>,
    /// The action to post back as it is.
    pub action: Action,
}

#[derive(Serialize, Default)]
pub struct Traces {
    /// The newest cost calculation: the card and its lines.
    pub cost_card: Option<String>,
    pub cost: Vec<String>,
    /// The newest activation check (6d6).
    pub resistance: Vec<String>,
    /// The replacement effects the last move applied, in the order they applied.
    pub replacements: Vec<String>,
}

#[derive(Serialize)]
pub struct LogLine {
    pub kind: &'static str,
    pub text: String,
}

fn name_of(engine: &Engine, id: ObjectId) -> String {
    engine.state().object(id).map_or(id.to_string(), |o| {
        format!("{} {id}", engine.db().card(o.card).name)
    })
}

/// What drawing tiles needs besides the game: the labels, and where the errors of
/// stat hooks go (a constant ability's script that fails shows in the problem panel).
struct Tiles {
    labels: BTreeMap<ObjectId, String>,
    errors: Vec<crate::core::HookError>,
}

fn tile(engine: &mut Engine, tiles: &mut Tiles, id: ObjectId) -> Option<Tile> {
    let o = engine.state().object(id)?.clone();
    let card = engine.db().card(o.card).clone();
    let mut stats = Vec::new();
    for (s, printed) in &card.stats {
        let now = engine.stat(id, s).unwrap_or_else(|e| {
            if !tiles.errors.contains(&e) {
                tiles.errors.push(e);
            }
            None
        });
        stats.push((s.clone(), *printed, now));
    }
    let labels = &tiles.labels;
    let cost = card.cost.as_ref().map(|c| {
        let x = if c.x { "X+" } else { "" };
        format!("{x}{} {}", c.amount, c.kind)
    });
    Some(Tile {
        id: id.0,
        label: labels.get(&id).cloned(),
        card: card.id,
        name: card.name,
        cost,
        types: card.types.iter().chain(&card.subtypes).cloned().collect(),
        attributes: card
            .elements
            .iter()
            .map(|e| format!("element: {e}"))
            .chain(card.attributes.iter().map(|(k, v)| format!("{k}: {v}")))
            .collect(),
        text: card.text,
        stats,
        keywords: card.keywords,
        counters: o.counters,
        damage: o.damage,
        rested: o.rested,
        face_down: o.face_down,
        controller: o.controller.seat(),
        square: o.square.map(|s| (s.x, s.y)),
    })
}

pub fn describe_action(engine: &Engine, a: &Action) -> String {
    match a {
        Action::Pass { player } => format!("{player}: pass"),
        Action::Activate { object, .. } => format!("activate {}", name_of(engine, *object)),
        Action::Materialize { object, .. } => format!("materialize {}", name_of(engine, *object)),
        Action::Use {
            object, ability, ..
        } => format!("{ability} with {}", name_of(engine, *object)),
        Action::ActivateAbility {
            object, ability, ..
        } => format!("activate {}'s {ability}", name_of(engine, *object)),
        Action::Declare { value, .. } => format!("declare {value}"),
        Action::Take { action, .. } => format!("take {action}"),
    }
}

fn describe_answer(engine: &Engine, a: &Answer) -> String {
    let text = match a {
        Answer::Number(n) => n.to_string(),
        Answer::Names(v) => v.join(", "),
        Answer::Objects(v) => v
            .iter()
            .map(|o| name_of(engine, *o))
            .collect::<Vec<_>>()
            .join(", "),
        Answer::Squares(v) => v
            .iter()
            .map(|s| s.to_string())
            .collect::<Vec<_>>()
            .join(", "),
    };
    if text.is_empty() {
        "none".into()
    } else {
        text
    }
}

fn pending(engine: &Engine) -> Option<PendingPic> {
    let d = engine.pending()?;
    let mut p = PendingPic {
        seat: d.player.seat(),
        choice: format!("{:?}", d.choice),
        prompt: d.prompt.clone(),
        kind: "",
        min: 0,
        max: 0,
        names: Vec::new(),
        objects: Vec::new(),
        squares: Vec::new(),
    };
    let count = |n: usize| i64::try_from(n).unwrap_or(i64::MAX);
    match &d.options {
        Options::Number { min, max } => (p.kind, p.min, p.max) = ("number", *min, *max),
        Options::Names { names, min, max } => {
            (p.kind, p.min, p.max) = ("names", count(*min), count(*max));
            p.names = names.clone();
        }
        Options::Objects {
            candidates,
            min,
            max,
        } => {
            (p.kind, p.min, p.max) = ("objects", count(*min), count(*max));
            p.objects = candidates
                .iter()
                .map(|o| (o.0, name_of(engine, *o)))
                .collect();
        }
        Options::Squares {
            candidates,
            min,
            max,
        } => {
            (p.kind, p.min, p.max) = ("squares", count(*min), count(*max));
            p.squares = candidates.iter().map(|s| (s.x, s.y)).collect();
        }
    }
    Some(p)
}

fn stack(engine: &mut Engine, tiles: &mut Tiles) -> Vec<StackPic> {
    let entries = engine.state().stack.entries().to_vec();
    entries
        .iter()
        .filter_map(|e| {
            let targets = e
                .targets
                .iter()
                .map(|g| {
                    let chosen: Vec<String> = g
                        .chosen
                        .iter()
                        .map(|t| match t {
                            Target::Object { id, .. } => name_of(engine, *id),
                            Target::Player(p) => p.to_string(),
                            Target::Square(sq) => format!("square {sq}"),
                        })
                        .collect();
                    format!("{}: {}", g.label, chosen.join(", "))
                })
                .collect();
            Some(StackPic {
                tile: tile(engine, tiles, e.object)?,
                controller: e.controller.seat(),
                ability: e.ability.as_ref().map(|a| a.name().to_string()),
                modes: e.modes.clone(),
                x: e.x,
                targets,
                cost: lines(e.cost.as_ref()),
                resistance: lines(e.resistance.as_deref()),
            })
        })
        .collect()
}

fn lines(t: Option<&impl std::fmt::Display>) -> Vec<String> {
    t.map(|t| t.to_string().lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// A move as the page lists it.
fn move_text(engine: &Engine, p: &Played) -> String {
    match &p.mv {
        Move::Act(a) => describe_action(engine, a),
        Move::Answer(a) => format!("answer: {}", describe_answer(engine, a)),
    }
}

/// The newest events, each move's line before the events it caused.
fn log(session: &Session) -> Vec<LogLine> {
    let engine = session.engine();
    let (db, st) = (engine.db(), engine.state());
    let first = st.log.len().saturating_sub(LOG_LINES);
    let mut moves = session
        .history()
        .iter()
        .filter(|p| p.log_start >= first)
        .peekable();
    // The scripts' `ctx:log` lines, each after the events before it was logged.
    let mut logged = session
        .script_log
        .iter()
        .filter(|l| l.at >= first)
        .peekable();
    let mut out = Vec::new();
    for (i, e) in st.log.since(first).enumerate().map(|(i, e)| (i + first, e)) {
        while let Some(p) = moves.next_if(|p| p.log_start <= i) {
            out.push(LogLine {
                kind: "move",
                text: move_text(engine, p),
            });
        }
        while let Some(l) = logged.next_if(|l| l.at <= i) {
            out.push(LogLine {
                kind: "script",
                text: l.to_string(),
            });
        }
        let kind = if e.name() == "step" { "step" } else { "event" };
        out.push(LogLine {
            kind,
            text: describe_event(db, st, e),
        });
    }
    out.extend(logged.map(|l| LogLine {
        kind: "script",
        text: l.to_string(),
    }));
    // Moves that caused no event yet (an answer to the next question).
    out.extend(moves.map(|p| LogLine {
        kind: "move",
        text: move_text(engine, p),
    }));
    out
}

fn traces(session: &Session) -> Traces {
    let st = session.engine().state();
    let mut t = Traces::default();
    if let Some((card, c)) = &session.last_cost {
        t.cost_card = Some(card.clone());
        t.cost = lines(Some(c));
    }
    t.resistance = lines(st.log.iter().rev().find_map(|ev| match ev {
        Event::Checked { trace, .. } => Some(trace),
        _ => None,
    }));
    let since = session.history().last().map_or(0, |p| p.log_start);
    t.replacements = st
        .log
        .since(since)
        .filter_map(|ev| match ev {
            Event::Replaced { label, .. } => Some(label.clone()),
            _ => None,
        })
        .collect();
    t
}

/// The whole picture of the session now.
pub fn picture(session: &mut Session) -> Picture {
    let mut tiles = Tiles {
        labels: session
            .engine
            .labels()
            .iter()
            .map(|(l, id)| (*id, l.clone()))
            .collect(),
        errors: Vec::new(),
    };
    let db = session.engine.db().clone();
    let board_zone = crate::core::board::board(&db).map(|(z, _)| db.zone_name(z).to_string());
    let engine = &mut session.engine;
    // Each player's zones as that player sees them: their hand shown, decks hidden.
    let seats: Vec<PlayerId> = engine.state().players().iter().map(|p| p.id).collect();
    let players: Vec<PlayerPic> = seats
        .into_iter()
        .map(|p| {
            let mut view = engine.view(p);
            let own = view.players.swap_remove(usize::from(p.0));
            let zones = own
                .zones
                .into_iter()
                .map(|z| {
                    let hidden = z.visibility == Visibility::Hidden;
                    let cards = z
                        .objects
                        .iter()
                        .rev()
                        .filter_map(|o| match o {
                            ObjectView::Known(k) if !hidden => {
                                tile(engine, &mut tiles, ObjectId(k.object.id))
                            }
                            _ => None,
                        })
                        .collect();
                    ZonePic {
                        board: board_zone.as_deref() == Some(z.zone.as_str()),
                        zone: z.zone,
                        hidden,
                        count: z.count,
                        cards,
                    }
                })
                .collect();
            PlayerPic {
                seat: own.player.seat,
                name: own.player.name,
                counters: own.counters,
                declared: own.declared,
                elements: own.elements,
                zones,
            }
        })
        .collect();
    let board = crate::core::board::board(&db).map(|(_, def)| BoardPic {
        width: def.width,
        height: def.height,
        terrain: engine
            .state()
            .terrain()
            .iter()
            .map(|(sq, kind)| (sq.x, sq.y, kind.clone()))
            .collect(),
        cover: def
            .terrain
            .iter()
            .map(|t| (t.id.clone(), t.cover))
            .collect(),
    });
    let acting = engine
        .pending()
        .map(|d| d.player)
        .or(engine.state().opportunity);
    let actions = match acting {
        Some(p) if engine.pending().is_none() => actions(engine, p),
        _ => Vec::new(),
    };
    let stack = stack(engine, &mut tiles);
    let st = session.engine.state();
    let moves = session
        .history()
        .iter()
        .map(|p| move_text(&session.engine, p))
        .collect();
    let mut problems = session.problems();
    problems.extend(
        tiles
            .errors
            .iter()
            .map(|e| super::problems::from_hook(&session.content, e)),
    );
    Picture {
        version: session.version(),
        title: session.scenario.name.clone(),
        ruleset: db.ruleset.name.clone(),
        scenario: session.scenario_file().display().to_string(),
        turn: st.turn,
        turn_player: st.turn_player.seat(),
        phase: crate::core::turn::current(&db, st).map(|p| p.id.clone()),
        opportunity: st.opportunity.map(PlayerId::seat),
        winner: st.winner().map(PlayerId::seat),
        rested_word: if db.ruleset.uses.iter().any(|u| u.exhausts) {
            "exhausted"
        } else {
            "rested"
        },
        players,
        board,
        stack,
        pending: pending(&session.engine),
        acting: acting.map(PlayerId::seat),
        actions,
        traces: traces(session),
        log: log(session),
        moves,
        problems,
        notice: session.notice().map(str::to_string),
    }
}

fn actions(engine: &mut Engine, player: PlayerId) -> Vec<ActionPic> {
    engine
        .legal_actions(player)
        .into_iter()
        .map(|a| ActionPic {
            label: describe_action(engine, &a),
            object: match &a {
                Action::Activate { object, .. }
                | Action::Materialize { object, .. }
                | Action::Use { object, .. }
                | Action::ActivateAbility { object, .. } => Some(object.0),
                _ => None,
            },
            action: a,
        })
        .collect()
}
