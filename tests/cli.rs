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
    let (code, text) = out(|b| cardsmith::cli::demo(&repo(), None, None, b));
    assert_eq!(code, 0, "{text}");
    for want in [
        "[1.1 announce]",
        "[1.7 calculate cost]",
        "reserve cost:",
        "Lens of Thrift",
        "stack (bottom first)",
        "fizzles",
    ] {
        assert!(text.contains(want), "demo output lacks {want:?}:\n{text}");
    }
}

#[test]
fn test_command_prints_a_readable_diff_and_fails() {
    let root = TempRoot::new();
    root.set(&[
        (
            "bolt",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx) ctx:draw(1) end }",
        ),
        ("x", r#"types: ["ally"]"#, "return {}"),
    ]);
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

#[test]
fn validate_passes_on_the_bundled_content() {
    let (code, text) = out(|b| cardsmith::cli::validate(&repo(), b));
    assert_eq!(code, 0, "{text}");
}

#[test]
fn new_card_scaffolds_data_and_script_that_validate() {
    let root = TempRoot::new();
    root.set(&[("a", r#"types: ["action"]"#, "return {}")]);
    let (code, text) =
        out(|b| cardsmith::cli::new_card(root.root(), "t", "Spark of Insight", "grand_archive", b));
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
        out(|b| cardsmith::cli::new_card(root.root(), "fresh", "Ember", "grand_archive", b));
    assert_eq!(code, 0);
    assert!(root.load().unwrap().db.lookup("ember").is_some());
    let (code, text) =
        out(|b| cardsmith::cli::new_card(root.root(), "t", "Spark of Insight", "grand_archive", b));
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
        let (code, text) =
            out(|b| cardsmith::cli::new_card(root.root(), set, "Fresh Idea", "grand_archive", b));
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
