//! `cardsmith play`: a game in the terminal. It shows the zones, the stack and what the
//! engine waits on, with numbered choices; changed scripts and card data are reloaded
//! between actions without restarting the game, and a script that no longer compiles
//! keeps its old version while the error is shown.

use crate::agent::RandomAgent;
use crate::core::decision::{Answer, Decision, Options};
use crate::core::game::Action;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::ZoneRef;
use crate::engine::Engine;
use crate::load::{self, Content, Mods};
use crate::scenario::{describe_event, Scenario};
use crate::script::{Limits, LuaHost};
use std::io::{BufRead, Write};
use std::path::{Path, PathBuf};
use std::time::SystemTime;

/// The newest modification time and the number of files under the content folders: a
/// change to any card's data or script changes it.
fn fingerprint(root: &Path) -> (Option<SystemTime>, usize) {
    let mut newest = None;
    let mut count = 0;
    let mut dirs: Vec<PathBuf> = ["data/rulesets", "data/sets", "scripts", "mods"]
        .iter()
        .map(|d| root.join(d))
        .collect();
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).into_iter().flatten().flatten() {
            let p = e.path();
            if p.is_dir() {
                dirs.push(p);
                continue;
            }
            count += 1;
            if let Ok(t) = e.metadata().and_then(|m| m.modified()) {
                newest = newest.max(Some(t));
            }
        }
    }
    (newest, count)
}

/// Reloads data and scripts into a running game. The game keeps its state; if the
/// reload fails anywhere, the game keeps what it had and the errors are returned.
fn reload(root: &Path, ruleset: &str, mods: &Mods, engine: &mut Engine) -> Result<String, String> {
    let content: Content = load::load_with(root, ruleset, mods).map_err(|e| e.to_string())?;
    let old = engine.db().clone();
    let same_cards = old.cards.len() == content.db.cards.len()
        && old
            .cards
            .iter()
            .zip(&content.db.cards)
            .all(|(a, b)| a.id == b.id);
    if !same_cards {
        return Err("the list of cards changed (added, removed or reordered): restart `cardsmith play` to use it".into());
    }
    let host =
        LuaHost::new(content.db.clone(), &content.scripts, Limits::default()).map_err(|errs| {
            errs.iter()
                .map(|e| format!("error: {e}"))
                .collect::<Vec<_>>()
                .join("\n")
        })?;
    engine.replace_content(content.db.clone(), host);
    Ok(format!("reloaded {} card(s)", content.db.cards.len()))
}

fn name(engine: &Engine, id: ObjectId) -> String {
    let db = engine.db();
    engine
        .state()
        .object(id)
        .map_or(id.to_string(), |o| format!("{} {id}", db.card(o.card).name))
}

/// The board as `viewer` sees it: a zone the viewer may not see (its ruleset
/// `visibility`) is a count.
fn show_board(engine: &Engine, viewer: PlayerId, out: &mut dyn Write) -> std::io::Result<()> {
    let db = engine.db();
    let st = engine.state();
    let phase = crate::core::turn::current(db, st).map_or("-".to_string(), |p| p.id.clone());
    writeln!(
        out,
        "\n== turn {} ({}'s turn), {phase} phase",
        st.turn, st.turn_player
    )?;
    for p in 0..st.player_count() {
        let pid = PlayerId(p as u8);
        writeln!(out, "{pid} {}", st.players()[p].name)?;
        for (zi, z) in db.ruleset.zones.iter().enumerate() {
            let objs = st.zone(ZoneRef::Player(pid, crate::core::ZoneIdx(zi as u8)));
            if objs.is_empty() {
                continue;
            }
            let shown: Vec<String> = if !z.seen_by().shows(pid, viewer) {
                vec![format!("{} card(s)", objs.len())]
            } else {
                objs.iter()
                    .map(|o| {
                        let obj = st.object(*o);
                        let mut s = name(engine, *o);
                        if let Some(sq) = obj.and_then(|x| x.square) {
                            s.push_str(&format!(" at {sq}"));
                        }
                        if obj.is_some_and(|x| x.rested) {
                            s.push_str(" (rested)");
                        }
                        if let Some(d) = obj.map(|x| x.damage).filter(|d| *d > 0) {
                            s.push_str(&format!(" ({d} damage)"));
                        }
                        s
                    })
                    .collect()
            };
            writeln!(out, "  {:<14} {}", z.id, shown.join(", "))?;
        }
    }
    if !st.terrain().is_empty() {
        let terrain: Vec<String> = st
            .terrain()
            .iter()
            .map(|(sq, kind)| format!("{kind} at {sq}"))
            .collect();
        writeln!(out, "terrain: {}", terrain.join(", "))?;
    }
    if !st.stack.is_empty() {
        let names: Vec<String> = st
            .stack
            .entries()
            .iter()
            .rev()
            .map(|e| name(engine, e.object))
            .collect();
        writeln!(out, "stack (top first): {}", names.join(", "))?;
    }
    Ok(())
}

/// The numbered choices for the pending decision, and how to turn a pick into an answer.
fn decision_choices(engine: &Engine, d: &Decision) -> Vec<String> {
    match &d.options {
        Options::Number { min, max } => vec![format!("a number from {min} to {max}")],
        Options::Names { names, .. } => names.clone(),
        Options::Objects { candidates, .. } => {
            candidates.iter().map(|o| name(engine, *o)).collect()
        }
        Options::Squares { candidates, .. } => candidates
            .iter()
            .map(|sq| {
                let on: Vec<String> =
                    crate::core::board::occupants(engine.db(), engine.state(), *sq)
                        .into_iter()
                        .map(|o| name(engine, o))
                        .collect();
                if on.is_empty() {
                    format!("square {sq}")
                } else {
                    format!("square {sq}: {}", on.join(", "))
                }
            })
            .collect(),
    }
}

fn parse_answer(d: &Decision, line: &str) -> Result<Answer, String> {
    let nums: Result<Vec<usize>, _> = line
        .split([' ', ','])
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect();
    let nums = nums.map_err(|_| "type numbers separated by spaces".to_string())?;
    Ok(match &d.options {
        Options::Number { .. } => Answer::Number(*nums.first().ok_or("type a number")? as i64),
        Options::Names { names, .. } => Answer::Names(
            nums.iter()
                .map(|n| {
                    names
                        .get(n.wrapping_sub(1))
                        .cloned()
                        .ok_or(format!("no choice {n}"))
                })
                .collect::<Result<_, _>>()?,
        ),
        Options::Objects { candidates, .. } => Answer::Objects(pick(candidates, &nums)?),
        Options::Squares { candidates, .. } => Answer::Squares(pick(candidates, &nums)?),
    })
}

/// The numbered (1-based) choices out of `candidates`.
fn pick<T: Copy>(candidates: &[T], nums: &[usize]) -> Result<Vec<T>, String> {
    nums.iter()
        .map(|n| {
            candidates
                .get(n.wrapping_sub(1))
                .copied()
                .ok_or(format!("no choice {n}"))
        })
        .collect()
}

fn describe_action(engine: &Engine, a: &Action) -> String {
    match a {
        Action::Pass { .. } => "pass".into(),
        Action::Activate { object, .. } => format!("activate {}", name(engine, *object)),
        Action::Materialize { object, .. } => format!("materialize {}", name(engine, *object)),
        Action::Use {
            object, ability, ..
        } => format!("{ability} with {}", name(engine, *object)),
        Action::Declare { value, .. } => format!("declare {value}"),
    }
}

/// Plays a game from a scenario's starting position (its steps are ignored). With
/// `vs_agent`, seat 2 is a random legal-move agent. Reads choices from `input`.
pub fn play(
    root: &Path,
    scenario: &Path,
    vs_agent: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let s: Scenario = match Scenario::read(scenario) {
        Ok(s) => s,
        Err(e) => {
            writeln!(out, "error: {e}")?;
            return Ok(2);
        }
    };
    let mods = if s.mods.is_empty() {
        Mods::None
    } else {
        Mods::Only(s.mods.clone())
    };
    let content = match load::load_with(root, &s.ruleset, &mods) {
        Ok(c) => c,
        Err(e) => {
            writeln!(out, "{e}")?;
            return Ok(2);
        }
    };
    let mut engine = match Engine::new(&content, &s.setup()) {
        Ok(e) => e,
        Err(e) => {
            writeln!(out, "error: {e}")?;
            return Ok(2);
        }
    };
    let mut agent = RandomAgent::new(s.seed);
    let mut seen = fingerprint(root);
    let mut narrated = engine.state().log.len();
    writeln!(out, "cardsmith play: {} — type a number, or q to quit. Edits to cards are picked up between actions.", s.name)?;
    loop {
        let now = fingerprint(root);
        if now != seen && engine.pending().is_none() {
            seen = now;
            match reload(root, &s.ruleset, &mods, &mut engine) {
                Ok(msg) => writeln!(out, "** {msg}")?,
                Err(e) => writeln!(out, "** reload failed; keeping the previous version:\n{e}")?,
            }
        }
        {
            let st = engine.state();
            let db = engine.db().clone();
            for e in st.log.since(narrated) {
                if e.name() != "step" {
                    writeln!(out, "  {}", describe_event(&db, st, e))?;
                }
            }
            narrated = st.log.len();
        }
        let acting = match engine.pending() {
            Some(d) => Some(d.player),
            None => engine.state().opportunity,
        };
        let Some(acting) = acting else {
            writeln!(out, "nobody can act: the game is over")?;
            return Ok(0);
        };
        if vs_agent && acting == PlayerId(1) {
            match engine.pending().cloned() {
                Some(d) => {
                    let a = agent.answer(&d);
                    let _ = engine.answer(a);
                }
                None => {
                    agent.step(&mut engine);
                }
            }
            continue;
        }
        show_board(&engine, acting, out)?;
        let pending = engine.pending().cloned();
        let actions: Vec<Action> = if pending.is_none() {
            engine.legal_actions(acting)
        } else {
            Vec::new()
        };
        match &pending {
            Some(d) => {
                writeln!(out, "{d}")?;
                for (i, c) in decision_choices(&engine, d).iter().enumerate() {
                    writeln!(out, "  {}. {c}", i + 1)?;
                }
            }
            None => {
                writeln!(out, "{acting} to act:")?;
                for (i, a) in actions.iter().enumerate() {
                    writeln!(out, "  {}. {}", i + 1, describe_action(&engine, a))?;
                }
            }
        }
        write!(out, "> ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 || line.trim() == "q" {
            writeln!(out, "bye")?;
            return Ok(0);
        }
        let line = line.trim();
        match &pending {
            Some(d) => match parse_answer(d, line) {
                Ok(a) => {
                    if let Err(e) = engine.answer(a) {
                        writeln!(out, "!! {e}")?;
                    }
                }
                Err(e) => writeln!(out, "!! {e}")?,
            },
            None => {
                let Some(a) = line
                    .parse::<usize>()
                    .ok()
                    .and_then(|n| actions.get(n.wrapping_sub(1)))
                else {
                    writeln!(out, "!! type the number of an action")?;
                    continue;
                };
                if let Err(e) = engine.submit(a.clone()) {
                    writeln!(out, "!! {e}")?;
                }
            }
        }
    }
}
