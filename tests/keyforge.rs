//! KeyForge on the shared core, and the core's replacement effects and triggered
//! abilities where a scenario can't say it (seeds/kf-002-resolution.md).

mod common;

use cardsmith::core::{Action, ActionError, PlayerId, Progress};
use common::*;

fn keyforge() -> cardsmith::load::Content {
    cardsmith::load::load(&repo(), "keyforge").expect("the KeyForge content loads")
}

#[test]
fn kf_002_4c_only_controlled_cards_are_used_through_an_ability() {
    let c = keyforge();
    let mut a = player("a", &[], &[("battleline", &["troll@mine"])]);
    a.declared.insert("house".into(), "brobnar".into());
    let b = player("b", &[], &[("battleline", &["troll@theirs"])]);
    let mut e = engine(&c, 1, vec![a, b]);
    let theirs = label(&e, "theirs");
    let mine = label(&e, "mine");
    let hash = e.state().state_hash();
    let (db, host, st) = cardsmith::unchecked::parts_mut(&mut e);
    let r = cardsmith::core::procedures::uses::begin_use(
        &db,
        host,
        st,
        PlayerId(0),
        theirs,
        "fight",
        cardsmith::core::procedures::uses::UseBy::Ability,
    )
    .unwrap();
    let why = r.unwrap_err();
    assert!(why.contains("does not control"), "{why}");
    assert_eq!(
        e.state().state_hash(),
        hash,
        "a refused use changes nothing"
    );
    // The same use of a creature one controls is allowed, of any house.
    let (db, host, st) = cardsmith::unchecked::parts_mut(&mut e);
    let r = cardsmith::core::procedures::uses::begin_use(
        &db,
        host,
        st,
        PlayerId(0),
        mine,
        "fight",
        cardsmith::core::procedures::uses::UseBy::Ability,
    )
    .unwrap();
    assert_eq!(r, Ok(()));
}

#[test]
fn kf_trig_2_a_reverted_activation_triggers_nothing() {
    let root = TempRoot::new();
    root.set(&[
        (
            "watcher",
            r#"types: ["ally"], cost: (kind: "reserve", amount: 0)"#,
            r#"return { triggers = { { on = "announced", label = "draw", resolve = function(ctx) ctx:draw(1) end } } }"#,
        ),
        (
            "refused",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            r#"return { legal = function(ctx) return false, "never" end }"#,
        ),
        (
            "fine",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return {}",
        ),
    ]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player(
                "a",
                &[],
                &[
                    ("hand", &["refused@r", "fine@f"]),
                    ("field", &["watcher"]),
                    ("main_deck", &["fine", "fine"]),
                ],
            ),
            player("b", &[], &[]),
        ],
    );
    let (hash, len) = (e.state().state_hash(), e.state().log.len());
    let err = e.submit(activate(&e, 1, "r")).unwrap_err();
    assert!(matches!(err, ActionError::Illegal { .. }), "{err}");
    assert_eq!((e.state().state_hash(), e.state().log.len()), (hash, len));
    assert!(
        e.state().stack.is_empty(),
        "no triggered ability went on the stack"
    );
    // A completed activation does trigger it: the ability waits on the stack above.
    assert_eq!(e.submit(activate(&e, 1, "f")).unwrap(), Progress::Ready);
    assert_eq!(e.state().stack.len(), 2);
    assert!(e.state().log.iter().any(|ev| ev.name() == "triggered"));
}

/// A Grand Archive game where the first player has `card` in hand, `field` in play and a
/// deck of `deck`: the card is activated and both players pass, so it resolves.
fn resolve_one(
    c: &cardsmith::load::Content,
    card: &str,
    field: &[&str],
    deck: &str,
) -> (cardsmith::engine::Engine, Progress) {
    let deck: Vec<&str> = vec![deck; 20];
    let mut e = engine(
        c,
        1,
        vec![
            player(
                "a",
                &[],
                &[("hand", &[card]), ("field", field), ("main_deck", &deck)],
            ),
            player("b", &[], &[]),
        ],
    );
    let label = card.split('@').nth(1).unwrap_or(card);
    e.submit(activate(&e, 1, label)).unwrap();
    let pass = |seat| Action::Pass {
        player: PlayerId(seat),
    };
    e.submit(pass(0)).unwrap();
    let p = e.submit(pass(1)).unwrap();
    (e, p)
}

#[test]
fn kf_002_3a_each_replacement_applies_once_and_the_affected_player_orders_them() {
    let root = TempRoot::new();
    root.set(&[
        (
            "mirror",
            r#"types: ["ally"], cost: (kind: "reserve", amount: 0)"#,
            // Two effects that each replace a draw with a draw: each applies once, so
            // this ends; the depth guard is for effects that make new kinds of change.
            r#"return { replacements = {
                { on = "draw", label = "a", instead = function(ctx, c) return { kind = "draw", player = c.player, count = c.count + 1 } end },
                { on = "draw", label = "b", instead = function(ctx, c) return { { kind = "draw", player = c.player, count = 1 }, { kind = "draw", player = c.player, count = 1 } } end },
            } }"#,
        ),
        (
            "study",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx) ctx:draw(1) end }",
        ),
    ]);
    let c = root.load().unwrap();
    let (mut e, p) = resolve_one(&c, "study@s", &["mirror"], "study");
    // Both apply to the draw: the affected player orders them.
    let Progress::Decide(d) = p else {
        panic!("expected the order question, got {p:?}")
    };
    assert_eq!(d.player, PlayerId(0));
    let p = e
        .answer(cardsmith::core::Answer::Names(vec!["a (mirror)".into()]))
        .unwrap();
    // a first: draw 2; then b replaces that draw with two draws of 1 (b's results are
    // not replaced by b again, and a already applied): 2 cards.
    assert_eq!(p, Progress::Ready);
    let hand = e.state().players()[0].id;
    let drawn = e
        .state()
        .log
        .iter()
        .filter(|ev| matches!(ev, cardsmith::core::Event::Drew { player, .. } if *player == hand))
        .count();
    assert_eq!(drawn, 2);
}

#[test]
fn kf_002_2c_a_question_without_a_choice_is_not_asked() {
    let root = TempRoot::new();
    root.set(&[
        (
            // Four questions without a real choice, then a draw if each answered itself.
            "probe",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            r#"return { resolve = function(ctx)
                local none = ctx:choose({ prompt = "none", objects = {} })
                local one = ctx:choose({ prompt = "one", options = { "only" } })
                local mine = ctx:objects({ zone = "field", controller = "you" })
                local both = ctx:choose({ prompt = "both", objects = mine, min = 2, max = 2 })
                local n = ctx:choose({ prompt = "n", number = true, min = 2, max = 2 })
                if #none == 0 and one[1] == "only" and #both == 2 and n == 2 then ctx:draw(1) end
                local some = ctx:choose({ prompt = "up to one", objects = mine, min = 0, max = 1 })
                if #some == 1 then ctx:draw(1) end
            end }"#,
        ),
        (
            "rock",
            r#"types: ["ally"], cost: (kind: "reserve", amount: 0)"#,
            "return {}",
        ),
    ]);
    let c = root.load().unwrap();
    let (mut e, p) = resolve_one(&c, "probe@p", &["rock@r1", "rock@r2"], "rock");
    // Only the "up to one" question is a real choice (none or one of two): the first
    // four answered themselves, and the probe drew for it.
    let Progress::Decide(d) = p else {
        panic!("expected only the up-to question, got {p:?}")
    };
    assert_eq!(d.prompt, "up to one");
    let drawn = |e: &cardsmith::engine::Engine| {
        e.state()
            .log
            .iter()
            .filter(|ev| ev.name() == "drew")
            .count()
    };
    assert_eq!(drawn(&e), 1);
    let p = e.answer(objects(&e, &["r1"])).unwrap();
    assert_eq!(p, Progress::Ready);
    assert_eq!(drawn(&e), 2);
}

#[test]
#[cfg(feature = "cli")]
fn kf_run_1_both_rulesets_run_from_one_binary() {
    for ruleset in ["grand_archive", "keyforge"] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_cardsmith"))
            .args(["demo", "--ruleset", ruleset])
            .current_dir(repo())
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(
            out.status.success(),
            "{ruleset}: {text}{}",
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(
            text.contains("ran as its scenario expects"),
            "{ruleset}: {text}"
        );
    }
}

/// A refused play leaves no trace of a control change, a key bought, chains gained or a
/// lasting key cost: the scenario harness checks the state hash and the event log.
#[test]
fn kf_control_1_a_failed_ability_undoes_a_control_change() {
    let root = TempRoot::new();
    for f in ["data/rulesets/keyforge.ron", "scripts/rules/keyforge.lua"] {
        root.write(f, &std::fs::read_to_string(repo().join(f)).unwrap());
    }
    common::copy_tree(
        &repo().join("scripts/rules/keyforge"),
        &root.path.join("scripts/rules/keyforge"),
    );
    root.write(
        "data/sets/k.ron",
        r#"(id: "k", name: "K", ruleset: "keyforge", cards: [
    (id: "turncoat", name: "Turncoat", types: ["action"], attributes: {"house": "dis"}),
    (id: "grunt", name: "Grunt", types: ["creature"], attributes: {"house": "dis"}, stats: {"power": 2}),
])"#,
    );
    root.write("scripts/cards/k/grunt.lua", "return {}");
    root.write(
        "scripts/cards/k/turncoat.lua",
        r#"return { resolve = function(ctx)
    ctx:take_control(ctx:objects({ controller = "opponent" })[1])
    ctx:buy(ctx.controller, "key", 0, "key_red")
    ctx:gain(ctx.controller, "chains", 2)
    ctx:lasting({ target = ctx.opponent, duration = "turn", effect = { cost = "key", increase = 2 } })
    error("boom")
end }"#,
    );
    run_scenario(
        &root,
        r#"Scenario(
    name: "a failed take control",
    ruleset: "keyforge",
    players: [
        (name: "A", declared: {"house": "dis"}, counters: {"amber": 6}, zones: {"hand": ["turncoat"], "battleline": ["grunt@mine"]}),
        (name: "B", zones: {"battleline": ["grunt@theirs"]}),
    ],
    steps: [
        Activate(player: 1, card: "turncoat", answers: [Options(["right flank"])], expect: ScriptError("boom")),
        Expect(zones: {"p1.battleline": ["grunt"], "p2.battleline": ["grunt"]}, player_counters: {"p1.amber": 6, "p1.keys": 0, "p1.chains": 0}),
    ],
)"#,
    );
}

/// Collar of Subordination's real script: when the collar leaves play and its creature
/// stays, the creature's owner takes it back (no Call of the Archons card of this batch
/// removes an upgrade alone, so a test card does).
#[test]
fn kf_control_2_control_returns_when_the_collar_leaves_play() {
    let root = TempRoot::new();
    for f in ["data/rulesets/keyforge.ron", "scripts/rules/keyforge.lua"] {
        root.write(f, &std::fs::read_to_string(repo().join(f)).unwrap());
    }
    common::copy_tree(
        &repo().join("scripts/rules/keyforge"),
        &root.path.join("scripts/rules/keyforge"),
    );
    root.write(
        "scripts/cards/k/collar_of_subordination.lua",
        &std::fs::read_to_string(repo().join("scripts/cards/cota/collar_of_subordination.lua"))
            .unwrap(),
    );
    root.write(
        "data/sets/k.ron",
        r#"(id: "k", name: "K", ruleset: "keyforge", cards: [
    (id: "collar_of_subordination", name: "Collar of Subordination", types: ["upgrade"], attributes: {"house": "dis"}),
    (id: "snip", name: "Snip", types: ["action"], attributes: {"house": "dis"}),
    (id: "grunt", name: "Grunt", types: ["creature"], attributes: {"house": "dis"}, stats: {"power": 2}),
])"#,
    );
    root.write("scripts/cards/k/grunt.lua", "return {}");
    root.write(
        "scripts/cards/k/snip.lua",
        r#"return { resolve = function(ctx)
    for _, u in ipairs(ctx:objects({ zone = "upgrades" })) do ctx:destroy(u) end
end }"#,
    );
    run_scenario(
        &root,
        r#"Scenario(
    name: "the collar leaves play: the creature goes back",
    ruleset: "keyforge",
    players: [
        (name: "A", declared: {"house": "dis"}, zones: {"hand": ["collar_of_subordination", "snip"], "battleline": ["grunt@mine"]}),
        (name: "B", zones: {"battleline": ["grunt@theirs"]}),
    ],
    steps: [
        Activate(player: 1, card: "collar_of_subordination", answers: [Objects(["theirs"]), Options(["left flank"])]),
        Expect(zones: {"p1.battleline": ["grunt", "grunt"], "p2.battleline": []}),
        Activate(player: 1, card: "snip"),
        Expect(zones: {"p1.battleline": ["grunt"], "p2.battleline": ["grunt"], "p1.discard": ["snip", "collar_of_subordination"]}),
    ],
)"#,
    );
}

/// KF-TRIG-3 against a loop: an ability that triggers itself through what it does resolves
/// inside itself until the host's depth bound refuses the action, which leaves the game as
/// it was (no hang, no stack overflow).
#[test]
fn kf_trig_3_a_reaction_that_triggers_itself_is_refused() {
    let root = TempRoot::for_ruleset("keyforge");
    root.write(
        "data/sets/k.ron",
        r#"(id: "k", name: "K", ruleset: "keyforge", cards: [
    (id: "spark", name: "Spark", types: ["action"], attributes: {"house": "dis"}),
    (id: "echo", name: "Echo", types: ["artifact"], attributes: {"house": "dis"}),
])"#,
    );
    root.write(
        "scripts/cards/k/spark.lua",
        r#"return { resolve = function(ctx) ctx:gain(ctx.controller, "amber", 1) end }"#,
    );
    root.write(
        "scripts/cards/k/echo.lua",
        r#"return { triggers = { { on = "gained", label = "gain 1 more",
    applies = function(ctx, event) return event.counter == "amber" end,
    resolve = function(ctx) ctx:gain(ctx.controller, "amber", 1) end } } }"#,
    );
    run_scenario(
        &root,
        r#"Scenario(
    name: "a reaction loop",
    ruleset: "keyforge",
    players: [
        (name: "A", declared: {"house": "dis"}, zones: {"hand": ["spark"], "artifacts": ["echo"]}),
        (name: "B"),
    ],
    steps: [
        Activate(player: 1, card: "spark", expect: ScriptError("inside one another")),
        Expect(zones: {"p1.hand": ["spark"], "p1.artifacts": ["echo"]}, player_counters: {"p1.amber": 0}),
    ],
)"#,
    );
}
