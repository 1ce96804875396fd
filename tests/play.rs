//! `cardsmith play`, driven by scripted input: choices, and a script edited mid-game.

mod common;

use common::TempRoot;
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

#[test]
fn play_takes_numbered_choices_and_reloads_an_edited_script() {
    let root = TempRoot::new();
    root.set(&[
        (
            "spark",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx) ctx:draw(1) end }",
        ),
        ("filler", r#"types: ["ally"]"#, "return {}"),
    ]);
    root.write(
        "game.ron",
        r#"Scenario(name: "play test", ruleset: "grand_archive",
            players: [(name: "a", zones: {"hand": ["spark", "spark"], "main_deck": ["filler", "filler", "filler", "filler"]}), (name: "b")],
            steps: [])"#,
    );
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
    let root = TempRoot::new();
    root.set(&[
        (
            "spark",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx) ctx:draw(1) end }",
        ),
        ("filler", r#"types: ["ally"]"#, "return {}"),
    ]);
    root.write(
        "game.ron",
        r#"Scenario(name: "play test", ruleset: "grand_archive",
            players: [(name: "a", zones: {"hand": ["spark"], "main_deck": ["filler", "filler"]}), (name: "b")],
            steps: [])"#,
    );
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
    let mut out = Vec::new();
    cardsmith::play::play(
        root.root(),
        &root.root().join("game.ron"),
        false,
        &mut input,
        &mut out,
    )
    .unwrap();
    let text = String::from_utf8(out).unwrap();
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
