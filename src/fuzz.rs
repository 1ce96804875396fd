//! A mutation fuzzer that runs on the stable toolchain: it mutates the bundled RON files
//! (rulesets, sets, scenarios) and feeds them to the loaders, mutates card scripts and
//! plays games with them in every bundled ruleset, and plays random games with the random
//! agent, checking that nothing panics and that invariants hold.
//!
//! `cargo run --release --example fuzz -- <target> --seconds N` runs a target for a while;
//! `tests/fuzz.rs` runs each briefly with a fixed seed, plus every saved regression input.

use crate::core::Ruleset;
use crate::load::{self, Content, SetFile};
use crate::scenario::Scenario;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

/// The fuzz targets.
pub const TARGETS: &[&str] = &["ruleset", "set", "scenario", "mod", "games", "scripts"];

/// Pieces of RON worth splicing in: structure, edge-case numbers, field names.
const TOKENS: &[&str] = &[
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ",",
    ":",
    "\"",
    "Some(",
    "None",
    "-1",
    "0",
    "99999999999999999999",
    "1e308",
    "id",
    "cost",
    "kind",
    "amount",
    "x: true",
    "zones",
    "steps",
    "Activate(",
    "Expect(",
    "\u{0}",
    "é",
    "//",
    "/*",
    "r#\"",
    "true",
    "false",
    "()",
];

/// Pieces of Luau worth splicing into a card script: structure, the API, runaway
/// loops and allocations, out-of-range numbers, what the sandbox leaves out.
const LUA_TOKENS: &[&str] = &[
    " end ",
    " function(ctx) ",
    "(",
    ")",
    "{",
    "}",
    "[1]",
    ",",
    "=",
    "..",
    "#",
    "'",
    "--",
    "[[",
    " return ",
    " local x = ",
    " nil ",
    " 0/0 ",
    " math.huge ",
    " -1 ",
    " 2^53 ",
    " 1e308 ",
    " ctx ",
    " ctx.this ",
    " ctx.controller ",
    " ctx:objects({}) ",
    " ctx:objects({ zone = 'hand' })[1] ",
    " ctx:draw(3) ",
    " ctx:deal_damage(ctx.this, 1e9) ",
    " ctx:destroy(ctx.this) ",
    " ctx:move(ctx.this, 'hand') ",
    " ctx:choose({ prompt = 'p', options = { 'a' } }) ",
    " ctx:choose({ number = true, min = 5, max = 1 }) ",
    " ctx:random(0) ",
    " ctx:lasting({ target = ctx.this, duration = 'turn', effect = { grant = 'x' } }) ",
    ":stat('power')",
    " while true do end ",
    " string.rep('x', 1048576) ",
    " string.find(string.rep('a', 1e5), '.-.-.-b') ",
    " table.create(1e9) ",
    " error('fuzz') ",
    " pcall(error) ",
    " setmetatable ",
    " getfenv ",
    " _G ",
    " coroutine ",
    " tostring({}) ",
    " for k, v in {} do end ",
];

/// One mutation of `input`.
pub fn mutate(rng: &mut Pcg64Mcg, input: &[u8], other: &[u8]) -> Vec<u8> {
    mutate_with(rng, input, other, TOKENS)
}

/// One mutation of `input`, splicing in pieces of `tokens`.
fn mutate_with(rng: &mut Pcg64Mcg, input: &[u8], other: &[u8], tokens: &[&str]) -> Vec<u8> {
    let mut out = input.to_vec();
    let edits = rng.random_range(1..=4);
    for _ in 0..edits {
        let len = out.len().max(1);
        let at = rng.random_range(0..len).min(out.len());
        match rng.random_range(0..6) {
            0 if !out.is_empty() => {
                let i = at.min(out.len() - 1);
                out[i] ^= 1 << rng.random_range(0..8);
            }
            1 if !out.is_empty() => {
                let end = (at + rng.random_range(1..16)).min(out.len());
                out.drain(at..end);
            }
            2 => {
                let t = tokens[rng.random_range(0..tokens.len())].as_bytes();
                out.splice(at..at, t.iter().copied());
            }
            3 if !out.is_empty() => {
                let end = (at + rng.random_range(1..32)).min(out.len());
                let chunk: Vec<u8> = out[at..end].to_vec();
                out.splice(at..at, chunk);
            }
            4 if !other.is_empty() => {
                let s = rng.random_range(0..other.len());
                let e = (s + rng.random_range(1..64)).min(other.len());
                out.splice(at..at, other[s..e].iter().copied());
            }
            _ => {
                let end = (at + 1).min(out.len());
                out.splice(at..end, [rng.random::<u8>()]);
            }
        }
    }
    out
}

/// Feeds one input to a parser target; `Err` describes a panic.
pub fn run_input(target: &str, input: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(input).into_owned();
    let file = Path::new("fuzz-input.ron");
    let r = catch_unwind(AssertUnwindSafe(|| match target {
        "ruleset" => drop(load::parse_ron::<Ruleset>(file, &text)),
        "set" => drop(load::parse_ron::<SetFile>(file, &text)),
        "scenario" => drop(load::parse_ron::<Scenario>(file, &text)),
        "mod" => drop(load::parse_ron::<load::ModManifest>(file, &text)),
        _ => {}
    }));
    r.map_err(|p| panic_message(&p))
}

fn panic_message(p: &Box<dyn std::any::Any + Send>) -> String {
    p.downcast_ref::<String>()
        .cloned()
        .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
        .unwrap_or_else(|| "panic".into())
}

/// The seed corpus for a target: the bundled files of that kind.
pub fn corpus(root: &Path, target: &str) -> Vec<Vec<u8>> {
    let dir = match target {
        "ruleset" => root.join("data/rulesets"),
        "set" => root.join("data/sets"),
        "scenario" => root.join("data/scenarios"),
        "mod" => root.join("mods"),
        _ => return Vec::new(),
    };
    let files = load::ron_files(&dir);
    files.iter().filter_map(|f| std::fs::read(f).ok()).collect()
}

/// A crash found by the fuzzer: the target, the input and what happened.
#[derive(Debug)]
pub struct Crash {
    pub target: String,
    pub input: Vec<u8>,
    pub message: String,
}

/// Runs `iterations` mutations of a parser target's corpus; returns the crashes.
pub fn fuzz_parser(root: &Path, target: &str, seed: u64, iterations: u64) -> Vec<Crash> {
    let corpus = corpus(root, target);
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut crashes = Vec::new();
    if corpus.is_empty() {
        return crashes;
    }
    for _ in 0..iterations {
        let a = &corpus[rng.random_range(0..corpus.len())];
        let b = &corpus[rng.random_range(0..corpus.len())];
        let input = mutate(&mut rng, a, b);
        if let Err(message) = run_input(target, &input) {
            crashes.push(Crash {
                target: target.into(),
                input,
                message,
            });
        }
    }
    crashes
}

/// Plays `games` random games of up to `steps` actions each on the bundled content (the
/// simulator's games); a panic, broken zones, or a refused action that changed the game
/// is a crash. The input saved is the game's replay.
pub fn fuzz_games(content: &Content, seed: u64, games: u64, steps: usize) -> Vec<Crash> {
    (0..games)
        .filter_map(|g| {
            let r = crate::sim::play_one(content, seed.wrapping_add(g), steps);
            r.failure.map(|f| Crash {
                target: "games".into(),
                input: ron::ser::to_string_pretty(&f, ron::ser::PrettyConfig::default())
                    .unwrap_or_default()
                    .into_bytes(),
                message: f.failure,
            })
        })
        .collect()
}

/// The bundled rulesets' content, for the scripts target: every ruleset under `root`.
pub fn all_rulesets(root: &Path) -> Vec<Content> {
    load::ruleset_ids(root)
        .iter()
        .filter_map(|id| load::load(root, id).ok())
        .collect()
}

/// Mutates one card script per iteration, cycling through `contents` (one per ruleset),
/// and plays a short random game in which both players hold that card. A script that
/// does not compile must be refused with an error naming its file; a script that fails
/// while the game runs is a script failure, as the rules of the sandbox say. A crash is
/// a panic, a refused action that changed the game, broken zones, or a load error that
/// does not name the mutated script.
pub fn fuzz_scripts(contents: &[Content], seed: u64, iterations: u64, steps: usize) -> Vec<Crash> {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut crashes = Vec::new();
    for i in 0..iterations {
        let Some(content) = contents.get(i as usize % contents.len().max(1)) else {
            break;
        };
        let scripted: Vec<usize> = (0..content.scripts.cards.len())
            .filter(|&c| content.scripts.cards[c].is_some())
            .collect();
        if scripted.is_empty() {
            continue;
        }
        let card = scripted[rng.random_range(0..scripted.len())];
        let other = scripted[rng.random_range(0..scripted.len())];
        let (Some(src), Some(donor)) =
            (&content.scripts.cards[card], &content.scripts.cards[other])
        else {
            continue;
        };
        let mutated = mutate_with(
            &mut rng,
            src.code.as_bytes(),
            donor.code.as_bytes(),
            LUA_TOKENS,
        );
        let code = String::from_utf8_lossy(&mutated).into_owned();
        let game_seed = rng.random::<u64>();
        if let Some(message) = play_with_script(content, card, &code, game_seed, steps) {
            crashes.push(Crash {
                target: "scripts".into(),
                input: format!(
                    "-- ruleset {} card {} seed {game_seed}\n{code}",
                    content.db.ruleset.id, content.db.cards[card].id
                )
                .into_bytes(),
                message,
            });
        }
    }
    crashes
}

/// Replays a saved `scripts` input (its first line names the ruleset, the card and the
/// game seed, as `fuzz_scripts` writes it); `Err` is the crash it still causes.
pub fn run_script_input(contents: &[Content], input: &[u8]) -> Result<(), String> {
    let text = String::from_utf8_lossy(input);
    let (header, code) = text.split_once('\n').unwrap_or((&text, ""));
    let words: Vec<&str> = header.split_whitespace().collect();
    let [_, "ruleset", ruleset, "card", card, "seed", seed] = words[..] else {
        return Err(format!(
            "bad header '{header}': expected '-- ruleset R card C seed S'"
        ));
    };
    let content = contents
        .iter()
        .find(|c| c.db.ruleset.id == ruleset)
        .ok_or(format!("no ruleset '{ruleset}'"))?;
    let index = content
        .db
        .cards
        .iter()
        .position(|c| c.id == card)
        .ok_or(format!("no card '{card}'"))?;
    let seed = seed.parse().map_err(|_| format!("bad seed '{seed}'"))?;
    match play_with_script(content, index, code, seed, 80) {
        Some(crash) => Err(crash),
        None => Ok(()),
    }
}

/// Plays one game with `code` as card `card`'s script; the crash it found, if any.
fn play_with_script(
    content: &Content,
    card: usize,
    code: &str,
    seed: u64,
    steps: usize,
) -> Option<String> {
    let mut scripts = (*content.scripts).clone();
    let path = scripts.cards[card].as_ref()?.path.clone();
    scripts.cards[card] = Some(crate::script::ScriptSource {
        path: path.clone(),
        code: code.into(),
    });
    let content = Content {
        root: content.root.clone(),
        db: content.db.clone(),
        scripts: std::sync::Arc::new(scripts),
    };
    let id = content.db.cards[card].id.clone();
    let mut setup = crate::sim::game_setup(&content, seed);
    let hand = content.db.ruleset.draw_to.clone();
    for p in &mut setup.players {
        p.zones.entry(hand.clone()).or_default().push(id.clone());
    }
    let r = catch_unwind(AssertUnwindSafe(|| {
        crate::sim::play_game(
            &content,
            &setup,
            crate::sim::GameLimits {
                actions: steps,
                turns: u32::MAX,
            },
            &[],
        )
    }));
    let failure = match r {
        Err(p) => return Some(panic_message(&p)),
        Ok((_, replay)) => replay?.failure,
    };
    let file = path.display().to_string();
    if let Some(setup_error) = failure.strip_prefix("setup: ") {
        // Not compiling is fine, said clearly: the error names the script's file.
        return (!setup_error.contains(&file))
            .then(|| format!("a load error that does not name {file}: {setup_error}"));
    }
    let expected = failure.starts_with("card script error") || failure.contains("runaway");
    (!expected).then_some(failure)
}
