//! Shared helpers for the integration tests: bundled content, and throwaway content
//! roots for cards written inside a test.

#![allow(dead_code)]

use cardsmith::core::{Action, Answer, ObjectId, PlayerId};
use cardsmith::engine::{Engine, PlayerSetup, Setup};
use cardsmith::load::{self, Content};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

pub fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

pub fn bundled() -> Content {
    load::load(&repo(), "grand_archive").expect("bundled content loads")
}

pub fn player(name: &str, elements: &[&str], zones: &[(&str, &[&str])]) -> PlayerSetup {
    PlayerSetup {
        name: name.into(),
        elements: elements.iter().map(|e| e.to_string()).collect(),
        zones: zones
            .iter()
            .map(|(z, cards)| (z.to_string(), cards.iter().map(|c| c.to_string()).collect()))
            .collect(),
        ..Default::default()
    }
}

pub fn engine(content: &Content, seed: u64, players: Vec<PlayerSetup>) -> Engine {
    Engine::new(
        content,
        &Setup {
            seed,
            players,
            turn_player: 1,
            ..Default::default()
        },
    )
    .expect("setup is valid")
}

pub fn label(e: &Engine, l: &str) -> ObjectId {
    *e.labels().get(l).unwrap_or_else(|| panic!("no label {l}"))
}

pub fn activate(e: &Engine, p: u8, l: &str) -> Action {
    Action::Activate {
        player: PlayerId(p - 1),
        object: label(e, l),
    }
}

pub fn objects(e: &Engine, labels: &[&str]) -> Answer {
    Answer::Objects(labels.iter().map(|l| label(e, l)).collect())
}

/// A content root in a fresh temp folder: a bundled ruleset (Grand Archive unless made with
/// `for_ruleset`), plus whatever set and script files a test writes.
pub struct TempRoot {
    pub path: PathBuf,
    ruleset: String,
}

static COUNTER: AtomicUsize = AtomicUsize::new(0);

impl TempRoot {
    pub fn new() -> TempRoot {
        Self::for_ruleset("grand_archive")
    }

    /// A temp root with the bundled ruleset `ruleset` and its rules script; `set`
    /// writes cards of that ruleset.
    pub fn for_ruleset(ruleset: &str) -> TempRoot {
        let n = COUNTER.fetch_add(1, Ordering::SeqCst);
        let path = std::env::temp_dir().join(format!("cardsmith-test-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(path.join("data/rulesets")).unwrap();
        std::fs::create_dir_all(path.join("data/sets")).unwrap();
        let file = format!("data/rulesets/{ruleset}.ron");
        std::fs::copy(repo().join(&file), path.join(&file)).unwrap();
        std::fs::create_dir_all(path.join("scripts/rules")).unwrap();
        let file = format!("scripts/rules/{ruleset}.lua");
        std::fs::copy(repo().join(&file), path.join(&file)).unwrap();
        copy_tree(
            &repo().join(format!("scripts/rules/{ruleset}")),
            &path.join(format!("scripts/rules/{ruleset}")),
        );
        TempRoot {
            path,
            ruleset: ruleset.to_string(),
        }
    }

    pub fn write(&self, rel: &str, text: &str) -> &Self {
        let p = self.path.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
        self
    }

    /// A set `t` with one card per `(id, data fields, script)`.
    pub fn set(&self, cards: &[(&str, &str, &str)]) -> &Self {
        let mut text = format!(
            "(id: \"t\", name: \"Test\", ruleset: \"{}\", cards: [\n",
            self.ruleset
        );
        for (id, fields, script) in cards {
            text.push_str(&format!("    (id: \"{id}\", name: \"{id}\", {fields}),\n"));
            self.write(&format!("scripts/cards/t/{id}.lua"), script);
        }
        text.push_str("])\n");
        self.write("data/sets/t.ron", &text)
    }

    pub fn load(&self) -> Result<Content, load::LoadErrors> {
        load::load(&self.path, &self.ruleset)
    }

    pub fn root(&self) -> &Path {
        &self.path
    }
}

/// A content root with `action`, a free action card running `script`, and `filler`, an
/// ally to fill decks with.
pub fn action_and_filler(action: &str, script: &str, filler: &str) -> TempRoot {
    let root = TempRoot::new();
    root.set(&[
        (
            action,
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            script,
        ),
        (filler, r#"types: ["ally"]"#, "return {}"),
    ]);
    root
}

/// Copies the folder `from` (if there is one) to `to`, with everything under it.
pub fn copy_tree(from: &Path, to: &Path) {
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

impl Drop for TempRoot {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

/// Writes `scenario` into the root and runs it; fails with the harness's report.
#[allow(dead_code)]
pub fn run_scenario(root: &TempRoot, scenario: &str) {
    root.write("scenario.ron", scenario);
    let report =
        cardsmith::scenario::Runner::new(root.root()).run_file(&root.path.join("scenario.ron"));
    assert!(
        report.passed(),
        "{}\n{}\n{}",
        report.name,
        report.failures.join("\n"),
        report
            .narration
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>()
            .join("\n")
    );
}

/// A mod `mods/<id>/` for Grand Archive: its manifest (plus `manifest_extra` fields) and
/// a set `<id>` with one card per `(id, data fields)`, each with an empty script.
pub fn write_mod(root: &TempRoot, id: &str, manifest_extra: &str, cards: &[(&str, &str)]) {
    root.write(
        &format!("mods/{id}/mod.ron"),
        &format!(
            "(id: \"{id}\", version: \"1.0.0\", ruleset: \"grand_archive\", {manifest_extra})"
        ),
    );
    let mut set = format!("(id: \"{id}\", name: \"{id}\", ruleset: \"grand_archive\", cards: [\n");
    for (card, fields) in cards {
        set.push_str(&format!("(id: \"{card}\", name: \"{card}\", {fields}),\n"));
        root.write(
            &format!("mods/{id}/scripts/cards/{id}/{card}.lua"),
            "return {}",
        );
    }
    set.push_str("])");
    root.write(&format!("mods/{id}/data/sets/{id}.ron"), &set);
}

/// A Grand Archive game on a temp root holding `probe` (a 0-cost action running
/// `script`), `ally` (life 3) and the `extra` cards `(id, data fields, script)`: P1 has
/// `probe@p` and an ally in hand, `field` on the field and two allies in the deck, P2 an
/// `ally@theirs` on the field. Small limits; the error is the engine's, as text.
pub fn probe_game(
    script: &str,
    extra: &[(&str, &str, &str)],
    field: &[&str],
) -> (TempRoot, Result<Engine, String>) {
    let root = TempRoot::new();
    let mut cards = vec![
        (
            "probe",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            script,
        ),
        (
            "ally",
            r#"types: ["ally"], stats: {"life": 3}"#,
            "return {}",
        ),
    ];
    cards.extend_from_slice(extra);
    root.set(&cards);
    let c = root.load().expect("loads");
    let e = Engine::with_limits(
        &c,
        &Setup {
            seed: 1,
            players: vec![
                player(
                    "a",
                    &[],
                    &[
                        ("hand", &["probe@p", "ally"]),
                        ("field", field),
                        ("main_deck", &["ally", "ally"]),
                    ],
                ),
                player("b", &[], &[("field", &["ally@theirs"])]),
            ],
            turn_player: 1,
            ..Default::default()
        },
        cardsmith::script::Limits {
            budget: 100_000,
            action_budget: 150_000,
            action_deadline: std::time::Duration::from_secs(10),
            memory: 16 * 1024 * 1024,
        },
    )
    .map_err(|e| e.to_string());
    (root, e)
}

/// Both players pass, P1 first.
pub fn pass_both(e: &mut Engine) {
    for p in [0, 1] {
        e.submit(Action::Pass {
            player: PlayerId(p),
        })
        .unwrap();
    }
}

/// Activates P1's probe (`p`) and passes with P1, then with P2: that pass, which
/// resolves the probe, must be refused with the game as it was before it. Returns the
/// error.
pub fn resolve_refused(e: &mut Engine) -> cardsmith::core::ActionError {
    let a = activate(e, 1, "p");
    e.submit(a).expect("activates");
    e.submit(Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    let hash = e.state().state_hash();
    let err = e
        .submit(Action::Pass {
            player: PlayerId(1),
        })
        .expect_err("the resolution must be refused");
    assert_eq!(e.state().state_hash(), hash, "a refusal changed the game");
    err
}

/// Names declared in the body of `export type <ty> = { ... }`.
#[allow(dead_code)]
pub fn declared(stub: &str, ty: &str) -> Vec<String> {
    let start = stub
        .find(&format!("export type {ty} = {{"))
        .unwrap_or_else(|| panic!("no type {ty}"));
    let body = &stub[start..];
    let end = body.find("\n}").unwrap();
    body[..end]
        .lines()
        .skip(1)
        // Members sit one tab in; deeper lines belong to a member's own type.
        .filter(|l| l.starts_with('\t') && !l.starts_with("\t\t"))
        .filter_map(|l| {
            let l = l.trim();
            if l.starts_with("--") {
                return None;
            }
            l.split_once(':').map(|(n, _)| n.trim().to_string())
        })
        .filter(|n| !n.is_empty() && n.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .collect()
}
