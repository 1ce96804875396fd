//! Every name the script API declares, called with hostile arguments (wrong types, nil,
//! NaN, huge numbers and strings, stale handles, handles of the wrong kind): nothing
//! panics or hangs, and an action whose script fails leaves the game exactly as it was.

mod common;

use cardsmith::agent::RandomAgent;
use cardsmith::core::PlayerId;
use cardsmith::engine::{Engine, Setup};
use cardsmith::script::Limits;
use common::*;

/// Argument lists tried on every function (Luau source, after the receiver).
const ARGS: &[&str] = &[
    "",
    "nil",
    "0",
    "-1",
    "0/0",
    "1e308",
    "2^53",
    "'x'",
    "string.rep('a', 100000)",
    "{}",
    "{ 1, 2, 3 }",
    "ctx.this",
    "ctx.controller",
    "ctx.opponent",
    "ctx.this, -5",
    "ctx.this, 1e308",
    "ctx.this, 'field'",
    "ctx.this, {}",
    "{ ctx.this, ctx.this }, 1",
    "ctx.this, ctx.this",
    "{ zone = 'nowhere' }",
    "{ count = -1, zone = 'field' }",
    "ctx.controller, 'reserve', -1",
    "ctx.this, 'power', 0/0",
    "stale",
    "stale, 1",
];

/// A game to fuzz in: its ruleset, and a probe card (plus a creature or ally, `unit`)
/// set up so that P1 can play the probe at once.
struct Game {
    ruleset: &'static str,
    probe: &'static str,
    unit: &'static str,
    unit_type: &'static str,
    p1: &'static [(&'static str, &'static [&'static str])],
    p2: &'static [(&'static str, &'static [&'static str])],
    discard: &'static str,
    declared: &'static [(&'static str, &'static str)],
}

const GRAND_ARCHIVE: Game = Game {
    ruleset: "grand_archive",
    probe: r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
    unit: r#"types: ["ally"], stats: {"life": 3}"#,
    unit_type: "ally",
    p1: &[
        ("hand", &["probe@p", "unit"]),
        ("field", &["unit@mine", "unit"]),
        ("main_deck", &["unit", "unit"]),
    ],
    p2: &[("field", &["unit@theirs"])],
    discard: "graveyard",
    declared: &[],
};

const KEYFORGE: Game = Game {
    ruleset: "keyforge",
    probe: r#"types: ["action"], attributes: {"house": "brobnar"}"#,
    unit: r#"types: ["creature"], attributes: {"house": "brobnar"}, stats: {"power": 3}"#,
    unit_type: "creature",
    p1: &[
        ("hand", &["probe@p", "unit"]),
        ("battleline", &["unit@mine", "unit"]),
        ("deck", &["unit", "unit"]),
    ],
    p2: &[("battleline", &["unit@theirs", "unit"])],
    discard: "discard",
    declared: &[("house", "brobnar")],
};

fn setup_player(
    name: &str,
    zones: &[(&str, &[&str])],
    declared: &[(&str, &str)],
) -> cardsmith::engine::PlayerSetup {
    let mut p = player(name, &[], zones);
    p.declared = declared
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect();
    p.counters.insert("amber".into(), 3);
    p
}

/// Runs `call` in the probe's resolution, first making `stale` a handle of an object
/// that has changed zones, then drives the game a few steps with a random agent.
/// Returns whether the probe could be played (its script ran or failed, not refused
/// before it).
fn run(game: &Game, call: &str) -> bool {
    let script = format!(
        "return {{ resolve = function(ctx)\n\
         local stale = ctx:objects({{ type = '{}', controller = 'you' }})[1]\n\
         ctx:move(stale, '{}')\n\
         {call}\n\
         end }}",
        game.unit_type, game.discard
    );
    let root = TempRoot::for_ruleset(game.ruleset);
    root.set(&[
        ("probe", game.probe, &script),
        ("unit", game.unit, "return {}"),
    ]);
    let content = root.load().unwrap_or_else(|e| panic!("{call}: {e}"));
    let mut e = Engine::with_limits(
        &content,
        &Setup {
            seed: 1,
            players: vec![
                setup_player("a", game.p1, game.declared),
                setup_player("b", game.p2, &[]),
            ],
            turn_player: 1,
            ..Default::default()
        },
        Limits {
            budget: 100_000,
            action_budget: 150_000,
            action_deadline: std::time::Duration::from_secs(10),
            memory: 16 * 1024 * 1024,
        },
    )
    .unwrap_or_else(|err| panic!("{call}: {err}"));
    let mut agent = RandomAgent::new(7);
    // An answer that makes the suspended script fail refuses the whole action that
    // started it: the game is as it was before that action (ARCHITECTURE.md).
    let mut before_action = e.state().state_hash();
    let mut first = Some(activate(&e, 1, "p"));
    let mut played = false;
    for step in 0..20 {
        let mut before = e.state().state_hash();
        let result = if let Some(d) = e.pending().cloned() {
            before = before_action;
            e.answer(agent.answer(&d))
        } else {
            let action = match first.take() {
                Some(a) => a,
                None => {
                    let Some(player) = (0..2)
                        .map(PlayerId)
                        .find(|p| !e.legal_actions(*p).is_empty())
                    else {
                        break;
                    };
                    let actions = e.legal_actions(player);
                    let Some(action) = agent.choose(&actions) else {
                        break;
                    };
                    action
                }
            };
            before_action = before;
            e.submit(action)
        };
        played |= step == 0
            && result
                .as_ref()
                .map_or_else(|e| e.to_string().contains("probe.lua"), |_| true);
        if let Err(err) = result {
            assert!(!err.to_string().contains("RUST PANIC"), "{call}: {err}");
            assert_eq!(
                e.state().state_hash(),
                before,
                "{call}: a refused step changed the game ({err})"
            );
            assert!(
                e.pending().is_none(),
                "{call}: refused, yet a question waits"
            );
            break;
        }
    }
    played
}

/// Calls every declared name with every argument list in `game`.
fn fuzz_api(game: &Game) {
    let stub = cardsmith::script::API_STUB;
    let mut names = 0;
    for (ty, receiver) in [
        ("Ctx", "ctx"),
        ("Object", "ctx.this"),
        ("Player", "ctx.controller"),
    ] {
        for name in declared(stub, ty) {
            // Every argument list under pcall, then one of them unprotected, so the
            // action also fails now and then and must leave the game as it was.
            let mut body = format!(
                "local r = {receiver}\nlocal f = r.{name}\nif type(f) ~= 'function' then return end\n\
                 local function check(ok, err)\n\
                 if not ok and string.find(tostring(err), 'panic', 1, true) then error('RUST PANIC: ' .. tostring(err)) end\n\
                 end\n"
            );
            for args in ARGS {
                let sep = if args.is_empty() { "" } else { ", " };
                body.push_str(&format!("check(pcall(f, r{sep}{args}))\n"));
            }
            let args = ARGS[names % ARGS.len()];
            let sep = if args.is_empty() { "" } else { ", " };
            body.push_str(&format!("f(r{sep}{args})"));
            assert!(
                run(game, &body),
                "{}: the probe was not played: {body}",
                game.ruleset
            );
            names += 1;
        }
    }
    assert!(names > 100, "only {names} names were tried");
}

#[test]
fn every_api_name_survives_hostile_arguments_in_grand_archive() {
    fuzz_api(&GRAND_ARCHIVE);
}

#[test]
fn every_api_name_survives_hostile_arguments_in_keyforge() {
    fuzz_api(&KEYFORGE);
}
