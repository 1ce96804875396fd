//! The commands, run in-process as the binary runs them.

mod common;

use common::*;

fn out(f: impl FnOnce(&mut Vec<u8>) -> std::io::Result<i32>) -> (i32, String) {
    let mut buf = Vec::new();
    let code = f(&mut buf).unwrap();
    (code, String::from_utf8(buf).unwrap())
}

#[test]
fn demo_narrates_steps_costs_and_the_stack() {
    let (code, text) = out(|b| cardsmith::cli::demo(&repo(), None, None, false, b));
    assert_eq!(code, 0, "{text}");
    for want in [
        "[1.1 announce]",
        "[1.7 calculate cost]",
        "reserve cost:",
        "Lens of Thrift",
        "fizzles",
    ] {
        assert!(text.contains(want), "demo output lacks {want:?}:\n{text}");
    }
    // The scenario's own plumbing is for whoever debugs it: only with -v.
    for plumbing in ["-- step", "stack (bottom first)"] {
        assert!(!text.contains(plumbing), "{plumbing}:\n{text}");
    }
    let (_, verbose) = out(|b| cardsmith::cli::demo(&repo(), None, None, true, b));
    assert!(verbose.contains("-- step 1: Expect"), "{verbose}");
    assert!(verbose.contains("stack (bottom first)"), "{verbose}");
}

#[test]
fn narration_names_targets_and_payments_in_the_rulesets_words() {
    let (code, ga) = out(|b| cardsmith::cli::demo(&repo(), None, None, false, b));
    assert_eq!(code, 0, "{ga}");
    // The Lance's target and the cards paid with are named by card.
    assert!(
        ga.lines().any(|l| l.starts_with("P1 targets Stone Sentry")),
        "{ga}"
    );
    assert!(ga.contains("P1 pays 2 reserve with [Twin Decree"), "{ga}");
    let (code, kf) = out(|b| cardsmith::cli::demo(&repo(), None, Some("keyforge"), false, b));
    assert_eq!(code, 0, "{kf}");
    // KeyForge exhausts and readies; æmber is æmber; nothing of Grand Archive's words.
    for want in ["exhausts", "readies", "gains 1 æmber", "plays Mighty Lance"] {
        assert!(kf.contains(want), "{want}:\n{kf}");
    }
    for unwanted in [" rests", "wakes up", "check elements", " amber"] {
        assert!(!kf.contains(unwanted), "{unwanted}:\n{kf}");
    }
}

#[test]
fn test_command_prints_a_readable_diff_and_fails() {
    let root = action_and_filler(
        "bolt",
        "return { resolve = function(ctx) ctx:draw(1) end }",
        "x",
    );
    root.write(
        "data/scenarios/s.ron",
        r#"Scenario(name: "draws", ruleset: "grand_archive",
            players: [(name: "a", zones: {"hand": ["bolt"], "main_deck": ["x"]}), (name: "b")],
            steps: [Activate(player: 1, card: "bolt"), Resolve, Expect(zones: {"p1.hand": ["x", "x"]})])"#,
    );
    let (code, text) = out(|b| cardsmith::cli::test(root.root(), &[], false, b));
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("FAIL  draws"), "{text}");
    assert!(
        text.contains("step 3 (Expect): p1.hand: expected [\"x\", \"x\"], found [\"x\"]"),
        "{text}"
    );
    assert!(text.contains("- missing: [\"x\"]"), "{text}");
    assert!(text.contains("0 passed, 1 failed"), "{text}");
    // The same run for editors and CI.
    let (code, json) = out(|b| cardsmith::cli::test_as(root.root(), &[], false, true, b));
    assert_eq!(code, 1);
    let doc: serde_json::Value = serde_json::from_str(&json).expect("test --json is JSON");
    assert_eq!(
        (doc["passed"].as_u64(), doc["failed"].as_u64()),
        (Some(0), Some(1))
    );
    let s = &doc["scenarios"][0];
    assert_eq!(s["name"], "draws");
    assert_eq!(s["passed"], false);
    assert_eq!(s["file"], "data/scenarios/s.ron");
    assert!(s["failures"][0]
        .as_str()
        .unwrap()
        .starts_with("step 3 (Expect): p1.hand"));
    assert!(s.get("narration").is_none(), "narration only with -v");
    let (_, json) = out(|b| cardsmith::cli::test_as(root.root(), &[], true, true, b));
    let doc: serde_json::Value = serde_json::from_str(&json).unwrap();
    assert!(doc["scenarios"][0]["narration"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l.as_str().is_some_and(|l| l.contains("draws x"))));
}

#[test]
fn validate_reports_every_problem_and_fails() {
    let root = TempRoot::new();
    root.set(&[
        (
            "a",
            r#"types: ["action"], elements: ["plasma"]"#,
            "return {}",
        ),
        (
            "b",
            r#"types: ["action"]"#,
            "return { resolve = function(ctx) ctx:draw(1 end }",
        ),
    ]);
    root.write("data/scenarios/bad.ron", "Scenario(name: \"x\")");
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 1);
    assert!(text.contains("element 'plasma'"), "{text}");
    assert!(text.contains("b.lua:1"), "{text}");
    assert!(text.contains("bad.ron:1"), "{text}");
    assert!(text.contains("3 problem(s)"), "{text}");
}

/// A card with rules text and no hooks is warned about, unless its text is only keywords
/// the ruleset's rules act on (`rules_keywords`: Grand Archive's stealth).
#[test]
fn validate_warns_of_rules_text_no_script_carries_out() {
    let root = TempRoot::new();
    root.set(&[
        (
            "plain",
            r#"types: ["ally"], stats: {"life": 1}, text: "On Enter: draw a card.""#,
            "return {}",
        ),
        (
            "sneaky",
            r#"types: ["ally"], stats: {"life": 1}, keywords: ["stealth"], text: "Stealth.""#,
            "return {}",
        ),
    ]);
    let (_, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert!(
        text.contains("card 'plain' has rules text but its script defines no hooks"),
        "{text}"
    );
    assert!(!text.contains("card 'sneaky'"), "{text}");
}

#[test]
fn validate_passes_on_the_bundled_content() {
    let (code, text) = out(|b| cardsmith::cli::validate(&repo(), b));
    assert_eq!(code, 0, "{text}");
}

#[test]
fn new_card_scaffolds_data_and_script_that_validate() {
    let root = TempRoot::new();
    root.set(&[("a", r#"types: ["action"]"#, "return {}")]);
    let spark = |b: &mut Vec<u8>| {
        cardsmith::cli::new_card(
            root.root(),
            "t",
            "Spark of Insight",
            "grand_archive",
            None,
            b,
        )
    };
    let (code, text) = out(spark);
    assert_eq!(code, 0, "{text}");
    assert!(root
        .root()
        .join("scripts/cards/t/spark_of_insight.lua")
        .is_file());
    let c = root.load().expect("the scaffolded card loads");
    assert!(c.db.lookup("spark_of_insight").is_some());
    assert!(cardsmith::script::LuaHost::new(c.db.clone(), &c.scripts, Default::default()).is_ok());
    // A new set for a card too; and no overwriting.
    let (code, _) =
        out(|b| cardsmith::cli::new_card(root.root(), "fresh", "Ember", "grand_archive", None, b));
    assert_eq!(code, 0);
    assert!(root.load().unwrap().db.lookup("ember").is_some());
    let (code, text) = out(spark);
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("already exists"), "{text}");
}

#[test]
fn explain_shows_the_stack_costs_and_targets_at_a_step() {
    let file =
        repo().join("data/scenarios/grand_archive/activation/ga_act_1_7_cost_pipeline_order.ron");
    let (code, text) = out(|b| cardsmith::cli::explain(&repo(), &file, Some(1), b));
    assert_eq!(code, 0, "{text}");
    for want in [
        "stack[0] Ember Lance",
        "Edict of Parity",
        "Lens of Thrift",
        "Toll Totem",
        "total 2",
    ] {
        assert!(text.contains(want), "{want}: {text}");
    }
}

#[test]
fn validate_dry_runs_check_hooks() {
    let root = TempRoot::new();
    root.set(&[
        ("ally", r#"types: ["ally"]"#, "return {}"),
        ("broken", r#"types: ["action"]"#, "return {\n  targets = function(ctx)\n    return { { type = 'ally', count = ctx.nothing.here } }\n  end,\n}"),
    ]);
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("dry run"), "{text}");
    assert!(text.contains("broken.lua:3"), "{text}");
}

/// A constant or triggered ability on a card that never stays in play can never apply,
/// unless it says where it works; validate says so (as a warning: the content loads).
#[test]
fn validate_warns_about_abilities_that_can_never_apply() {
    let root = TempRoot::new();
    root.set(&[
        ("ally", r#"types: ["ally"]"#, "return {}"),
        (
            "idle",
            r#"types: ["action"]"#,
            "return {\n  statics = { { stat = 'power', increase = 1 } },\n  triggers = { { on = 'drew', resolve = function() end } },\n  resolve = function() end,\n}",
        ),
        (
            "placed",
            r#"types: ["action"]"#,
            "return {\n  statics = { { cost = 'reserve', reduce = 1, from = { 'hand' }, self_only = true } },\n  resolve = function() end,\n}",
        ),
        (
            "stays",
            r#"types: ["ally"]"#,
            "return { statics = { { stat = 'power', increase = 1 } } }",
        ),
    ]);
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 0, "{text}");
    let warned: Vec<&str> = text
        .lines()
        .filter(|l| l.contains("can never apply"))
        .collect();
    assert_eq!(warned.len(), 1, "{text}");
    assert!(
        warned[0].contains("'idle'") && warned[0].contains("statics[1], triggers[1]"),
        "{text}"
    );
}

#[test]
fn validate_can_show_the_offending_source_line() {
    let root = TempRoot::new();
    root.set(&[
        (
            "a",
            r#"types: ["action"], elements: ["plasma"]"#,
            "return {}",
        ),
        (
            "b",
            r#"types: ["action"]"#,
            "return {\n  resolve = function(ctx)\n    ctx:draw(1\n  end,\n}",
        ),
    ]);
    let (code, coloured) = out(|b| cardsmith::cli::validate_styled(root.root(), b, true));
    assert_eq!(code, 1);
    assert!(coloured.contains("\u{1b}["), "coloured");
    // Drop the colour codes to read it.
    let mut text = String::new();
    let mut chars = coloured.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            text.push(c);
        }
    }
    // The data error points into the set file, the script error into the script.
    assert!(text.contains("data/sets/t.ron:2:"), "{text}");
    assert!(text.contains("element 'plasma'"), "{text}");
    assert!(text.contains("scripts/cards/t/b.lua:4:3"), "{text}");
    assert!(text.contains("end,"), "the offending line is shown: {text}");
}

#[test]
fn sim_reports_rates_and_replay_plays_a_saved_game() {
    let dir = std::env::temp_dir().join(format!("cardsmith-cli-sim-{}", std::process::id()));
    let opts = cardsmith::sim::SimOptions {
        games: 4,
        seed: 1,
        steps: 20000,
        turns: 200,
        shard: (2, 3),
        out_dir: dir.clone(),
        progress: false,
        decks: Vec::new(),
        agents: Vec::new(),
    };
    let run = cardsmith::cli::SimRun {
        ruleset: Some("keyforge".into()),
        ..Default::default()
    };
    let (code, text) = out(|b| cardsmith::cli::sim(&repo(), &run, opts.clone(), b));
    assert_eq!(code, 0, "{text}");
    for want in [
        "Brobnar, Dis, Untamed vs Sanctum, Shadows, Logos",
        "games/s",
        "actions/s",
        "script calls/s",
        "peak memory",
        "shard 2/3",
        "win rate",
        "first-player advantage",
        "game length (turns)",
        "4 passed, 0 failed",
    ] {
        assert!(text.contains(want), "{want}: {text}");
    }
    // A replay file, as sim saves them: setup plus steps.
    let content = common::bundled();
    let replay = cardsmith::sim::Replay {
        ruleset: "grand_archive".into(),
        setup: cardsmith::sim::game_setup(&content, 5),
        steps: vec![cardsmith::sim::ReplayStep {
            action: cardsmith::core::Action::Pass {
                player: cardsmith::core::PlayerId(0),
            },
            answers: vec![],
        }],
        failure: "recorded for the test".into(),
    };
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("replay-test.ron");
    std::fs::write(
        &file,
        ron::ser::to_string_pretty(&replay, Default::default()).unwrap(),
    )
    .unwrap();
    let (code, text) = out(|b| cardsmith::cli::replay(&repo(), &file, b));
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("replaying 1 step(s)"), "{text}");
    assert!(text.contains("no longer happens"), "{text}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn api_prints_the_reference() {
    let (code, text) = out(|b| cardsmith::cli::api(b));
    assert_eq!(code, 0);
    assert!(text.contains("export type Ctx"), "{text}");
}

#[test]
fn explain_prints_the_resistance_trace_and_the_replacement_order() {
    let (code, text) = out(|b| {
        cardsmith::cli::explain(
            &repo(),
            &repo().join("data/scenarios/demo_6d6.ron"),
            Some(5),
            b,
        )
    });
    assert_eq!(code, 0, "{text}");
    for want in [
        "step 5: activation check of Firebolt",
        "+2  cover: wall at (3, 5)",
        "+1  Iron Will (P1 resists)",
        "-> failure",
    ] {
        assert!(text.contains(want), "explain lacks {want:?}:\n{text}");
    }
    let file =
        "data/scenarios/keyforge/kf_002_3a_active_player_orders_replacements_aegis_first.ron";
    let (code, text) = out(|b| cardsmith::cli::explain(&repo(), &repo().join(file), Some(3), b));
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains(
            "replacement effects applied, in the order they applied:\n  1. 1 less damage (Iron Aegis)\n  2. double the damage (Blood Frenzy)"
        ),
        "{text}"
    );
}

/// A copy of the bundled content (every ruleset, set and script) in a temp root.
fn bundled_copy() -> TempRoot {
    let root = TempRoot::new();
    for dir in [
        "data/rulesets",
        "data/sets",
        "scripts/rules",
        "scripts/cards",
    ] {
        let mut todo = vec![repo().join(dir)];
        while let Some(d) = todo.pop() {
            for e in std::fs::read_dir(&d).unwrap().flatten() {
                let p = e.path();
                if p.is_dir() {
                    todo.push(p);
                } else {
                    let rel = p
                        .strip_prefix(repo())
                        .unwrap()
                        .to_string_lossy()
                        .to_string();
                    root.write(&rel, &std::fs::read_to_string(&p).unwrap());
                }
            }
        }
    }
    root
}

#[test]
fn new_card_fits_the_sets_ruleset_and_validate_says_fail_when_a_card_is_left_out() {
    let root = bundled_copy();
    for set in ["core", "kf_core", "6d6_core"] {
        let (code, text) = out(|b| {
            cardsmith::cli::new_card(root.root(), set, "Fresh Idea", "grand_archive", None, b)
        });
        assert_eq!(code, 0, "{set}: {text}");
        // Each scaffold is a valid card of its own game.
        let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
        assert_eq!(code, 0, "{set}: {text}");
    }
    let kf = std::fs::read_to_string(root.root().join("data/sets/kf_core.ron")).unwrap();
    assert!(
        kf.contains("attributes: {\"house\": \"brobnar\"}"),
        "a KeyForge card gets a house"
    );
    for (set, game, unwanted) in [
        ("core", "Grand Archive", "resolves at once"),
        ("kf_core", "KeyForge", "effects stack"),
        ("6d6_core", "6d6", "effects stack"),
    ] {
        // The entry is indented as the set's other entries are.
        let data =
            std::fs::read_to_string(root.root().join(format!("data/sets/{set}.ron"))).unwrap();
        let indent = |l: &str| l.len() - l.trim_start().len();
        let ids: Vec<usize> = data
            .lines()
            .filter(|l| l.trim_start().starts_with("id: ") || l.trim_start().starts_with("(id: "))
            .map(indent)
            .collect();
        let new = data
            .lines()
            .find(|l| l.contains("id: \"fresh_idea\""))
            .map(indent)
            .unwrap();
        let first_card = data
            .lines()
            .skip_while(|l| !l.contains("cards:"))
            .find(|l| l.contains("id: "))
            .unwrap();
        let expected = indent(first_card)
            + if first_card.trim_start().starts_with('(') {
                4
            } else {
                0
            };
        assert_eq!(new, expected, "{set}: {ids:?}\n{data}");
        // The script speaks of its own game.
        let script = std::fs::read_to_string(
            root.root()
                .join(format!("scripts/cards/{set}/fresh_idea.lua")),
        )
        .unwrap();
        assert!(script.contains(&format!("Fresh Idea ({game})")), "{script}");
        assert!(!script.contains(unwanted), "{set}: {script}");
        assert!(!script.contains("Step 1."), "{set}: {script}");
        stylua_accepts(
            &root
                .root()
                .join(format!("scripts/cards/{set}/fresh_idea.lua")),
        );
    }
    assert!(
        std::fs::read_to_string(root.root().join("scripts/cards/kf_core/fresh_idea.lua"))
            .unwrap()
            .contains("(reap, fight, action, omni, discard)")
    );
    // A card the 6d6 ruleset can't have: the ruleset's line says FAIL, not ok.
    let set_file = root.root().join("data/sets/6d6_core.ron");
    let t = std::fs::read_to_string(&set_file).unwrap();
    let broken = t.replacen(
        "id: \"firebolt\",",
        "id: \"firebolt\", cost: (kind: \"reserve\", amount: 1),",
        1,
    );
    std::fs::write(&set_file, broken).unwrap();
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 1, "{text}");
    assert!(
        text.contains("has a cost, but ruleset '6d6' has no costs"),
        "{text}"
    );
    assert!(text.contains("FAIL  ruleset '6d6'"), "{text}");
    assert!(text.contains("ok    ruleset 'keyforge'"), "{text}");
    // A set file that does not parse is reported once, not once per ruleset.
    let kf_file = root.root().join("data/sets/kf_core.ron");
    std::fs::write(
        &kf_file,
        kf.replacen("name: \"Anger\"", "nmae: \"Anger\"", 1),
    )
    .unwrap();
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 1, "{text}");
    assert_eq!(
        text.matches("Unexpected field named `nmae`").count(),
        1,
        "{text}"
    );
    assert!(text.contains("kf_core.ron:"), "{text}");
}

/// docs/cards.md is the catalogue of the bundled cards as `cardsmith cards` prints it.
#[test]
fn docs_cards_md_is_the_generated_catalogue() {
    let (code, text) = out(|b| cardsmith::cli::cards(&repo(), b));
    assert_eq!(code, 0, "{text}");
    let doc = std::fs::read_to_string(repo().join("docs/cards.md")).unwrap();
    assert!(
        doc == text,
        "docs/cards.md is stale: run `cargo run -- cards > docs/cards.md`"
    );
    // Every bundled card is listed with the scenarios that name it.
    assert!(text.contains("| Dust Imp (`dust_imp`) |"), "{text}");
}

fn binary(dir: &std::path::Path, args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_cardsmith"))
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap()
}

#[test]
fn the_content_root_is_found_upward_and_said_never_guessed() {
    // From a folder inside the content, the root above it is loaded and named.
    let inside = repo().join("data/scenarios");
    let out = binary(&inside, &["validate"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(
        err.contains(&format!("content root {}", repo().display())),
        "{err}"
    );
    // Outside any content root there is no fallback to the folder the binary was built in.
    let empty = std::env::temp_dir().join(format!("cardsmith-noroot-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let out = binary(&empty, &["validate"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("no content root"), "{err}");
    assert!(!err.contains(&repo().display().to_string()), "{err}");
    // An explicit --root works from anywhere.
    let out = binary(
        &empty,
        &["--root", &repo().display().to_string(), "validate"],
    );
    assert!(out.status.success());
    let _ = std::fs::remove_dir(&empty);
}

#[test]
fn demo_into_a_closed_pipe_exits_quietly() {
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_cardsmith"))
        .arg("demo")
        .current_dir(repo())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // The reader goes away before the demo writes its first line (`demo | head -0`).
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert!(!err.to_lowercase().contains("broken pipe"), "{err}");
    assert!(!err.contains("error"), "{err}");
}

#[test]
fn ctx_log_is_shown_by_test_v_and_never_changes_the_game() {
    let with_log = r#"return {
        legal = function(ctx) ctx:log("checking", ctx.this) return true end,
        resolve = function(ctx) ctx:draw(1) ctx:log("drew for", ctx.controller, 1, true, nil) end,
    }"#;
    let without = r#"return {
        legal = function(ctx) return true end,
        resolve = function(ctx) ctx:draw(1) end,
    }"#;
    let play = |script: &str| {
        let root = action_and_filler("spark", script, "x");
        let c = root.load().unwrap();
        let mut e = engine(
            &c,
            3,
            vec![
                player("a", &[], &[("hand", &["spark@s"]), ("main_deck", &["x"])]),
                player("b", &[], &[]),
            ],
        );
        // Trial activations (the legal actions) log nothing that stays.
        assert!(!e.legal_actions(cardsmith::core::PlayerId(0)).is_empty());
        assert!(e.take_script_log().is_empty());
        let a = activate(&e, 1, "s");
        e.submit(a).unwrap();
        for p in [0, 1] {
            e.submit(cardsmith::core::Action::Pass {
                player: cardsmith::core::PlayerId(p),
            })
            .unwrap();
        }
        (e.state().state_hash(), e.take_script_log())
    };
    let (hash_logged, lines) = play(with_log);
    let (hash_plain, none) = play(without);
    assert_eq!(hash_logged, hash_plain, "logging changed the game");
    assert!(none.is_empty());
    let messages: Vec<String> = lines.iter().map(|l| l.message.clone()).collect();
    assert_eq!(messages, ["checking spark #0", "drew for P1 1 true nil"]);
    assert_eq!(lines[1].hook, "resolve");

    // `test -v` prints the lines among the events.
    let root = action_and_filler("spark", with_log, "x");
    root.write(
        "data/scenarios/s.ron",
        r#"Scenario(name: "logs", ruleset: "grand_archive",
            players: [(name: "a", zones: {"hand": ["spark"], "main_deck": ["x"]}), (name: "b")],
            steps: [Activate(player: 1, card: "spark"), Resolve])"#,
    );
    let (code, text) = out(|b| cardsmith::cli::test(root.root(), &[], true, b));
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("[log] spark #0 (resolve): drew for P1 1 true nil"),
        "{text}"
    );
}

/// StyLua, with the project's settings, leaves `file` as it is (skipped where no StyLua
/// with Luau support, which the settings ask for, is installed).
fn stylua_accepts(file: &std::path::Path) {
    let run = |f: &std::path::Path| {
        std::process::Command::new("stylua")
            .arg("--check")
            .arg("--config-path")
            .arg(repo().join("stylua.toml"))
            .arg(f)
            .output()
    };
    let probe = file.with_file_name("luau_probe.lua");
    std::fs::write(&probe, "local a: number = 1\nreturn a\n").unwrap();
    let usable = run(&probe).is_ok_and(|o| o.status.success());
    let _ = std::fs::remove_file(&probe);
    if !usable {
        eprintln!("no StyLua with Luau support: formatting not checked (editor/README.md)");
        return;
    }
    let out = run(file).unwrap();
    assert!(
        out.status.success(),
        "{}: {}",
        file.display(),
        String::from_utf8_lossy(&out.stdout)
    );
}

#[test]
fn new_card_scaffolds_into_a_mod() {
    let root = bundled_copy();
    let (code, text) = out(|b| {
        cardsmith::cli::new_card(
            root.root(),
            "extras",
            "Odd Idea",
            "keyforge",
            Some("my_mod"),
            b,
        )
    });
    assert_eq!(code, 0, "{text}");
    let base = root.root().join("mods/my_mod");
    let manifest = std::fs::read_to_string(base.join("mod.ron")).unwrap();
    assert!(manifest.contains("ruleset: \"keyforge\""), "{manifest}");
    assert!(base.join("data/sets/extras.ron").is_file());
    assert!(base.join("scripts/cards/extras/odd_idea.lua").is_file());
    assert!(!root.root().join("data/sets/extras.ron").exists());
    // A second card goes into the same mod's set; the mod loads and validates.
    let (code, text) = out(|b| {
        cardsmith::cli::new_card(
            root.root(),
            "extras",
            "Second Idea",
            "keyforge",
            Some("my_mod"),
            b,
        )
    });
    assert_eq!(code, 0, "{text}");
    let c = cardsmith::load::load_with(
        root.root(),
        "keyforge",
        &cardsmith::load::Mods::Only(vec!["my_mod".into()]),
    )
    .expect("the mod loads");
    assert!(c.db.lookup("odd_idea").is_some() && c.db.lookup("second_idea").is_some());
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 0, "{text}");
    stylua_accepts(&base.join("scripts/cards/extras/second_idea.lua"));
}

#[test]
fn validate_refuses_unknown_fields_in_a_modes_table() {
    let root = TempRoot::new();
    root.set(&[(
        "twin",
        r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
        r#"return { modes = function(ctx) return { options = { "a", "b" }, chose = 2 } end, resolve = function(ctx) end }"#,
    )]);
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("modes: unknown field 'chose'"), "{text}");
}

#[test]
fn validate_checks_the_cards_labels_and_answers_of_every_scenario() {
    let root = action_and_filler("bolt", "return { resolve = function(ctx) end }", "x");
    root.write(
        "data/scenarios/s.ron",
        r#"Scenario(name: "typos", ruleset: "grand_archive",
            players: [(name: "a", zones: {"hand": ["bolt@b", "blot"], "feild": ["x@mine"]}), (name: "b")],
            steps: [
                Activate(player: 1, card: "bolt_typo", answers: [Targets(["mien"])]),
                Answer(Pay(["b", "nobody"])),
                Use(player: 1, card: "mine", ability: "reap"),
                Expect(damage: {"mine": 1, "yours": 2}, zones: {"p1.hand": ["bolt", "bolts"]}),
            ])"#,
    );
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 1, "{text}");
    for want in [
        "p1 hand: no card 'blot' in ruleset 'grand_archive'",
        "p1: no zone named 'feild'",
        "step 1: 'bolt_typo' is neither a label of this scenario nor a card id",
        "step 1: 'mien' is neither a label",
        "step 2: 'nobody' is neither a label",
        "step 3: ruleset 'grand_archive' has no use 'reap'",
        "step 4: 'yours' is neither a label",
        "step 4: no card 'bolts'",
    ] {
        assert!(text.contains(want), "{want}:\n{text}");
    }
    assert!(!text.contains("'b' is neither"), "{text}");
    assert!(!text.contains("'mine' is neither"), "{text}");
    assert!(text.contains("8 problem(s)"), "{text}");
}

#[test]
fn a_broken_set_is_reported_against_its_own_ruleset() {
    let root = bundled_copy();
    let file = root.root().join("data/sets/kf_core.ron");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replacen("cards: [", "cards: [ (id: ,", 1)).unwrap();
    let (code, text) = out(|b| cardsmith::cli::validate(root.root(), b));
    assert_eq!(code, 1, "{text}");
    assert!(text.contains("kf_core.ron:"), "{text}");
    assert!(text.contains("FAIL  ruleset 'keyforge'"), "{text}");
    for other in ["6d6", "grand_archive"] {
        assert!(
            text.contains(&format!("ok    ruleset '{other}'")),
            "{other}:\n{text}"
        );
    }
    // The same, for editors and CI: one JSON document.
    let (code, json) =
        out(|b| cardsmith::cli::validate_as(root.root(), b, cardsmith::cli::Format::Json));
    assert_eq!(code, 1);
    let doc: serde_json::Value = serde_json::from_str(&json).expect("validate --json is JSON");
    assert_eq!(doc["ok"], false);
    let errors: Vec<&serde_json::Value> = doc["findings"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|f| f["level"] == "error")
        .collect();
    assert_eq!(
        errors.len() as u64,
        doc["problems"].as_u64().unwrap(),
        "{json}"
    );
    assert!(errors.iter().all(|e| e["ruleset"] == "keyforge"), "{json}");
    assert!(errors.iter().any(|e| e["file"]
        .as_str()
        .is_some_and(|f| f.ends_with("kf_core.ron"))
        && e["line"].as_u64().is_some()));
    let ok: Vec<(String, bool)> = doc["rulesets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["id"].as_str().unwrap().to_string(),
                r["ok"].as_bool().unwrap(),
            )
        })
        .collect();
    assert!(
        ok.contains(&("keyforge".into(), false)) && ok.contains(&("6d6".into(), true)),
        "{ok:?}"
    );
}
