//! `cardsmith play`: a game in the terminal. It shows the players' counters, the zones
//! with each card's text and stats, the stack and what the engine waits on, with
//! numbered choices (only the actions the rules allow now; squares by name, like `c4`).
//! Changed scripts and card data are reloaded once the player has chosen an action and
//! before it is applied, without restarting the game; a script that no longer compiles
//! keeps its old version while the error is shown.

use crate::agent::RandomAgent;
use crate::core::board::Square;
use crate::core::decision::{Answer, Decision, Options};
use crate::core::game::Action;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::state::ZoneRef;
use crate::engine::Engine;
use crate::load::{self, Content, Mods};
use crate::scenario::{describe_answer, narrate_since, Scenario};
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

/// The ruleset's word for an engine word (see `Vocabulary::words`).
fn word<'a>(engine: &'a Engine, engine_word: &'a str) -> &'a str {
    engine.db().ruleset.vocabulary.word(engine_word)
}

/// A square as a player types it: column letter, row from 1 (`c4` is `(2, 3)`).
pub fn square_name(sq: Square) -> String {
    match char::from_u32(u32::from(b'a') + u32::from(sq.x)).filter(char::is_ascii_lowercase) {
        Some(c) => format!("{c}{}", u32::from(sq.y) + 1),
        None => format!("{},{}", sq.x, sq.y),
    }
}

/// Reads a typed square: `c4`, or `2,3` (column and row from 0, as scenarios write them).
pub fn parse_square(text: &str) -> Option<Square> {
    if let Some((x, y)) = text.split_once(',') {
        return Some(Square::new(x.trim().parse().ok()?, y.trim().parse().ok()?));
    }
    let mut chars = text.chars();
    let col = chars.next()?.to_ascii_lowercase();
    if !col.is_ascii_lowercase() {
        return None;
    }
    let row: u8 = chars.as_str().parse().ok()?;
    Some(Square::new(col as u8 - b'a', row.checked_sub(1)?))
}

/// One object as its viewer reads it: name, types, cost, current stats (printed ones
/// beside them when they differ), damage, counters, state, and its rules text.
fn describe_object(engine: &mut Engine, id: ObjectId) -> String {
    let db = engine.db().clone();
    let Some(obj) = engine.state().object(id).cloned() else {
        return id.to_string();
    };
    let card = db.card(obj.card);
    let mut parts = vec![card.types.join(" ")];
    if let Some(c) = &card.cost {
        let x = if c.x { "+X" } else { "" };
        parts.push(format!("cost {}{x} {}", c.amount, word(engine, &c.kind)));
    }
    for (stat, printed) in &card.stats {
        let now = engine.stat(id, stat).ok().flatten().unwrap_or(*printed);
        parts.push(if now == *printed {
            format!("{stat} {now}")
        } else {
            format!("{stat} {now} (printed {printed})")
        });
    }
    if obj.damage > 0 {
        parts.push(format!("{} damage", obj.damage));
    }
    for (counter, n) in obj.counters.iter().filter(|(_, n)| **n != 0) {
        parts.push(format!("{n} {}", word(engine, counter)));
    }
    if obj.rested {
        parts.push(word(engine, "rested").to_string());
    }
    if obj.face_down {
        parts.push("face down".into());
    }
    if let Some(sq) = obj.square {
        parts.push(format!("at {}", square_name(sq)));
    }
    let mut text = format!("{} — {}", name(engine, id), parts.join(", "));
    if !card.text.is_empty() {
        text.push_str(&format!(": \"{}\"", card.text));
    }
    text
}

/// The board as `viewer` sees it: each player's counters, then their zones; a zone the
/// viewer may not see (its ruleset `visibility`) is a count.
fn show_board(engine: &mut Engine, viewer: PlayerId, out: &mut dyn Write) -> std::io::Result<()> {
    let db = engine.db().clone();
    let st = engine.state().clone();
    let phase = crate::core::turn::current(&db, &st).map_or("-".to_string(), |p| p.id.clone());
    writeln!(
        out,
        "\n== turn {} ({}'s turn), {phase} phase",
        st.turn, st.turn_player
    )?;
    for (p, player) in st.players().iter().enumerate() {
        let pid = PlayerId(p as u8);
        let mut about: Vec<String> = player
            .counters
            .iter()
            .map(|(c, n)| format!("{} {n}", word(engine, c)))
            .collect();
        about.extend(player.declared.iter().map(|(k, v)| format!("{k} {v}")));
        if about.is_empty() {
            writeln!(out, "{pid} {}", player.name)?;
        } else {
            writeln!(out, "{pid} {}: {}", player.name, about.join(", "))?;
        }
        for (zi, z) in db.ruleset.zones.iter().enumerate() {
            let objs = st.zone(ZoneRef::Player(pid, crate::core::ZoneIdx(zi as u8)));
            if objs.is_empty() {
                continue;
            }
            if !z.seen_by().shows(pid, viewer) {
                writeln!(out, "  {:<14} {} card(s)", z.id, objs.len())?;
                continue;
            }
            writeln!(out, "  {}:", z.id)?;
            for o in objs {
                writeln!(out, "    {}", describe_object(engine, *o))?;
            }
        }
    }
    if !st.terrain().is_empty() {
        let terrain: Vec<String> = st
            .terrain()
            .iter()
            .map(|(sq, kind)| format!("{kind} at {}", square_name(*sq)))
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

/// How to answer `d`, then its numbered choices (squares by name: a board has too many
/// to number).
fn show_decision(engine: &Engine, d: &Decision, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(out, "{d}")?;
    let how = |min: usize, max: usize, what: &str| match (min, max) {
        (1, 1) => format!("type the {what} of one choice"),
        (a, b) if a == b => format!("type the {what}s of {a} choices, separated by spaces"),
        (0, b) => format!(
            "type up to {b} {what}s separated by spaces (e.g. `1 3`), or just Enter for none"
        ),
        (a, b) => format!("type {a} to {b} {what}s separated by spaces (e.g. `1 3`)"),
    };
    match &d.options {
        Options::Number { min, max } => writeln!(out, "  type a number from {min} to {max}")?,
        Options::Names { names, min, max } => {
            writeln!(out, "  ({})", how(*min, *max, "number"))?;
            for (i, n) in names.iter().enumerate() {
                writeln!(out, "  {}. {n}", i + 1)?;
            }
        }
        Options::Objects {
            candidates,
            min,
            max,
        } => {
            writeln!(out, "  ({})", how(*min, *max, "number"))?;
            for (i, o) in candidates.iter().enumerate() {
                writeln!(out, "  {}. {}", i + 1, name(engine, *o))?;
            }
        }
        Options::Squares {
            candidates,
            min,
            max,
        } => {
            writeln!(
                out,
                "  ({}, like c4: column letter, row from 1)",
                how(*min, *max, "square")
            )?;
            for sq in candidates {
                let on: Vec<String> =
                    crate::core::board::occupants(engine.db(), engine.state(), *sq)
                        .into_iter()
                        .map(|o| name(engine, o))
                        .collect();
                if !on.is_empty() {
                    writeln!(out, "  {}: {}", square_name(*sq), on.join(", "))?;
                }
            }
            show_grid(engine, candidates, out)?;
        }
    }
    Ok(())
}

/// The board as a grid: `o` a square offered with something on it, `.` an empty square
/// offered, `#` terrain, blank a square not offered.
fn show_grid(engine: &Engine, offered: &[Square], out: &mut dyn Write) -> std::io::Result<()> {
    let Some((_, def)) = crate::core::board::board(engine.db()) else {
        return Ok(());
    };
    let cols: String = (0..def.width)
        .map(|x| format!(" {}", square_name(Square::new(x, 0)).trim_end_matches('1')))
        .collect();
    writeln!(
        out,
        "     {cols}    (o: offered, occupied; .: offered, empty; #: terrain)"
    )?;
    for y in 0..def.height {
        let row: String = (0..def.width)
            .map(|x| {
                let sq = Square::new(x, y);
                let mark = match (
                    offered.contains(&sq),
                    engine.state().terrain().contains_key(&sq),
                ) {
                    (true, _)
                        if !crate::core::board::occupants(engine.db(), engine.state(), sq)
                            .is_empty() =>
                    {
                        'o'
                    }
                    (true, _) => '.',
                    (false, true) => '#',
                    (false, false) => ' ',
                };
                format!(" {mark}")
            })
            .collect();
        writeln!(out, "  {:>2} {row}", u32::from(y) + 1)?;
    }
    Ok(())
}

fn parse_answer(d: &Decision, line: &str) -> Result<Answer, String> {
    let words: Vec<&str> = line.split([' ', ';']).filter(|s| !s.is_empty()).collect();
    match &d.options {
        Options::Squares { candidates, .. } => words
            .iter()
            .map(|w| {
                parse_square(w)
                    .filter(|sq| candidates.contains(sq))
                    .ok_or(format!("'{w}' is not one of the squares offered"))
            })
            .collect::<Result<_, _>>()
            .map(Answer::Squares),
        Options::Number { .. } => line
            .trim()
            .parse::<i64>()
            .map(Answer::Number)
            .map_err(|_| "type a number".into()),
        Options::Names { names, .. } => Ok(Answer::Names(pick(names, &numbers(&words)?)?)),
        Options::Objects { candidates, .. } => {
            Ok(Answer::Objects(pick(candidates, &numbers(&words)?)?))
        }
    }
}

/// The choice numbers typed, separated by spaces or commas.
fn numbers(words: &[&str]) -> Result<Vec<usize>, String> {
    words
        .iter()
        .flat_map(|w| w.split(','))
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|_| "type numbers separated by spaces".to_string())
}

/// The numbered (1-based) choices out of `candidates`.
fn pick<T: Clone>(candidates: &[T], nums: &[usize]) -> Result<Vec<T>, String> {
    nums.iter()
        .map(|n| {
            candidates
                .get(n.wrapping_sub(1))
                .cloned()
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
        Action::ActivateAbility {
            object, ability, ..
        } => format!("activate {}'s {ability}", name(engine, *object)),
        Action::Declare { value, .. } => format!("declare {value}"),
        Action::Take { action, .. } => format!("take {action}"),
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
    play_files(root, &[scenario.to_path_buf()], 1, vs_agent, input, out)
}

/// [`play`] from a scenario file, or from one or two deck files (a new game between
/// them, one deck playing itself, shuffled with `seed`).
pub fn play_files(
    root: &Path,
    files: &[std::path::PathBuf],
    seed: u64,
    vs_agent: bool,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> std::io::Result<i32> {
    let decks = load::deck::are_decks(files);
    let read = match files {
        _ if decks => Scenario::from_decks(root, files, seed).map_err(|e| e.to_string()),
        [one] => Scenario::read(one).map_err(|e| format!("error: {e}")),
        _ => Err("error: give one scenario file, or one or two deck files".into()),
    };
    let s = match read {
        Ok(s) => s,
        Err(e) => {
            writeln!(out, "{e}")?;
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
    writeln!(out, "cardsmith play: {} — type the number of a choice, or q to quit. Edits to cards apply from the next action you choose.", s.name)?;
    loop {
        let logged = engine.take_script_log();
        for line in narrate_since(engine.db(), engine.state(), narrated, logged, false) {
            writeln!(out, "  {line}")?;
        }
        narrated = engine.state().log.len();
        let acting = match engine.pending() {
            Some(d) => Some(d.player),
            None => engine.state().opportunity,
        };
        let Some(acting) = acting else {
            writeln!(out, "nobody can act: the game is over")?;
            return Ok(0);
        };
        if vs_agent && acting == PlayerId(1) {
            refresh(root, &s.ruleset, &mods, &mut engine, &mut seen, out)?;
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
        show_board(&mut engine, acting, out)?;
        let pending = engine.pending().cloned();
        let actions: Vec<Action> = if pending.is_none() {
            engine.legal_actions(acting)
        } else {
            Vec::new()
        };
        match &pending {
            Some(d) => show_decision(&engine, d, out)?,
            None => {
                writeln!(out, "{acting} to act (what the rules allow now):")?;
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
                    let said = describe_answer(engine.db(), engine.state(), d, &a);
                    match engine.answer(a) {
                        Ok(_) => writeln!(out, "  {said}")?,
                        Err(e) => writeln!(out, "!! {e}")?,
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
                // Cards edited while the game waited apply to the action just chosen.
                refresh(root, &s.ruleset, &mods, &mut engine, &mut seen, out)?;
                if let Err(e) = engine.submit(a.clone()) {
                    writeln!(out, "!! {e}")?;
                }
            }
        }
    }
}

/// Reloads the cards if any file changed since `seen`. Not while a question is pending:
/// the activation asking it runs on the version it started with, and the reload waits
/// for the next action.
fn refresh(
    root: &Path,
    ruleset: &str,
    mods: &Mods,
    engine: &mut Engine,
    seen: &mut (Option<SystemTime>, usize),
    out: &mut dyn Write,
) -> std::io::Result<()> {
    let now = fingerprint(root);
    if now == *seen || engine.pending().is_some() {
        return Ok(());
    }
    *seen = now;
    match reload(root, ruleset, mods, engine) {
        Ok(msg) => writeln!(out, "** {msg}"),
        Err(e) => writeln!(out, "** reload failed; keeping the previous version:\n{e}"),
    }
}
