//! `cardsmith play`, driven by scripted input: choices, and a script edited mid-game.

mod common;

use common::{action_and_filler, TempRoot};
use std::collections::VecDeque;
use std::io::{BufRead, Read};

/// Input lines fed one at a time; `before` runs before line `n` is read (an edit made
/// while the game waits for the player).
struct Typing<'a> {
    lines: VecDeque<String>,
    current: Vec<u8>,
    pos: usize,
    read: usize,
    before: Box<dyn FnMut(usize) + 'a>,
}

impl Read for Typing<'_> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = {
            let data = self.fill_buf()?;
            let n = data.len().min(buf.len());
            buf[..n].copy_from_slice(&data[..n]);
            n
        };
        self.consume(n);
        Ok(n)
    }
}

impl BufRead for Typing<'_> {
    fn fill_buf(&mut self) -> std::io::Result<&[u8]> {
        if self.pos >= self.current.len() {
            if let Some(l) = self.lines.pop_front() {
                (self.before)(self.read);
                self.read += 1;
                self.current = format!("{l}\n").into_bytes();
                self.pos = 0;
            }
        }
        Ok(&self.current[self.pos.min(self.current.len())..])
    }
    fn consume(&mut self, n: usize) {
        self.pos += n;
    }
}

/// A game whose first player holds `sparks` Sparks (a free action that draws one) and
/// a deck of `deck` fillers.
fn spark_game(sparks: usize, deck: usize) -> common::TempRoot {
    let root = action_and_filler(
        "spark",
        "return { resolve = function(ctx) ctx:draw(1) end }",
        "filler",
    );
    let list = |id: &str, n: usize| vec![format!("\"{id}\""); n].join(", ");
    root.write(
        "game.ron",
        &format!(
            r#"Scenario(name: "play test", ruleset: "grand_archive",
            players: [(name: "a", zones: {{"hand": [{}], "main_deck": [{}]}}), (name: "b")],
            steps: [])"#,
            list("spark", sparks),
            list("filler", deck)
        ),
    );
    root
}

#[test]
fn play_takes_numbered_choices_and_reloads_an_edited_script() {
    let root = spark_game(2, 4);
    let script = root.root().join("scripts/cards/t/spark.lua");
    let typing = Typing {
        // Activate the first Spark (action 2), both pass; then the same for the second.
        lines: ["2", "1", "1", "2", "1", "1", "q"]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        current: Vec::new(),
        pos: 0,
        read: 0,
        before: Box::new(|n| {
            if n == 3 {
                // Between actions the designer makes Spark draw two, then breaks it: the
                // first edit is picked up, the broken one is refused and the last good
                // version stays.
                std::thread::sleep(std::time::Duration::from_millis(20));
                std::fs::write(
                    &script,
                    "return { resolve = function(ctx) ctx:draw(2) end }",
                )
                .unwrap();
            }
        }),
    };
    let mut input = typing;
    let mut out = Vec::new();
    let code = cardsmith::play::play(
        root.root(),
        &root.root().join("game.ron"),
        false,
        &mut input,
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("activate spark"), "{text}");
    assert!(text.contains("** reloaded"), "{text}");
    let draws = text.matches("draws").count();
    assert_eq!(draws, 3, "one draw before the edit, two after:\n{text}");
}

#[test]
fn a_script_that_no_longer_compiles_keeps_its_old_version() {
    let root = spark_game(1, 2);
    let script = root.root().join("scripts/cards/t/spark.lua");
    let mut input = Typing {
        lines: ["2", "1", "1", "q"].iter().map(|s| s.to_string()).collect(),
        current: Vec::new(),
        pos: 0,
        read: 0,
        before: Box::new(|n| {
            if n == 1 {
                std::thread::sleep(std::time::Duration::from_millis(20));
                std::fs::write(&script, "return { resolve = function(ctx) ctx:draw(2 end }")
                    .unwrap();
            }
        }),
    };
    let text = play(root.root(), &root.root().join("game.ron"), &mut input);
    assert!(
        text.contains("reload failed; keeping the previous version"),
        "{text}"
    );
    assert!(
        text.contains("spark.lua:1"),
        "the error names file and line: {text}"
    );
    assert_eq!(
        text.matches("draws").count(),
        1,
        "the old version drew one:\n{text}"
    );
}

/// Plays `file` with `input` typed, and returns what play printed.
fn play(root: &std::path::Path, file: &std::path::Path, input: &mut Typing) -> String {
    let mut out = Vec::new();
    cardsmith::play::play(root, file, false, input, &mut out).unwrap();
    String::from_utf8(out).unwrap()
}

fn typing<'a>(lines: &[&str], before: impl FnMut(usize) + 'a) -> Typing<'a> {
    Typing {
        lines: lines.iter().map(|s| s.to_string()).collect(),
        current: Vec::new(),
        pos: 0,
        read: 0,
        before: Box::new(before),
    }
}

#[test]
fn an_edit_made_while_play_waits_applies_to_the_action_then_chosen() {
    let root = spark_game(1, 3);
    let script = root.root().join("scripts/cards/t/spark.lua");
    // Activate Spark, P1 passes; while the game waits on P2's pass (which resolves
    // Spark) the designer makes it draw two: that pass resolves the new version.
    let mut input = typing(&["2", "1", "1", "q"], |n| {
        if n == 2 {
            std::thread::sleep(std::time::Duration::from_millis(20));
            std::fs::write(
                &script,
                "return { resolve = function(ctx) ctx:draw(2) end }",
            )
            .unwrap();
        }
    });
    let text = play(root.root(), &root.root().join("game.ron"), &mut input);
    let reloaded = text.find("** reloaded").expect("the edit is reloaded");
    let resolved = text.find("resolves").expect("Spark resolves");
    assert!(reloaded < resolved, "{text}");
    assert_eq!(
        text.matches("draws").count(),
        2,
        "the new version drew two:\n{text}"
    );
}

#[test]
fn play_shows_card_text_stats_counters_and_how_to_answer() {
    let root = TempRoot::new();
    root.set(&[
        (
            "bolt",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0), text: "Deal 2 damage to up to two allies.""#,
            r#"return {
                targets = function(ctx) ctx:log("aiming at", 2) return { { label = "ally", type = "ally", up_to = 2 } } end,
                resolve = function(ctx) end,
            }"#,
        ),
        ("guard", r#"types: ["ally"], stats: {"power": 3, "life": 4}, text: "A wall.""#, "return {}"),
    ]);
    root.write(
        "game.ron",
        r#"Scenario(name: "play test", ruleset: "grand_archive",
            players: [(name: "a", zones: {"hand": ["bolt"], "field": ["guard", "guard"]}), (name: "b")],
            steps: [])"#,
    );
    let mut input = typing(&["2", "q"], |_| {});
    let text = play(root.root(), &root.root().join("game.ron"), &mut input);
    assert!(
        text.contains("\"Deal 2 damage to up to two allies.\""),
        "{text}"
    );
    assert!(text.contains("guard #1 — ally, life 4, power 3"), "{text}");
    assert!(text.contains("cost 0 reserve"), "{text}");
    assert!(
        text.contains("type up to 2 numbers separated by spaces"),
        "{text}"
    );
    // Players' counters, in the ruleset's words.
    let mut input = typing(&["q"], |_| {});
    let mut out = Vec::new();
    let demo = common::repo().join("data/scenarios/demo_keyforge.ron");
    cardsmith::play::play(&common::repo(), &demo, false, &mut input, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.contains("P1 Aaron: æmber 2"), "{text}");
    assert!(text.contains("P2 Bea: æmber 6"), "{text}");
}

#[test]
fn squares_are_typed_by_name() {
    use cardsmith::core::Square;
    assert_eq!(cardsmith::play::parse_square("c4"), Some(Square::new(2, 3)));
    assert_eq!(
        cardsmith::play::parse_square("2,3"),
        Some(Square::new(2, 3))
    );
    assert_eq!(cardsmith::play::parse_square("c0"), None);
    assert_eq!(cardsmith::play::parse_square("4"), None);
    assert_eq!(cardsmith::play::square_name(Square::new(7, 0)), "h1");
}

#[test]
fn a_6d6_square_is_typed_by_name_on_a_grid_not_picked_from_a_long_menu() {
    let demo = common::repo().join("data/scenarios/demo_6d6.ron");
    // Activate Frag Grenade (action 2: Iron Will and Throw are not offered alone), aim at
    // f3, where the goblins stand.
    let mut input = typing(&["2", "z9", "f3", "q"], |_| {});
    let text = play(&common::repo(), &demo, &mut input);
    assert!(text.contains("like c4"), "{text}");
    // A skill and a defence only join or resist an action (D6-ACT-4).
    assert!(!text.contains("activate Iron Will"), "{text}");
    assert!(!text.contains("activate Throw"), "{text}");
    assert!(text.contains("f3: Goblin #9, Goblin #10"), "{text}");
    assert!(!text.contains("  64. "), "no numbered square menu:\n{text}");
    assert!(
        text.contains("'z9' is not one of the squares offered"),
        "{text}"
    );
    assert!(text.contains("P1 targets square (5, 2)"), "{text}");
}

/// `cardsmith play deck.ron deck.ron`: a new game between two bundled decks.
#[test]
fn play_starts_a_game_between_two_decks() {
    let repo = common::repo();
    let decks = [
        repo.join("data/decks/keyforge/brobnar_dis_untamed.ron"),
        repo.join("data/decks/keyforge/sanctum_shadows_logos.ron"),
    ];
    let mut input = typing(&["q"], |_| {});
    let mut out = Vec::new();
    let code = cardsmith::play::play_files(&repo, &decks, 5, false, &mut input, &mut out).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert_eq!(code, 0, "{text}");
    assert!(
        text.contains("Brobnar, Dis, Untamed vs Sanctum, Shadows, Logos"),
        "{text}"
    );
    // A file that is neither a scenario nor a deck is refused with its name.
    let mut out = Vec::new();
    let bad = repo.join("Cargo.toml");
    let code = cardsmith::play::play_files(&repo, &[bad], 1, false, &mut input, &mut out).unwrap();
    assert_eq!(code, 2);
    assert!(String::from_utf8(out).unwrap().contains("Cargo.toml"));
}
