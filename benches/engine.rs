//! Criterion benches of the engine: the figures a developer compares.
//! Run all: `cargo bench --bench engine`; one group: `cargo bench --bench engine -- dispatch`.
//! Compare figures as ratios within one run (`docs/performance.md`).

use cardsmith::core::activation::{self, Activation};
use cardsmith::core::cost::{self, CostModifier, CostOp};
use cardsmith::core::{
    Action, Answer, Behaviors, CardDb, Choice, GameState, HookError, Legality, ModeSpec,
    ObjectFilter, ObjectId, Options, PlayKind, PlayerId, Progress, ResolveStep, TargetSpec, Who,
};
use cardsmith::engine::{Engine, PlayerSetup, Setup};
use cardsmith::load::{self, Content};
use cardsmith::script::{Limits, LuaHost};
use criterion::{criterion_group, criterion_main, BatchSize, BenchmarkId, Criterion};
use std::hint::black_box;
use std::path::{Path, PathBuf};

/// Copies the folder `from` (if there is one: a rules script's modules) to `to`.
fn copy_tree(from: &Path, to: &Path) {
    let Ok(entries) = std::fs::read_dir(from) else {
        return;
    };
    std::fs::create_dir_all(to).unwrap();
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            copy_tree(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn seat(name: &str, zones: &[(&str, Vec<String>)]) -> PlayerSetup {
    PlayerSetup {
        name: name.into(),
        elements: vec!["fire".into()],
        zones: zones
            .iter()
            .map(|(z, c)| (z.to_string(), c.clone()))
            .collect(),
        ..Default::default()
    }
}

fn cards(list: &[&str]) -> Vec<String> {
    list.iter().map(|s| s.to_string()).collect()
}

fn setup(players: Vec<PlayerSetup>) -> Setup {
    Setup {
        seed: 1,
        players,
        turn_player: 1,
        ..Default::default()
    }
}

/// A throwaway content root holding the bundled ruleset and generated cards.
struct Generated {
    dir: PathBuf,
}

impl Generated {
    fn new(name: &str, cards: &[(String, String, String)], rules_script: bool) -> Generated {
        let dir =
            std::env::temp_dir().join(format!("cardsmith-bench-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for d in [
            "data/rulesets",
            "data/sets",
            "scripts/cards/g",
            "scripts/rules",
        ] {
            std::fs::create_dir_all(dir.join(d)).unwrap();
        }
        for f in [
            "data/rulesets/grand_archive.ron",
            "scripts/rules/grand_archive.lua",
        ] {
            std::fs::copy(repo().join(f), dir.join(f)).unwrap();
        }
        copy_tree(
            &repo().join("scripts/rules/grand_archive"),
            &dir.join("scripts/rules/grand_archive"),
        );
        if !rules_script {
            let p = dir.join("data/rulesets/grand_archive.ron");
            let text = std::fs::read_to_string(&p)
                .unwrap()
                .replace("rules_script: \"grand_archive.lua\",", "");
            std::fs::write(p, text).unwrap();
        }
        let mut set =
            String::from("(id: \"g\", name: \"G\", ruleset: \"grand_archive\", cards: [\n");
        for (id, fields, script) in cards {
            set.push_str(&format!("(id: \"{id}\", name: \"{id}\", {fields}),\n"));
            std::fs::write(dir.join(format!("scripts/cards/g/{id}.lua")), script).unwrap();
        }
        set.push_str("])\n");
        std::fs::write(dir.join("data/sets/g.ron"), set).unwrap();
        Generated { dir }
    }
}

impl Drop for Generated {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// (a) The floor: a bare mlua call of an empty function, beside the engine's dispatch of
/// the same empty hook (`legal`) on a card: lending the state, the frame, the call, the
/// verdict.
fn dispatch(c: &mut Criterion) {
    let lua = mlua::Lua::new();
    let f: mlua::Function = lua
        .load("return function() return true end")
        .eval()
        .unwrap();
    let mut group = c.benchmark_group("dispatch");
    group.bench_function("bare_mlua_call", |b| {
        b.iter(|| black_box(f.call::<bool>(()).unwrap()))
    });
    // The same call shaped as a hook: one argument in, a verdict and a reason out, under
    // an interrupt that counts steps as the sandbox's does. What is left between this and
    // the engine's dispatch is the engine's own share.
    let hooked = mlua::Lua::new();
    let steps = std::rc::Rc::new(std::cell::Cell::new(0u64));
    let counter = steps.clone();
    hooked.set_interrupt(move |_| {
        counter.set(counter.get() + 1);
        Ok(mlua::VmState::Continue)
    });
    let g: mlua::Function = hooked
        .load("return function(ctx) return true end")
        .eval()
        .unwrap();
    let arg = hooked.create_table().unwrap();
    group.bench_function("bare_mlua_call_hook_shaped", |b| {
        b.iter(|| black_box(g.call::<(mlua::Value, Option<String>)>(&arg).unwrap()))
    });
    assert!(steps.get() > 0, "the interrupt ran");
    // With and without the ruleset's rules script, whose `legal` runs for every card too.
    for (name, rules) in [
        ("engine_legal_hook", false),
        ("engine_legal_hook_and_rules_script", true),
    ] {
        let g = Generated::new(
            name,
            &[(
                "noop".into(),
                r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#.into(),
                "return { legal = function(ctx) return true end }".into(),
            )],
            rules,
        );
        let content = load::load(&g.dir, "grand_archive").unwrap();
        let engine = Engine::new(
            &content,
            &setup(vec![
                seat("a", &[("hand", cards(&["noop@n"]))]),
                seat("b", &[]),
            ]),
        )
        .unwrap();
        let card = engine.labels()["n"];
        let db = engine.db().clone();
        let mut st = engine.state().clone();
        group.bench_function(name, |b| {
            b.iter(|| {
                black_box(engine.host().legal(&db, &mut st, card).unwrap() == Legality::Legal)
            })
        });
    }
    group.finish();
}

/// Ember Lance and Lens of Thrift written in Rust against the same engine: the baseline
/// for the scripted cards.
struct NativeCards {
    lance: cardsmith::core::CardIdx,
    lens: cardsmith::core::CardIdx,
}

impl Behaviors for NativeCards {
    fn modes(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        Ok(None)
    }
    fn targets(
        &self,
        _: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        _: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        if st.object(card).map(|o| o.card) != Some(self.lance) {
            return Ok(Vec::new());
        }
        Ok(vec![TargetSpec {
            label: "ally an opponent controls".into(),
            filter: ObjectFilter {
                types: vec!["ally".into()],
                controller: Who::Opponent,
                ..Default::default()
            },
            min: 1,
            max: 1,
            squares: None,
        }])
    }
    fn legal(&self, _: &CardDb, _: &mut GameState, _: ObjectId) -> Result<Legality, HookError> {
        Ok(Legality::Legal)
    }
    fn cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        _: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        let Some(o) = st.object(card) else {
            return Ok(Vec::new());
        };
        let (controller, is_action) = (
            o.controller,
            db.card(o.card).types.iter().any(|t| t == "action"),
        );
        let field = db.zone("field").unwrap();
        Ok(st
            .zone(cardsmith::core::ZoneRef::Player(controller, field))
            .iter()
            .filter(|id| is_action && st.object(**id).is_some_and(|x| x.card == self.lens))
            .map(|id| CostModifier {
                source: Some(*id),
                label: "Lens of Thrift".into(),
                op: CostOp::Add(-1),
                timestamp: st.object(*id).map(|x| x.timestamp).unwrap_or_default(),
            })
            .collect())
    }
    fn has_keyword(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        keyword: &str,
    ) -> Result<bool, HookError> {
        Ok(st
            .object(object)
            .is_some_and(|o| db.card(o.card).keywords.iter().any(|k| k == keyword)))
    }
    fn resolve(
        &self,
        _: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        let target = st
            .stack
            .find(card)
            .and_then(|e| e.targets.first())
            .and_then(|g| g.chosen.first())
            .copied();
        if let Some(cardsmith::core::Target::Object { id, generation }) = target {
            if st.object(id).is_some_and(|o| o.generation == generation) {
                st.window.deal_damage(id, 3, Some(card));
            }
        }
        Ok(ResolveStep::Done)
    }
    fn resume(
        &self,
        _: &CardDb,
        _: &mut GameState,
        _: ObjectId,
        _: &Answer,
    ) -> Result<ResolveStep, HookError> {
        Ok(ResolveStep::Done)
    }
}

fn lance_setup() -> Setup {
    setup(vec![
        seat(
            "a",
            &[
                (
                    "hand",
                    cards(&[
                        "ember_lance@lance",
                        "stone_sentry",
                        "stone_sentry",
                        "stone_sentry",
                    ]),
                ),
                ("field", cards(&["lens_of_thrift", "spirit_of_embers"])),
            ],
        ),
        seat(
            "b",
            &[("field", cards(&["stone_sentry@t1", "stone_sentry@t2"]))],
        ),
    ])
}

/// Answers any question with the first legal choice, but targets `target`.
fn first_answer(d: &cardsmith::core::Decision, target: ObjectId) -> Answer {
    match &d.options {
        Options::Objects { .. } if d.choice == Choice::Targets => Answer::Objects(vec![target]),
        Options::Objects {
            candidates, min, ..
        } => Answer::Objects(candidates[..*min].to_vec()),
        Options::Names { names, min, .. } => {
            Answer::Names(names[..(*min).max(1).min(names.len())].to_vec())
        }
        Options::Number { min, .. } => Answer::Number(*min),
        Options::Squares {
            candidates, min, ..
        } => Answer::Squares(candidates[..*min].to_vec()),
    }
}

/// Activates a card, answering every question, then passes until it resolves.
fn play_and_resolve(
    game: &mut cardsmith::core::Game,
    hooks: &dyn Behaviors,
    card: ObjectId,
    target: ObjectId,
) {
    activate_answering(game, hooks, card, |d| first_answer(d, target));
    game.submit(
        hooks,
        Action::Pass {
            player: PlayerId(0),
        },
    )
    .unwrap();
    game.submit(
        hooks,
        Action::Pass {
            player: PlayerId(1),
        },
    )
    .unwrap();
}

/// The first seat activates `card`, answering every question with `answer`.
fn activate_answering(
    game: &mut cardsmith::core::Game,
    hooks: &dyn Behaviors,
    card: ObjectId,
    answer: impl Fn(&cardsmith::core::Decision) -> Answer,
) {
    let mut p = game
        .submit(
            hooks,
            Action::Activate {
                player: PlayerId(0),
                object: card,
            },
        )
        .expect("activation starts");
    while let Progress::Decide(d) = p {
        p = game.answer(hooks, answer(&d)).expect("answer accepted");
    }
}

/// (b) One full activation and resolution of a scripted card beside the same card in Rust.
fn activation(c: &mut Criterion, content: &Content) {
    let engine = Engine::new(content, &lance_setup()).unwrap();
    let (lance, target) = (engine.labels()["lance"], engine.labels()["t1"]);
    let start = engine.game().clone();
    let native = NativeCards {
        lance: content.db.lookup("ember_lance").unwrap(),
        lens: content.db.lookup("lens_of_thrift").unwrap(),
    };
    let mut group = c.benchmark_group("activation");
    group.bench_function("ember_lance_scripted", |b| {
        b.iter_batched_ref(
            || start.clone(),
            |game| {
                play_and_resolve(game, engine.host(), lance, target);
                black_box(game.state().state_hash())
            },
            BatchSize::SmallInput,
        )
    });
    group.bench_function("ember_lance_native", |b| {
        b.iter_batched_ref(
            || start.clone(),
            |game| {
                play_and_resolve(game, &native, lance, target);
                black_box(game.state().state_hash())
            },
            BatchSize::SmallInput,
        )
    });
    group.finish();
}

/// (c) A script-heavy turn: 500 activations and resolutions of a modal scripted card
/// with 41 scripted constant abilities in play (21 cost reductions and 20 increases: the
/// card costs 1 - 21 + 20 = 0).
fn heavy_turn(c: &mut Criterion, content: &Content) {
    let hand: Vec<String> = (0..500).map(|_| "twin_decree".to_string()).collect();
    let deck: Vec<String> = (0..600).map(|_| "stone_sentry".to_string()).collect();
    let lenses: Vec<String> = (0..21).map(|_| "lens_of_thrift".to_string()).collect();
    let totems: Vec<String> = (0..20).map(|_| "toll_totem".to_string()).collect();
    let engine = Engine::new(
        content,
        &setup(vec![
            seat(
                "a",
                &[("hand", hand), ("main_deck", deck), ("field", lenses)],
            ),
            seat("b", &[("field", totems)]),
        ]),
    )
    .unwrap();
    let start = engine.game().clone();
    let hand_zone = content.db.zone("hand").unwrap();
    let mut group = c.benchmark_group("turn");
    group.sample_size(10);
    group.bench_function("500_activations_40_statics", |b| {
        b.iter(|| {
            let mut game = start.clone();
            for _ in 0..500 {
                let card = game
                    .state()
                    .zone(cardsmith::core::ZoneRef::Player(PlayerId(0), hand_zone))
                    .iter()
                    .copied()
                    .find(|o| {
                        game.state()
                            .object(*o)
                            .is_some_and(|x| content.db.card(x.card).id == "twin_decree")
                    })
                    .expect("a Twin Decree in hand");
                // The draw mode only (no target); pay with the first cards offered.
                activate_answering(&mut game, engine.host(), card, |d| match d.choice {
                    Choice::Modes => Answer::Names(vec!["study".into()]),
                    _ => first_answer(d, card),
                });
                game.submit(
                    engine.host(),
                    Action::Pass {
                        player: PlayerId(0),
                    },
                )
                .unwrap();
                game.submit(
                    engine.host(),
                    Action::Pass {
                        player: PlayerId(1),
                    },
                )
                .unwrap();
            }
            black_box(game.state().state_hash())
        })
    });
    group.finish();
}

/// A KeyForge content root for the replacement-and-trigger turn: the bundled ruleset
/// (without the rule of six, so one card can be played 500 times) and starter set, plus
/// bench cards.
fn keyforge_bench_root() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("cardsmith-bench-kf-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for d in [
        "data/rulesets",
        "data/sets",
        "scripts/cards/kb",
        "scripts/rules",
    ] {
        std::fs::create_dir_all(dir.join(d)).unwrap();
    }
    let ruleset = std::fs::read_to_string(repo().join("data/rulesets/keyforge.ron"))
        .unwrap()
        .replace("title_limit_per_turn: 6,", "");
    std::fs::write(dir.join("data/rulesets/keyforge.ron"), ruleset).unwrap();
    std::fs::copy(
        repo().join("scripts/rules/keyforge.lua"),
        dir.join("scripts/rules/keyforge.lua"),
    )
    .unwrap();
    copy_tree(
        &repo().join("scripts/rules/keyforge"),
        &dir.join("scripts/rules/keyforge"),
    );
    let cards = [
        (
            "spark",
            r#"types: ["action"], attributes: {"house": "brobnar"}"#,
            r#"return { resolve = function(ctx)
                local foes = ctx:objects({ zone = "battleline", controller = "opponent" })
                if #foes > 0 then ctx:deal_damage(foes[1], 1) end
            end }"#,
        ),
        (
            "wall",
            r#"types: ["creature"], attributes: {"house": "brobnar"}, stats: {"power": 100000}"#,
            "return {}",
        ),
        (
            "mirror_plate",
            r#"types: ["artifact"], attributes: {"house": "brobnar"}"#,
            r#"return { replacements = { {
                on = "damage", label = "the same damage",
                applies = function(ctx, change) return change.target:controller() == ctx.controller end,
                instead = function(_ctx, change)
                    return { kind = "damage", target = change.target, amount = change.amount, source = change.source }
                end,
            } } }"#,
        ),
        (
            "watcher",
            r#"types: ["creature"], attributes: {"house": "brobnar"}, stats: {"power": 3}"#,
            r#"return { triggers = { {
                on = "damaged", label = "gain 1",
                resolve = function(ctx) ctx:gain(ctx.controller, "amber", 1) end,
            } } }"#,
        ),
        (
            "leader",
            r#"types: ["creature"], attributes: {"house": "brobnar"}, stats: {"power": 3}"#,
            r#"return { statics = { {
                stat = "power", increase = 2,
                applies_to = function(ctx, creature)
                    for _, n in ipairs(ctx.this:neighbors()) do
                        if n == creature then return true end
                    end
                    return false
                end,
            } } }"#,
        ),
    ];
    let mut set = String::from("(id: \"kb\", name: \"KB\", ruleset: \"keyforge\", cards: [\n");
    for (id, fields, script) in cards {
        set.push_str(&format!("(id: \"{id}\", name: \"{id}\", {fields}),\n"));
        std::fs::write(dir.join(format!("scripts/cards/kb/{id}.lua")), script).unwrap();
    }
    set.push_str("])\n");
    std::fs::write(dir.join("data/sets/kb.ron"), set).unwrap();
    dir
}

/// (c) The same for KeyForge: 500 plays of a card that deals 1 damage, with 50 constant
/// abilities in play — 20 replacement effects on damage (10 of them apply to each
/// damage, so the active player orders 10 each time), 10 triggered abilities on
/// damage, 10 power modifiers, and 10 more creatures.
fn keyforge_turn(c: &mut Criterion) {
    let dir = keyforge_bench_root();
    let content = load::load(&dir, "keyforge").expect("the KeyForge bench content loads");
    let n = |card: &str, k: usize| -> Vec<String> { (0..k).map(|_| card.to_string()).collect() };
    let mut a = seat(
        "a",
        &[
            ("hand", n("spark", 500)),
            ("artifacts", n("mirror_plate", 10)),
            ("battleline", [n("watcher", 10), n("leader", 10)].concat()),
        ],
    );
    a.declared.insert("house".into(), "brobnar".into());
    let b = seat(
        "b",
        &[
            ("artifacts", n("mirror_plate", 10)),
            ("battleline", [n("wall", 1), n("leader", 10)].concat()),
        ],
    );
    let engine = Engine::new(&content, &setup(vec![a, b])).unwrap();
    let start = engine.game().clone();
    let hand_zone = content.db.zone("hand").unwrap();
    let mut group = c.benchmark_group("turn");
    group.sample_size(10);
    group.bench_function("keyforge_500_plays_50_replacements_triggers_statics", |b| {
        b.iter(|| {
            let mut game = start.clone();
            for _ in 0..500 {
                let card = *game
                    .state()
                    .zone(cardsmith::core::ZoneRef::Player(PlayerId(0), hand_zone))
                    .last()
                    .expect("a card in hand");
                activate_answering(&mut game, engine.host(), card, |d| first_answer(d, card));
            }
            black_box(game.state().state_hash())
        })
    });
    group.finish();
    let _ = std::fs::remove_dir_all(dir);
}

/// (d) Cost calculation with N modifiers: the pipeline alone, and through N scripted
/// constant abilities in play.
fn costs(c: &mut Criterion, content: &Content) {
    let mut group = c.benchmark_group("cost_modifiers");
    for n in [0usize, 10, 100, 1000] {
        let mods: Vec<CostModifier> = (0..n)
            .map(|i| CostModifier {
                source: None,
                label: "m".into(),
                op: if i % 3 == 0 {
                    CostOp::Add(1)
                } else {
                    CostOp::Add(-1)
                },
                timestamp: Default::default(),
            })
            .collect();
        group.bench_with_input(BenchmarkId::new("pipeline", n), &mods, |b, mods| {
            b.iter(|| black_box(cost::calculate("reserve", 5, "printed", mods).total))
        });
        let lenses = vec!["lens_of_thrift".to_string(); n];
        let engine = Engine::new(
            content,
            &setup(vec![
                seat(
                    "a",
                    &[("hand", cards(&["ember_lance@lance"])), ("field", lenses)],
                ),
                seat("b", &[]),
            ]),
        )
        .unwrap();
        let lance = engine.labels()["lance"];
        let db = engine.db().clone();
        let mut st = engine.state().clone();
        group.bench_with_input(BenchmarkId::new("scripted_statics", n), &n, |b, _| {
            b.iter(|| {
                black_box(
                    engine
                        .host()
                        .cost_modifiers(&db, &mut st, lance, "reserve")
                        .unwrap()
                        .len(),
                )
            })
        });
    }
    group.finish();
}

/// (e) Loading and compiling 1,000 generated card scripts.
fn load_scripts(c: &mut Criterion) {
    let generated: Vec<(String, String, String)> = (0..1000)
        .map(|i| {
            (
                format!("card_{i}"),
                format!(r#"types: ["action"], cost: (kind: "reserve", amount: {})"#, i % 4),
                format!(
                    "-- generated card {i}\nreturn {{\n  targets = function(ctx) return {{ {{ type = 'ally', up_to = {} }} }} end,\n  resolve = function(ctx)\n    for _, t in ipairs(ctx:targets(1)) do ctx:deal_damage(t, {}) end\n    ctx:draw(1)\n  end,\n}}\n",
                    1 + i % 3,
                    1 + i % 5
                ),
            )
        })
        .collect();
    let g = Generated::new("load", &generated, true);
    let mut group = c.benchmark_group("load");
    group.sample_size(10);
    group.bench_function("load_and_compile_1000_scripts", |b| {
        b.iter(|| {
            let content = load::load(&g.dir, "grand_archive").unwrap();
            black_box(LuaHost::new(content.db.clone(), &content.scripts, Limits::default()).is_ok())
        })
    });
    // Scale (issue 17, class 6): a set of 20,000 cards, read and checked (linear: each
    // card's line comes from one index of the file, not a scan per card).
    let many: Vec<(String, String, String)> = (0..20_000)
        .map(|i| {
            (
                format!("card_{i}"),
                r#"types: ["action"], cost: (kind: "reserve", amount: 1)"#.to_string(),
                "return {}".to_string(),
            )
        })
        .collect();
    let big = Generated::new("load20k", &many, true);
    group.bench_function("load_20000_cards", |b| {
        b.iter(|| {
            black_box(
                load::load(&big.dir, "grand_archive")
                    .unwrap()
                    .db
                    .cards
                    .len(),
            )
        })
    });
    group.finish();
}

/// (f) A refused activation's rollback beside a successful activation, on a small and a
/// large board. The refusal comes at step 1.8, after every earlier step ran.
fn rollback(c: &mut Criterion, content: &Content) {
    let mut group = c.benchmark_group("rollback");
    for (name, board) in [("small", 4usize), ("large", 400)] {
        let field: Vec<String> = (0..board).map(|_| "stone_sentry".to_string()).collect();
        let ok = Engine::new(
            content,
            &setup(vec![
                seat(
                    "a",
                    &[
                        (
                            "hand",
                            cards(&["stone_sentry@c", "twin_decree", "twin_decree"]),
                        ),
                        ("field", field.clone()),
                    ],
                ),
                seat("b", &[]),
            ]),
        )
        .unwrap();
        let refused = Engine::new(
            content,
            &setup(vec![
                seat(
                    "a",
                    &[
                        ("hand", cards(&["stone_sentry@c", "twin_decree"])),
                        ("field", field),
                    ],
                ),
                seat("b", &[]),
            ]),
        )
        .unwrap();
        for (label, e) in [("success", &ok), ("refused", &refused)] {
            let card = e.labels()["c"];
            let start = e.game().clone();
            group.bench_function(BenchmarkId::new(label, name), |b| {
                // The copy of the starting position is set-up, not measured: it grows
                // with the board, and what is measured here must not.
                b.iter_batched_ref(
                    || start.clone(),
                    |game| {
                        let mut p = game.submit(
                            e.host(),
                            Action::Activate {
                                player: PlayerId(0),
                                object: card,
                            },
                        );
                        while let Ok(Progress::Decide(d)) = p {
                            p = game.answer(e.host(), first_answer(&d, card));
                        }
                        black_box(p.is_ok())
                    },
                    BatchSize::SmallInput,
                )
            });
        }
        // The rollback alone: the refused activation runs in set-up (up to its refusal at
        // step 1.8, the state mid-activation), and only returning to the snapshot is
        // measured.
        let card = refused.labels()["c"];
        let db = refused.db().clone();
        // Runs the refused activation to its refusal, answering every question.
        let run = || {
            let mut st = refused.state().clone();
            let snap = cardsmith::unchecked::snapshot(&mut st);
            let mut a = Activation::new(&db, PlayerId(0), card, PlayKind::Activation);
            let stop = loop {
                match a.advance(&db, refused.host(), &mut st) {
                    Err(activation::Stop::Ask(d)) => a.give(first_answer(&d, card)),
                    other => break other,
                }
            };
            (st, snap, stop)
        };
        group.bench_function(BenchmarkId::new("undo_only", name), |b| {
            b.iter_batched_ref(
                || {
                    let (st, snap, stop) = run();
                    assert!(
                        matches!(stop, Err(activation::Stop::Illegal { .. })),
                        "the activation is refused"
                    );
                    (st, snap)
                },
                |(st, snap)| cardsmith::unchecked::restore(st, snap),
                // One input at a time, warm in cache, as a real rollback follows its
                // activation: a batch of large inputs would measure cache misses instead.
                BatchSize::PerIteration,
            )
        });
    }
    group.finish();
}

/// (g) Snapshot and state hash of a 126-card board.
fn snapshot(c: &mut Criterion, content: &Content) {
    let deck: Vec<String> = (0..40).map(|_| "stone_sentry".to_string()).collect();
    let field: Vec<String> = (0..13).map(|_| "stone_sentry".to_string()).collect();
    let hand: Vec<String> = (0..10).map(|_| "twin_decree".to_string()).collect();
    let side = |n| {
        seat(
            n,
            &[
                ("main_deck", deck.clone()),
                ("field", field.clone()),
                ("hand", hand.clone()),
            ],
        )
    };
    let engine = Engine::new(content, &setup(vec![side("a"), side("b")])).unwrap();
    let mut st = engine.state().clone();
    assert_eq!(st.objects().len(), 126);
    let mut group = c.benchmark_group("state_126_cards");
    // A transaction's snapshot: the small parts of the state and a journal mark.
    group.bench_function("snapshot", |b| {
        b.iter(|| black_box(cardsmith::unchecked::snapshot(&mut st)))
    });
    // A whole, independent copy of the position (what a search over positions takes).
    group.bench_function("clone_state", |b| b.iter(|| black_box(st.clone())));
    group.bench_function("hash", |b| b.iter(|| black_box(st.state_hash())));
    group.bench_function("clone_game", |b| {
        b.iter(|| black_box(engine.game().clone()))
    });
    group.finish();
}

/// (g) Activations asking 1, 4, 16 and 64 questions (one target requirement each): an
/// answer continues the activation at its question, so the cost per question is flat.
fn questions(c: &mut Criterion) {
    const COUNTS: [usize; 4] = [1, 4, 16, 64];
    let defs: Vec<(String, String, String)> = COUNTS
        .iter()
        .map(|n| {
            (
                format!("ask_{n}"),
                r#"types: ["action"], elements: ["norm"]"#.to_string(),
                format!(
                    "return {{\n\ttargets = function(_ctx)\n\t\tlocal t = {{}}\n\t\tfor i = 1, {n} do\n\t\t\tt[i] = {{ label = \"ally \" .. i, type = \"ally\", count = 1 }}\n\t\tend\n\t\treturn t\n\tend,\n\tresolve = function(_ctx) end,\n}}\n"
                ),
            )
        })
        .chain(std::iter::once((
            "sentry".to_string(),
            r#"types: ["ally"], elements: ["norm"], stats: {"life": 2}"#.to_string(),
            "return {}".to_string(),
        )))
        .collect();
    let generated = Generated::new("questions", &defs, true);
    let content = load::load(&generated.dir, "grand_archive").expect("generated content");
    let mut group = c.benchmark_group("activation_questions");
    for n in COUNTS {
        let engine = Engine::new(
            &content,
            &setup(vec![
                seat("a", &[("hand", vec![format!("ask_{n}@card")])]),
                seat("b", &[("field", cards(&["sentry@t", "sentry"]))]),
            ]),
        )
        .unwrap();
        let (card, target) = (engine.labels()["card"], engine.labels()["t"]);
        let start = engine.game().clone();
        group.bench_with_input(BenchmarkId::new("questions", n), &n, |b, _| {
            b.iter_batched_ref(
                || start.clone(),
                |game| activate_answering(game, engine.host(), card, |d| first_answer(d, target)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

/// Counts the bytes allocated and not yet freed, for the memory a live game holds.
struct Counting;

static LIVE: std::sync::atomic::AtomicIsize = std::sync::atomic::AtomicIsize::new(0);

// SAFETY: every call goes straight to the system allocator; the counter is only added to.
unsafe impl std::alloc::GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        LIVE.fetch_add(layout.size() as isize, std::sync::atomic::Ordering::Relaxed);
        unsafe { std::alloc::System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: std::alloc::Layout) {
        LIVE.fetch_sub(layout.size() as isize, std::sync::atomic::Ordering::Relaxed);
        unsafe { std::alloc::System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new: usize) -> *mut u8 {
        LIVE.fetch_add(
            new as isize - layout.size() as isize,
            std::sync::atomic::Ordering::Relaxed,
        );
        unsafe { std::alloc::System.realloc(ptr, layout, new) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// (i) Lighter games: starting a KeyForge game from the two bundled decks on a script
/// host of its own (a VM, every script compiled) and on a host shared by the thread's
/// games (`Engine::on_host`); and the memory one more live game holds either way,
/// printed (criterion measures time only).
fn games(c: &mut Criterion) {
    let root = repo();
    let content = load::load(root, "keyforge").expect("bundled content");
    let decks: Vec<_> = load::deck::bundled_decks(root, "keyforge")
        .iter()
        .map(|f| load::deck::load_deck(&content.db, f).expect("bundled deck"))
        .collect();
    let setup = load::deck::game_setup(&content.db, &[&decks[0], &decks[1]], 7);
    let host = cardsmith::engine::thread_host(&content).unwrap();
    let live = |n: usize, make: &dyn Fn() -> Engine| {
        let before = LIVE.load(std::sync::atomic::Ordering::Relaxed);
        let kept: Vec<Engine> = (0..n).map(|_| make()).collect();
        let after = LIVE.load(std::sync::atomic::Ordering::Relaxed);
        drop(kept);
        (after - before) as f64 / n as f64 / 1024.0
    };
    let own = live(20, &|| Engine::new(&content, &setup).unwrap());
    let shared = live(200, &|| {
        Engine::on_host(&content, &setup, host.clone()).unwrap()
    });
    eprintln!(
        "game/memory: one more live KeyForge game holds {own:.0} KiB with a host of its own, \
         {shared:.0} KiB on a shared host"
    );
    let mut group = c.benchmark_group("game");
    group.bench_function("create_with_own_host", |b| {
        b.iter(|| black_box(Engine::new(&content, &setup).unwrap()))
    });
    group.bench_function("create_on_shared_host", |b| {
        b.iter(|| black_box(Engine::on_host(&content, &setup, host.clone()).unwrap()))
    });
    group.finish();
}

fn benches(c: &mut Criterion) {
    let content = load::load(repo(), "grand_archive").expect("bundled content");
    dispatch(c);
    activation(c, &content);
    heavy_turn(c, &content);
    keyforge_turn(c);
    costs(c, &content);
    rollback(c, &content);
    questions(c);
    snapshot(c, &content);
    load_scripts(c);
    games(c);
}

criterion_group!(engine, benches);
criterion_main!(engine);
