//! Every name the script API declares, called with hostile arguments (wrong types, nil,
//! NaN, huge numbers and strings, stale handles, handles of the wrong kind): nothing
//! panics or hangs, and an action whose script fails leaves the game exactly as it was.

mod common;

use cardsmith::agent::RandomAgent;
use cardsmith::core::{Action, PlayerId};
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

/// Runs `call` in a probe's resolution, first making `stale` a handle of an object
/// that has changed zones, then drives the game a few steps with a random agent.
fn run(call: &str) {
    let script = format!(
        "return {{ resolve = function(ctx)\n\
         local stale = ctx:objects({{ type = 'ally', controller = 'you' }})[1]\n\
         ctx:move(stale, 'graveyard')\n\
         {call}\n\
         end }}"
    );
    let (_root, e) = probe_game(&script, &[], &["ally@mine"]);
    let mut e = e.unwrap_or_else(|err| panic!("{call}: {err}"));
    let a = activate(&e, 1, "p");
    e.submit(a).unwrap_or_else(|err| panic!("{call}: {err}"));
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    let mut agent = RandomAgent::new(7);
    // An answer that makes the suspended script fail refuses the whole action that
    // started it: the game is as it was before that action (ARCHITECTURE.md).
    let mut before_action = e.state().state_hash();
    for _ in 0..20 {
        let mut before = e.state().state_hash();
        let result = if let Some(d) = e.pending().cloned() {
            before = before_action;
            e.answer(agent.answer(&d))
        } else {
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
            before_action = before;
            e.submit(action)
        };
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
}

#[test]
fn every_api_name_survives_hostile_arguments() {
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
            run(&body);
            names += 1;
        }
    }
    assert!(names > 100, "only {names} names were tried");
}
