//! Saving a session as a scenario: the starting position (every object labelled), the
//! moves as steps, and an `Expect` of the position reached, so `cardsmith test` replays
//! the play-test and checks it ends the same way.

use super::session::{Move, Session, StudioError};
use crate::core::decision::{Answer, Choice};
use crate::core::game::Action;
use crate::core::ids::ObjectId;
use crate::core::state::ZoneRef;
use crate::scenario::{AnswerSpec, Outcome, Step};
use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Where saved sessions go, under the content root: `cardsmith test` finds them there.
pub const SAVE_DIR: &str = "data/scenarios/studio";

/// Writes the session as `<root>/data/scenarios/studio/<name>` and returns the path.
/// `name` is a bare file name (letters, digits, `_`, `-`, ending in `.ron`).
pub fn save(session: &Session, name: &str) -> Result<PathBuf, StudioError> {
    let stem = name.strip_suffix(".ron").unwrap_or(name);
    let ok = !stem.is_empty()
        && stem.len() <= 64
        && stem
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-');
    if !ok {
        return Err(StudioError::SaveName(name.to_string()));
    }
    let dir = session.root.join(SAVE_DIR);
    let file = dir.join(format!("{stem}.ron"));
    let io = |e: std::io::Error| StudioError::Io {
        file: file.clone(),
        message: e.to_string(),
    };
    std::fs::create_dir_all(&dir).map_err(io)?;
    std::fs::write(&file, scenario_text(session, stem)).map_err(io)?;
    Ok(file)
}

/// A RON value as one line.
fn ron<T: Serialize>(v: &T) -> String {
    ron::to_string(v).unwrap_or_default()
}

/// The session as scenario text.
pub fn scenario_text(session: &Session, stem: &str) -> String {
    let s = &session.scenario;
    let mut out = String::new();
    let _ = writeln!(
        out,
        "// Saved by `cardsmith studio` from {}: the moves played, then the position reached.",
        session.scenario_file().display()
    );
    let _ = writeln!(out, "Scenario(");
    let _ = writeln!(
        out,
        "    name: {},",
        ron(&format!("{} (studio: {stem})", s.name))
    );
    let _ = writeln!(out, "    ruleset: {},", ron(&s.ruleset));
    if !s.mods.is_empty() {
        let _ = writeln!(out, "    mods: {},", ron(&s.mods));
    }
    let _ = writeln!(out, "    seed: {},", s.seed);
    let _ = writeln!(out, "    turn_player: {},", s.turn_player);
    if let Some(p) = &s.phase {
        let _ = writeln!(out, "    phase: {},", ron(p));
    }
    let _ = writeln!(out, "    new_game: {},", s.new_game);
    if !s.terrain.is_empty() {
        let _ = writeln!(out, "    terrain: {},", ron(&s.terrain));
    }
    let _ = writeln!(out, "    players: [");
    for p in &s.players {
        let _ = writeln!(out, "        {},", ron(p));
    }
    let _ = writeln!(out, "    ],");
    let _ = writeln!(out, "    steps: [");
    for step in steps(session) {
        let _ = writeln!(out, "        {},", ron(&step));
    }
    let _ = writeln!(out, "        {},", expect_text(session));
    let _ = writeln!(out, "    ],");
    let _ = writeln!(out, ")");
    out
}

/// How a step names an object: its label, or (a token) its card id.
fn reference(session: &Session, labels: &BTreeMap<ObjectId, String>, id: ObjectId) -> String {
    labels.get(&id).cloned().unwrap_or_else(|| {
        let e = session.engine();
        e.state()
            .object(id)
            .map_or(id.to_string(), |o| e.db().card(o.card).id.clone())
    })
}

fn labels(session: &Session) -> BTreeMap<ObjectId, String> {
    session
        .engine()
        .labels()
        .iter()
        .map(|(l, id)| (*id, l.clone()))
        .collect()
}

fn answer_spec(
    session: &Session,
    labels: &BTreeMap<ObjectId, String>,
    choice: Option<Choice>,
    a: &Answer,
) -> AnswerSpec {
    let refs = |v: &[ObjectId]| v.iter().map(|o| reference(session, labels, *o)).collect();
    match (a, choice) {
        (Answer::Number(n), Some(Choice::DeclareX)) => AnswerSpec::X(*n),
        (Answer::Number(n), _) => AnswerSpec::Number(*n),
        (Answer::Names(v), Some(Choice::Modes)) => AnswerSpec::Modes(v.clone()),
        (Answer::Names(v), Some(Choice::OptionalCosts | Choice::AlternativeCost)) => {
            AnswerSpec::Costs(v.clone())
        }
        (Answer::Names(v), _) => AnswerSpec::Options(v.clone()),
        (Answer::Squares(v), _) => AnswerSpec::Squares(v.iter().map(|s| (s.x, s.y)).collect()),
        (Answer::Objects(v), Some(Choice::Targets)) => AnswerSpec::Targets(refs(v)),
        (Answer::Objects(v), Some(Choice::PayCost | Choice::PayCostPart)) => {
            AnswerSpec::Pay(refs(v))
        }
        (Answer::Objects(v), Some(Choice::Combine)) => AnswerSpec::Combine(refs(v)),
        (Answer::Objects(v), Some(Choice::Defend)) => AnswerSpec::Defend(refs(v)),
        (Answer::Objects(v), _) => AnswerSpec::Objects(refs(v)),
    }
}

/// The moves as scenario steps: an activation, materialization or use carries the
/// answers that follow it; any other answer is an `Answer` step.
pub fn steps(session: &Session) -> Vec<Step> {
    let labels = labels(session);
    let mut steps = Vec::new();
    for p in session.history() {
        match &p.mv {
            Move::Act(a) => {
                let seat = a.player().seat();
                let expect = if p.pending_after {
                    Outcome::Pending
                } else {
                    Outcome::Ok
                };
                let card = |o: &ObjectId| reference(session, &labels, *o);
                steps.push(match a {
                    Action::Pass { .. } => Step::Pass(seat),
                    Action::Declare { value, .. } => Step::Declare {
                        player: seat,
                        value: value.clone(),
                        refused: None,
                    },
                    Action::Take { action, object, .. } => Step::Take {
                        player: seat,
                        action: action.clone(),
                        card: object.as_ref().map(card),
                        refused: None,
                    },
                    Action::Activate { object, .. } => Step::Activate {
                        player: seat,
                        card: card(object),
                        ability: None,
                        answers: Vec::new(),
                        expect,
                    },
                    Action::ActivateAbility {
                        object, ability, ..
                    } => Step::Activate {
                        player: seat,
                        card: card(object),
                        ability: Some(ability.clone()),
                        answers: Vec::new(),
                        expect,
                    },
                    Action::Materialize { object, .. } => Step::Materialize {
                        player: seat,
                        card: card(object),
                        answers: Vec::new(),
                        expect,
                    },
                    Action::Use {
                        object, ability, ..
                    } => Step::Use {
                        player: seat,
                        card: card(object),
                        ability: ability.clone(),
                        answers: Vec::new(),
                        expect,
                    },
                });
            }
            Move::Answer(a) => {
                let spec = answer_spec(session, &labels, p.choice, a);
                let outcome = if p.pending_after {
                    Outcome::Pending
                } else {
                    Outcome::Ok
                };
                match steps.last_mut() {
                    Some(
                        Step::Activate {
                            answers, expect, ..
                        }
                        | Step::Materialize {
                            answers, expect, ..
                        }
                        | Step::Use {
                            answers, expect, ..
                        },
                    ) if *expect == Outcome::Pending => {
                        answers.push(spec);
                        *expect = outcome;
                    }
                    _ => steps.push(Step::Answer(spec)),
                }
            }
        }
    }
    steps
}

/// An `Expect` of the position now: where the game is in its turns, who acts, what is
/// pending, every zone's cards, the stack, damage, counters, rested and face-down
/// objects, squares, and the players' counters.
fn expect_text(session: &Session) -> String {
    let labels = labels(session);
    let e = session.engine();
    let (db, st) = (e.db(), e.state());
    let mut fields: Vec<String> = vec![format!("turn: {}", st.turn)];
    if let Some(p) = crate::core::turn::current(db, st) {
        fields.push(format!("phase: {}", ron(&p.id)));
    }
    fields.push(format!("turn_player: {}", st.turn_player.seat()));
    if let Some(o) = st.opportunity {
        fields.push(format!("opportunity: {}", o.seat()));
    }
    fields.push(format!("winner: {}", st.winner().map_or(0, |w| w.seat())));
    match e.pending() {
        Some(d) => {
            fields.push(format!("pending: {}", ron(&format!("{:?}", d.choice))));
            fields.push(format!("decider: {}", d.player.seat()));
        }
        None => fields.push("pending: \"none\"".into()),
    }
    let mut zones = BTreeMap::new();
    for p in st.players() {
        for (i, def) in db.ruleset.zones.iter().enumerate() {
            let ids = st.zone(ZoneRef::Player(p.id, crate::core::ZoneIdx(i as u8)));
            let cards: Vec<String> = ids
                .iter()
                .filter_map(|id| st.object(*id).map(|o| db.card(o.card).id.clone()))
                .collect();
            zones.insert(format!("p{}.{}", p.id.seat(), def.id), cards);
        }
    }
    fields.push(format!("zones: {}", ron(&zones)));
    let stack: Vec<String> = st
        .stack
        .entries()
        .iter()
        .filter_map(|en| st.object(en.object).map(|o| db.card(o.card).id.clone()))
        .collect();
    fields.push(format!("stack: {}", ron(&stack)));
    // Only objects a step can name: labelled ones (tokens are left out).
    let named: Vec<_> = st
        .objects()
        .iter()
        .filter(|o| labels.contains_key(&o.id) && o.zone != ZoneRef::Gone)
        .collect();
    let label = |id: &ObjectId| labels[id].clone();
    let damage: BTreeMap<String, i64> = named
        .iter()
        .filter(|o| o.damage != 0)
        .map(|o| (label(&o.id), o.damage))
        .collect();
    let counters: BTreeMap<String, BTreeMap<String, i64>> = named
        .iter()
        .filter(|o| o.counters.values().any(|n| *n != 0))
        .map(|o| (label(&o.id), o.counters.clone()))
        .collect();
    let rested: Vec<String> = named
        .iter()
        .filter(|o| o.rested)
        .map(|o| label(&o.id))
        .collect();
    let face_down: Vec<String> = named
        .iter()
        .filter(|o| o.face_down)
        .map(|o| label(&o.id))
        .collect();
    let squares: BTreeMap<String, (u8, u8)> = named
        .iter()
        .filter_map(|o| o.square.map(|s| (label(&o.id), (s.x, s.y))))
        .collect();
    let player_counters: BTreeMap<String, i64> = st
        .players()
        .iter()
        .flat_map(|p| {
            p.counters
                .iter()
                .map(move |(c, n)| (format!("p{}.{c}", p.id.seat()), *n))
        })
        .collect();
    for (name, text, empty) in [
        ("damage", ron(&damage), damage.is_empty()),
        ("counters", ron(&counters), counters.is_empty()),
        ("rested", ron(&rested), rested.is_empty()),
        ("face_down", ron(&face_down), face_down.is_empty()),
        ("squares", ron(&squares), squares.is_empty()),
        (
            "player_counters",
            ron(&player_counters),
            player_counters.is_empty(),
        ),
    ] {
        if !empty {
            fields.push(format!("{name}: {text}"));
        }
    }
    format!("Expect({})", fields.join(", "))
}

/// The file a session is saved to by default: the scenario's file stem.
pub fn default_name(scenario_file: &Path) -> String {
    let stem = scenario_file
        .file_stem()
        .map_or("session".to_string(), |s| s.to_string_lossy().to_string());
    let clean: String = stem
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect();
    format!("{clean}_session.ron")
}
