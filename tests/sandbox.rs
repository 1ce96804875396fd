//! Scripts see a small, documented API and nothing else; a script error or a runaway
//! script fails its action cleanly and the game goes on.

mod common;

use cardsmith::core::{Action, ActionError, PlayerId, Progress};
use cardsmith::engine::Engine;
use common::*;

/// An engine whose P1 holds `probe` (a 0-cost action running `script`) and a Stone Sentry
/// on the field; P2 has a Stone Sentry too.
fn probe(script: &str) -> (TempRoot, Engine) {
    let (root, e) = probe_game(script, &[], &["ally@mine"]);
    (root, e.expect("compiles"))
}

/// Activates the probe and passes until it resolves; returns the error, if any.
fn activate_and_resolve(e: &mut Engine) -> Result<(), ActionError> {
    let a = activate(e, 1, "p");
    e.submit(a)?;
    e.submit(Action::Pass {
        player: PlayerId(0),
    })?;
    e.submit(Action::Pass {
        player: PlayerId(1),
    })?;
    Ok(())
}

/// Activates the probe and lets P1 pass: P2's pass resolves it next.
fn play_and_pass(e: &mut Engine) {
    let a = activate(e, 1, "p");
    e.submit(a).unwrap();
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
}

fn legal_error(script_body: &str) -> String {
    let (_root, mut e) = probe(&format!(
        "return {{ legal = function(ctx)\n{script_body}\nend }}"
    ));
    let hash = e.state().state_hash();
    let a = activate(&e, 1, "p");
    let err = e.submit(a).expect_err("the probe must fail");
    assert_eq!(
        e.state().state_hash(),
        hash,
        "a failed check changed the game"
    );
    err.to_string()
}

#[test]
fn forbidden_globals_do_not_exist() {
    for name in [
        "io",
        "os",
        "require",
        "load",
        "loadstring",
        "dofile",
        "loadfile",
        "debug",
        "getfenv",
        "setfenv",
        "coroutine",
        "collectgarbage",
        "newproxy",
        "_G",
        "getmetatable",
        "setmetatable",
        "rawset",
        "print",
    ] {
        let msg = legal_error(&format!(
            "if {name} ~= nil then return false, \"{name} is visible\" end\nreturn false, \"hidden\""
        ));
        assert!(msg.contains("hidden"), "{name}: {msg}");
    }
}

#[test]
fn bytecode_and_library_escapes_are_absent() {
    let msg = legal_error(
        "if string.dump ~= nil or rawget ~= nil or loadstring ~= nil then return false, 'visible' end return false, 'hidden'",
    );
    assert!(msg.contains("hidden"), "{msg}");
    // A bytecode chunk handed to the loader is refused as a text chunk.
    let root = TempRoot::new();
    root.set(&[("a", r#"types: ["action"]"#, "\x1bLua garbage")]);
    let c = root.load().unwrap();
    let Err(errs) = cardsmith::script::LuaHost::new(c.db.clone(), &c.scripts, Default::default())
    else {
        panic!("a binary chunk must not load")
    };
    assert!(errs[0].file.ends_with("a.lua"), "{:?}", errs[0]);
}

#[test]
fn randomness_only_through_the_game() {
    let msg = legal_error("if math.random ~= nil or math.randomseed ~= nil then return false, 'visible' end return false, 'hidden'");
    assert!(msg.contains("hidden"), "{msg}");
}

#[test]
fn writing_globals_and_shared_libraries_is_refused() {
    let msg = legal_error("stash = 1 return true");
    assert!(msg.contains("readonly"), "{msg}");
    assert!(msg.contains("probe.lua:2"), "{msg}");
    let msg = legal_error("string.len = nil return true");
    assert!(msg.contains("readonly"), "{msg}");
}

#[test]
fn hook_tables_are_frozen() {
    let (_root, mut e) = probe(
        "local card = {}\ncard.legal = function(ctx) card.seen = true return true end\nreturn card",
    );
    let a = activate(&e, 1, "p");
    let err = e.submit(a).unwrap_err().to_string();
    assert!(err.contains("readonly"), "{err}");
}

#[test]
fn check_hooks_cannot_change_the_game() {
    let msg = legal_error("ctx:draw(1) return true");
    assert!(
        msg.contains("ctx:draw changes the game and is not allowed in the 'legal' hook"),
        "{msg}"
    );
    let msg = legal_error("ctx:choose({ options = {'a'} }) return true");
    assert!(
        msg.contains("ctx:choose can only ask while resolving"),
        "{msg}"
    );
}

#[test]
fn script_error_names_card_file_line_and_traceback_and_reverts() {
    let (_root, mut e) =
        probe("return {\n  resolve = function(ctx)\n    ctx:draw(1)\n    error('boom')\n  end,\n}");
    let a = activate(&e, 1, "p");
    e.submit(a).unwrap();
    let before_pass = e.state().state_hash();
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    let err = e
        .submit(Action::Pass {
            player: PlayerId(1),
        })
        .unwrap_err();
    let ActionError::Script(h) = &err else {
        panic!("{err:?}")
    };
    assert_eq!(h.card, "probe");
    assert_eq!(h.hook, "resolve");
    assert_eq!(h.line, Some(4), "{err}");
    assert!(h.message.contains("boom"));
    assert!(h.traceback.contains("probe.lua:4"), "{}", h.traceback);
    // The failed resolution (and its draw) is undone: back to before the last pass.
    assert_eq!(e.state().opportunity, Some(PlayerId(1)));
    let _ = before_pass;
    assert!(
        e.state().stack.top().is_some(),
        "the card is still waiting on the stack"
    );
}

#[test]
fn endless_loop_is_stopped_and_the_next_action_works() {
    let (_root, mut e) = probe("return { resolve = function(ctx) while true do end end }");
    let err = resolve_refused(&mut e).to_string();
    assert!(err.contains("execution budget exceeded"), "{err}");
    assert!(err.contains("probe.lua:1"), "{err}");
    // The engine serves the next action.
    assert_eq!(
        e.submit(Action::Pass {
            player: PlayerId(1)
        })
        .unwrap_err()
        .to_string(),
        err
    );
    assert!(
        e.submit(Action::Pass {
            player: PlayerId(0)
        })
        .is_err(),
        "P2 still has opportunity"
    );
}

#[test]
fn deep_recursion_and_memory_bombs_fail_cleanly() {
    let msg = legal_error("local function f(n) return f(n + 1) + 1 end return f(1)");
    assert!(msg.contains("probe.lua:2"), "names the line: {msg}");
    let msg = legal_error("local s = 'x' for _ = 1, 26 do s = s .. s end return #s > 0");
    assert!(
        msg.contains("memory") || msg.contains("not enough"),
        "{msg}"
    );
}

/// Issue 17, class 4: a script that assigns a chunk-level local from a hook could keep
/// a handle (or anything) from one call for the next; it is refused when it loads, at
/// the line of the assignment.
#[test]
fn a_handle_cannot_be_kept_for_a_later_call() {
    let script = "local kept\nreturn {\n  legal = function(ctx)\n    if kept then return kept:name() ~= '' end\n    kept = ctx.this\n    return false, 'first call'\n  end,\n}";
    let (_root, e) = probe_game(script, &[], &["ally@mine"]);
    let err = e.err().expect("refused when it loads");
    assert!(err.contains("probe.lua:5"), "{err}");
    assert!(err.contains("keep no state between calls"), "{err}");
}

#[test]
fn stale_handles_fail_clearly_and_actions_on_them_are_skipped() {
    // The handle is taken, then its object moves; reading through it is an error.
    let (_root, mut e) = probe(
        "return { resolve = function(ctx)\n  local a = ctx:objects({ type = 'ally', controller = 'you' })[1]\n  ctx:move(a, 'hand')\n  ctx:rest(a)\n  return a:name()\nend }",
    );
    let err = activate_and_resolve(&mut e).unwrap_err().to_string();
    assert!(err.contains("stale handle"), "{err}");
    assert!(err.contains("probe.lua:5"), "{err}");
}

#[test]
fn a_resolution_can_ask_and_resume() {
    let (_root, mut e) = probe(
        "return { resolve = function(ctx)\n  local pick = ctx:choose({ prompt = 'pick', options = { 'one', 'two' } })[1]\n  if pick == 'two' then ctx:draw(2) else ctx:draw(1) end\nend }",
    );
    play_and_pass(&mut e);
    let p = e
        .submit(Action::Pass {
            player: PlayerId(1),
        })
        .unwrap();
    let Progress::Decide(d) = p else {
        panic!("expected a question")
    };
    assert_eq!(d.prompt, "pick");
    assert_eq!(d.player, PlayerId(0));
    e.answer(cardsmith::core::Answer::Names(vec!["two".into()]))
        .unwrap();
    let hand = e.state().zone(cardsmith::core::ZoneRef::Player(
        PlayerId(0),
        e.db().zone("hand").unwrap(),
    ));
    assert_eq!(hand.len(), 3, "drew two");
    assert!(e.state().stack.is_empty());
}

#[test]
fn a_constant_ability_that_depends_on_itself_fails_cleanly() {
    let root = TempRoot::new();
    root.set(&[
        (
            "mirror",
            r#"types: ["item"]"#,
            "return { statics = { { grant = 'reservable', applies_to = function(ctx, o) return o:has_keyword('reservable') end } } }",
        ),
        ("spell", r#"types: ["action"], cost: (kind: "reserve", amount: 1)"#, "return {}"),
    ]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player("a", &[], &[("hand", &["spell@s"]), ("field", &["mirror"])]),
            player("b", &[], &[]),
        ],
    );
    let hash = e.state().state_hash();
    let a = activate(&e, 1, "s");
    let err = e.submit(a).unwrap_err().to_string();
    assert!(err.contains("nested more than"), "{err}");
    assert_eq!(e.state().state_hash(), hash);
}

#[test]
fn a_runaway_string_pattern_is_refused_at_its_line() {
    // Backtracking `.-` six deep over 20,000 characters would run for hours inside the
    // C matcher: its cost is bounded before it starts (issue 17, class 2).
    let (_root, mut e) =
        probe("return { resolve = function(ctx) local s = string.rep('a', 20000) return s:find('.-.-.-.-.-.-b') end }");
    play_and_pass(&mut e);
    let hash = e.state().state_hash();
    let err = e
        .submit(Action::Pass {
            player: PlayerId(1),
        })
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("string.find: the pattern is too costly"),
        "{err}"
    );
    assert!(err.contains("probe.lua:1"), "{err}");
    assert_eq!(e.state().state_hash(), hash);
}

/// C library calls run without interrupts; those whose time grows with their arguments
/// are refused at the calling line when it would be too long (issue 17, class 2).
#[test]
fn long_running_library_calls_are_refused_before_they_run() {
    let doubled = "local s = 'x' for _ = 1, 20 do s = s .. s end\n"; // 1 MiB
    for (body, expected) in [
        (
            format!("{doubled}return s:find(string.rep('y', 1000), 1, true) == nil"),
            "string.find: the string is too long to search",
        ),
        (
            format!("{doubled}return s:gsub('x-x-x', '') ~= nil"),
            "string.gsub: the pattern is too costly",
        ),
        (
            "return #string.rep('ab', 1e7) > 0".to_string(),
            "string.rep: the result would be over",
        ),
        (
            "return table.move({}, 1, 1e9, 1) ~= nil".to_string(),
            "table.move: a range of more than",
        ),
        (
            "return #table.create(1e9, 0) > 0".to_string(),
            "table.create: more than",
        ),
    ] {
        let msg = legal_error(&body);
        assert!(msg.contains(expected), "{body}: {msg}");
        assert!(msg.contains("probe.lua:"), "names the line: {msg}");
    }
    // Ordinary uses are untouched.
    let (_root, mut e) = probe(
        "return { legal = function(ctx) return ('a,b'):find(',', 1, true) == 2 and ('hello'):gsub('l', 'L') == 'heLLo' and #string.rep('x', 10) == 10 end, resolve = function(ctx) end }",
    );
    let a = activate(&e, 1, "p");
    e.submit(a).expect("ordinary string calls work");
}

#[test]
fn a_memory_bomb_in_a_loop_is_stopped_at_its_line() {
    let (_root, mut e) = probe(
        "return { resolve = function(ctx)\n  local t = {}\n  for i = 1, 1e9 do t[i] = string.rep('x', 1024) .. i end\nend }",
    );
    play_and_pass(&mut e);
    let hash = e.state().state_hash();
    let err = e
        .submit(Action::Pass {
            player: PlayerId(1),
        })
        .unwrap_err()
        .to_string();
    assert!(err.contains("memory"), "{err}");
    assert!(err.contains("probe.lua:3"), "{err}");
    assert_eq!(e.state().state_hash(), hash);
    // The next action is served.
    assert!(e
        .submit(Action::Pass {
            player: PlayerId(1)
        })
        .is_err());
}

#[test]
fn a_card_cannot_reach_another_cards_environment() {
    let root = TempRoot::new();
    root.set(&[
        ("a", r#"types: ["item"]"#, "local secret = 'a-secret'\nreturn { statics = { { grant = 'x', applies_to = function() return secret ~= nil end } } }"),
        (
            "b",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { legal = function(ctx) if secret ~= nil or a ~= nil then return false, 'reached' end return false, 'isolated' end }",
        ),
    ]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player("p", &[], &[("hand", &["b@b"]), ("field", &["a"])]),
            player("q", &[], &[]),
        ],
    );
    let a = activate(&e, 1, "b");
    let msg = e.submit(a).unwrap_err().to_string();
    assert!(msg.contains("isolated"), "{msg}");
}

/// A question nobody could answer (a number between 5 and 1) is refused where it is
/// asked, naming the card and line; the game is as before the pass that resolved it.
#[test]
fn an_unanswerable_question_is_refused_at_the_call() {
    let err = resolve_error(
        "return {\n\tresolve = function(ctx)\n\t\tctx:choose({ number = true, min = 5, max = 1 })\n\tend,\n}",
    );
    assert!(
        err.contains("probe.lua:3") && err.contains("no answer is possible"),
        "{err}"
    );
}

/// A replacement effect's script that fails during a turn-based action (the next turn's
/// draw) is not swallowed: the pass that ended the turn is refused with the card, file
/// and line, and the game is as it was.
#[test]
fn a_script_error_in_a_turn_based_action_surfaces() {
    let root = TempRoot::new();
    root.set(&[(
        "jinx",
        r#"types: ["ally"], stats: {"life": 3}"#,
        "return {\n\treplacements = {\n\t\t{\n\t\t\ton = \"draw\",\n\t\t\tapplies = function(_ctx, _change)\n\t\t\t\terror(\"the jinx is broken\")\n\t\t\tend,\n\t\t\tinstead = function(_ctx, change)\n\t\t\t\treturn change\n\t\t\tend,\n\t\t},\n\t},\n}",
    )]);
    let c = root.load().expect("loads");
    let mut e = Engine::new(
        &c,
        &cardsmith::engine::Setup {
            seed: 1,
            players: vec![
                player("a", &[], &[("field", &["jinx"]), ("main_deck", &["jinx"])]),
                player("b", &[], &[("main_deck", &["jinx", "jinx"])]),
            ],
            turn_player: 1,
            phase: Some("end".into()),
            ..Default::default()
        },
    )
    .expect("starts");
    // Pass on until the next turn's draw phase, where the failing effect is asked.
    let mut failure = None;
    for _ in 0..12 {
        let player = e.state().opportunity.expect("someone may act");
        let before = (e.state().state_hash(), e.state().log.len());
        match e.submit(Action::Pass { player }) {
            Ok(_) => {}
            Err(err) => {
                failure = Some((err.to_string(), before));
                break;
            }
        }
    }
    let (err, (hash, log)) = failure.expect("the draw's replacement effect fails");
    assert!(
        err.contains("jinx.lua:6") && err.contains("the jinx is broken"),
        "{err}"
    );
    assert_eq!(e.state().state_hash(), hash);
    assert_eq!(e.state().log.len(), log);
}

/// `ctx:rule` reaches the terms the ruleset's rules script defines; a name it does not
/// define is an error at the card's line.
#[test]
fn a_rule_the_rules_script_does_not_define_is_an_error_at_the_line() {
    let msg = legal_error("local lv = ctx:rule(\"level\")\nreturn false, \"level \" .. lv");
    assert!(msg.contains("level 0"), "{msg}");
    let msg = legal_error("return ctx:rule(\"no_such_rule\")");
    assert!(
        msg.contains("probe.lua:2") && msg.contains("defines no rule 'no_such_rule'"),
        "{msg}"
    );
}

/// Resolves the probe and expects it to fail: returns the error, checking the game is
/// as it was before the pass that resolved it.
fn resolve_error(script: &str) -> String {
    let (_root, mut e) = probe(script);
    play_and_pass(&mut e);
    let hash = e.state().state_hash();
    let err = e
        .submit(Action::Pass {
            player: PlayerId(1),
        })
        .expect_err("the probe must fail")
        .to_string();
    assert_eq!(
        e.state().state_hash(),
        hash,
        "a refused call changed the game"
    );
    assert!(e.pending().is_none(), "no question is left pending");
    err
}

/// Kept in `legal` (an earlier top-level call), then used while resolving.
const KEEP: &str = "local kept\nreturn {\n  legal = function(ctx)\n    kept = ctx:objects({ type = 'ally', controller = 'you' })[1]\n  end,\n";

/// Every way of smuggling a handle from one hook call into a later one — through a
/// replacement's `instead` result, as a damage source, as a candidate offered to
/// `ctx:choose`, as an action's argument — needs a place to keep it between the calls;
/// the only places a script has are refused when it loads (the assignment on line 4).
/// (Inside one call, `api::handle_from` still checks each handle's frame and object.)
#[test]
fn a_kept_handle_has_nowhere_to_be_kept() {
    let opponent = "    local t = ctx:objects({ type = 'ally', controller = 'opponent' })[1]\n";
    for (extra, body) in [
        (
            "  replacements = { { on = 'draw', during = 'resolve', instead = function(ctx, change)\n    return { kind = 'destroy', target = kept }\n  end } },\n",
            "    ctx:draw(1)".to_string(),
        ),
        ("", format!("{opponent}    ctx:deal_damage(t, 1, kept)")),
        ("", format!("{opponent}    ctx:choose({{ objects = {{ t, kept }} }})")),
        ("", "    ctx:destroy(kept)".to_string()),
    ] {
        let script = format!("{KEEP}{extra}  resolve = function(ctx)\n{body}\n  end,\n}}");
        let (_root, e) = probe_game(&script, &[], &["ally@mine"]);
        let err = e.err().expect("refused when it loads");
        assert!(err.contains("probe.lua:4"), "{err}");
        assert!(err.contains("card 'probe'") || err.contains("probe"), "{err}");
    }
}

/// What a script hands the host is measured before it is copied: a long counter name, a
/// filter of huge strings (one, or thousands of the same 4 MB string), a question with
/// 100,000 options, an `instead` returning 5,000 changes are refused quickly at the line.
#[test]
fn oversized_strings_and_lists_are_refused_at_the_boundary() {
    let started = std::time::Instant::now();
    let msg = legal_error("return ctx.this:counter(string.rep('x', 300)) == 0");
    assert!(
        msg.contains("probe.lua:2") && msg.contains("too long"),
        "{msg}"
    );
    let huge = "local s = 'x' for _ = 1, 22 do s = s .. s end\n"; // 4 MiB
    let msg = legal_error(&format!("{huge}return #ctx:objects({{ type = s }}) > 0"));
    assert!(
        msg.contains("probe.lua:3") && msg.contains("too long"),
        "{msg}"
    );
    let msg = legal_error(&format!(
        "{huge}return #ctx:objects({{ type = table.create(5000, s) }}) > 0"
    ));
    assert!(
        msg.contains("probe.lua:3") && msg.contains("too long"),
        "{msg}"
    );
    let err = resolve_error(
        "return { resolve = function(ctx)\n  ctx:choose({ options = table.create(100000, 'a') })\nend }",
    );
    assert!(
        err.contains("probe.lua:2") && err.contains("too long"),
        "{err}"
    );
    let err = resolve_error(
        "return {\n  replacements = { { on = 'draw', during = 'resolve', instead = function(ctx, change)\n    return table.create(5000, { kind = 'draw', count = 1 })\n  end } },\n  resolve = function(ctx)\n    ctx:draw(1)\n  end,\n}",
    );
    assert!(
        err.contains("probe.lua:6") && err.contains("too long"),
        "{err}"
    );
    assert!(started.elapsed() < std::time::Duration::from_secs(20));
}

/// Issue 17, class 2: one action's hook calls share one budget. Each of the probe's
/// check hooks stays within the per-call budget (100,000 steps in `probe_game`), but any
/// two of them together pass the action's 150,000.
#[test]
fn the_hook_calls_of_one_action_share_the_action_budget() {
    let spin = "local n = 0 for i = 1, 90000 do n = n + i end";
    let (_root, mut e) = probe(&format!(
        "return {{\n  modes = function(ctx) {spin} return nil end,\n  targets = function(ctx) {spin} return {{}} end,\n  legal = function(ctx) {spin} return true end,\n}}"
    ));
    let hash = e.state().state_hash();
    let a = activate(&e, 1, "p");
    let err = e
        .submit(a)
        .expect_err("the action's hooks together are over budget")
        .to_string();
    assert!(err.contains("action budget"), "{err}");
    assert!(
        err.contains("probe.lua:"),
        "names the card's file and line: {err}"
    );
    assert_eq!(e.state().state_hash(), hash, "the game is as it was");
    // Each action starts afresh: a pass has its own budget.
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .expect("the next action works");
}

/// Issue 17, class 2: an action's scripts have a wall-clock deadline, checked in the
/// interrupt, whatever the step budget allows.
#[test]
fn an_action_past_its_deadline_is_stopped() {
    let root = TempRoot::new();
    root.set(&[(
        "probe",
        r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
        "return { legal = function(ctx) local n = 0 while true do n = n + 1 end end }",
    )]);
    let c = root.load().expect("loads");
    let mut e = Engine::with_limits(
        &c,
        &cardsmith::engine::Setup {
            seed: 1,
            players: vec![
                player("a", &[], &[("hand", &["probe@p"])]),
                player("b", &[], &[]),
            ],
            turn_player: 1,
            ..Default::default()
        },
        cardsmith::script::Limits {
            budget: u64::MAX,
            action_budget: u64::MAX,
            action_deadline: std::time::Duration::from_millis(50),
            ..Default::default()
        },
    )
    .unwrap();
    let hash = e.state().state_hash();
    let a = activate(&e, 1, "p");
    let err = e
        .submit(a)
        .expect_err("stopped by the deadline")
        .to_string();
    assert!(err.contains("deadline (50 ms)"), "{err}");
    assert!(err.contains("probe.lua:1"), "{err}");
    assert_eq!(e.state().state_hash(), hash);
}

/// Issue 17, class 4: a table the script built when it loaded is read-only in its
/// hooks, so a hook cannot hoard memory in it or count its calls there. The hook fails
/// at its line and the game is as it was.
#[test]
fn a_table_built_at_load_is_read_only_in_hooks() {
    let err = resolve_error(
        "local hoard = {}\nreturn { resolve = function(ctx)\n  table.insert(hoard, string.rep('x', 1000))\nend }",
    );
    assert!(err.contains("probe.lua:3"), "{err}");
    assert!(err.contains("readonly"), "{err}");
    let (_root, mut e) = probe(
        "local calls = { n = 0 }\nreturn { legal = function(ctx)\n  calls.n = calls.n + 1\n  return calls.n < 2\nend }",
    );
    let hash = e.state().state_hash();
    let a = activate(&e, 1, "p");
    let err = e.submit(a).expect_err("the count is refused").to_string();
    assert!(err.contains("probe.lua:3"), "{err}");
    assert_eq!(e.state().state_hash(), hash);
}

/// A counter hidden in a function made while the script loaded (a closure over a
/// local of a function that has returned) is refused at load, at the assignment.
#[test]
fn a_counter_closed_over_at_load_is_refused() {
    let script = "local next_n = (function()\n  local n = 0\n  return function()\n    n += 1\n    return n\n  end\nend)()\nreturn { legal = function(ctx) return next_n() < 2 end }";
    let (_root, e) = probe_game(script, &[], &["ally@mine"]);
    let err = e.err().expect("refused when it loads");
    assert!(err.contains("probe.lua:4"), "{err}");
}

/// An iterator keeps its position in itself: one made at load and stepped by each call
/// would count the calls. The script is refused when it loads.
#[test]
fn an_iterator_made_at_load_is_refused() {
    let script = "local words = string.gmatch('a b c d', '%a')\nreturn { legal = function(ctx) return words() ~= 'b' end }";
    let (_root, e) = probe_game(script, &[], &["ally@mine"]);
    let err = e.err().expect("refused when it loads");
    assert!(err.contains("function with state of its own"), "{err}");
    assert!(err.contains("probe.lua"), "{err}");
}

/// What the rules allow keeps working: constant data and helper functions at the top,
/// library functions kept in locals, the hook's own locals assigned in its loops, and
/// functions it makes that read them.
#[test]
fn constant_data_and_helpers_at_load_still_work() {
    let (_root, mut e) = probe(
        "local AMOUNTS = { draw = 2 }\nlocal rep = string.rep\nlocal function twice(n) return n * 2 end\nreturn { resolve = function(ctx)\n  local total = 0\n  for _ = 1, AMOUNTS.draw do total = total + 1 end\n  local get = function() return total end\n  if #rep('x', 3) == 3 then ctx:draw(twice(get()) - 3) end\nend }",
    );
    let hand = |e: &Engine| {
        e.state()
            .zone(cardsmith::core::ZoneRef::Player(
                PlayerId(0),
                e.db().zone("hand").unwrap(),
            ))
            .len()
    };
    let before = hand(&e);
    activate_and_resolve(&mut e).expect("resolves");
    // The probe left the hand (-1) and one card was drawn (2 * 2 - 3).
    assert_eq!(hand(&e), before);
}

/// Each script's top level runs on a budget of its own: two cards that each take most
/// of it load, and a top level that never ends is blamed on its own file.
#[test]
fn each_script_loads_on_a_fresh_budget() {
    let spin = "local n = 0 for i = 1, 70000 do n = n + i end\nreturn {}";
    let (_root, e) = probe_game(
        "return {}",
        &[
            ("slow_a", r#"types: ["action"]"#, spin),
            ("slow_b", r#"types: ["action"]"#, spin),
        ],
        &["ally@mine"],
    );
    e.expect("both load");
    let (_root, e) = probe_game(
        "return {}",
        &[
            ("fine", r#"types: ["action"]"#, "return {}"),
            (
                "endless",
                r#"types: ["action"]"#,
                "local n = 0\nwhile true do n = n + 1 end\nreturn {}",
            ),
        ],
        &["ally@mine"],
    );
    let err = e.err().expect("the endless top level is stopped");
    assert!(err.contains("endless.lua:2"), "{err}");
    assert!(!err.contains("fine.lua"), "{err}");
}

/// Garbage is collected before memory counts as full: a resolution that makes and drops
/// far more than the limit in total (each piece well under it) is not stopped.
#[test]
fn garbage_is_collected_before_memory_counts_as_full() {
    let (_root, mut e) = probe(
        "return { resolve = function(ctx)\n  local kept = 0\n  for i = 1, 200 do\n    local s = string.rep('x', 524288) .. i\n    kept = kept + #s\n  end\n  ctx:draw(1)\nend }",
    );
    activate_and_resolve(&mut e).expect("only garbage grew past the limit");
}

/// A script that catches its own memory error and then runs away is still stopped with
/// a message that says why, at its line (not "<nil>").
#[test]
fn a_caught_memory_error_does_not_hide_the_next_error() {
    let err = resolve_error(
        "return { resolve = function(ctx)\n  pcall(function()\n    local t = {}\n    for i = 1, 1e9 do t[i] = string.rep('x', 1000) .. i end\n  end)\n  while true do end\nend }",
    );
    assert!(err.contains("probe.lua:6"), "{err}");
    assert!(err.contains("budget"), "{err}");
    assert!(!err.contains("<nil>"), "{err}");
}

/// A verb written in the API's Lua layer checks its arguments as the Rust ones do: the
/// error names the verb and what it expected, at the card's line.
#[test]
fn a_lua_layer_verb_names_what_it_expected() {
    let err = resolve_error("return { resolve = function(ctx)\n  ctx:take_control({})\nend }");
    assert!(
        err.contains("ctx:take_control: expected an object handle, got a table")
            && err.contains("probe.lua:2"),
        "{err}"
    );
}
