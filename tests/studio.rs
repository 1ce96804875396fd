//! The studio's session without the browser: playing, refusals, undo and restart, live
//! reload of an edited or broken script, and saving a session as a scenario that
//! `cardsmith test` passes.

use cardsmith::core::decision::Answer;
use cardsmith::core::game::Action;
use cardsmith::core::ids::{ObjectId, PlayerId};
use cardsmith::core::state::ZoneRef;
use cardsmith::studio::{self, Session};
use std::path::{Path, PathBuf};

/// A folder removed when the test ends.
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl std::ops::Deref for TempDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

/// A copy of the bundled content in a fresh folder, so tests may edit and save.
fn content_copy(name: &str) -> TempDir {
    let dir = std::env::temp_dir().join(format!("cardsmith-studio-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    for sub in ["data", "scripts", "mods"] {
        copy_dir(&repo.join(sub), &dir.join(sub));
    }
    let _ = std::fs::remove_dir_all(dir.join(studio::SAVE_DIR));
    TempDir(dir)
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let p = e.path();
        if p.is_dir() {
            copy_dir(&p, &to.join(e.file_name()));
        } else {
            std::fs::copy(&p, to.join(e.file_name())).unwrap();
        }
    }
}

fn open(root: &Path, scenario: &str) -> Session {
    Session::open(root, &root.join("data/scenarios").join(scenario)).unwrap()
}

fn obj(s: &Session, label: &str) -> ObjectId {
    s.engine().label(label).unwrap()
}

const P1: PlayerId = PlayerId(0);
const P2: PlayerId = PlayerId(1);

/// The demo's Aria activates Ember Lance (3 damage) at Bram's Stone Sentry (life 3),
/// paying with Volley of Sparks, and passes.
fn lance_on_stack(s: &mut Session) {
    let lance = obj(s, "ember_lance");
    s.act(Action::Activate {
        player: P1,
        object: lance,
    })
    .unwrap();
    s.answer(Answer::Objects(vec![obj(s, "sentry")])).unwrap();
    s.answer(Answer::Objects(vec![obj(s, "volley_of_sparks")]))
        .unwrap();
    s.act(Action::Pass { player: P1 }).unwrap();
}

/// Then Bram passes too: the Lance resolves.
fn lance_resolves(s: &mut Session) {
    lance_on_stack(s);
    s.act(Action::Pass { player: P2 }).unwrap();
}

/// Rewrites Ember Lance's script with `edit` (on its text) and returns the new text.
fn edit_lance(root: &Path, edit: impl Fn(&str) -> String) -> String {
    let script = root.join("scripts/cards/core/ember_lance.lua");
    let original = std::fs::read_to_string(&script).unwrap();
    let edited = edit(&original);
    assert_ne!(edited, original);
    std::fs::write(&script, &edited).unwrap();
    edited
}

/// Ember Lance raising an error where it would deal its damage.
fn lance_raises(text: &str) -> String {
    text.replace(
        "ctx:deal_damage(ctx:target(1), 3)",
        "error(\"lance is broken\")",
    )
}

fn zone_of(s: &Session, label: &str) -> String {
    let e = s.engine();
    match e.state().object(obj(s, label)).unwrap().zone {
        ZoneRef::Player(p, z) => format!("p{}.{}", p.seat(), e.db().zone_name(z)),
        other => format!("{other:?}"),
    }
}

fn run_test(root: &Path, file: &Path) -> (i32, String) {
    let mut out = Vec::new();
    let code = cardsmith::cli::test(root, &[file.to_path_buf()], false, &mut out).unwrap();
    (code, String::from_utf8(out).unwrap())
}

#[test]
fn a_saved_session_is_a_scenario_cardsmith_test_passes() {
    let root = content_copy("save");
    let mut s = open(&root, "demo.ron");
    lance_resolves(&mut s);
    assert_eq!(zone_of(&s, "sentry"), "p2.graveyard");
    let file = studio::save(&s, "lance.ron").unwrap();
    assert_eq!(file, root.join(studio::SAVE_DIR).join("lance.ron"));
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(
        text.contains(r#"Activate(player:1,card:"ember_lance",answers:[Targets(["sentry"]),Pay(["volley_of_sparks"])],expect:Ok)"#),
        "{text}"
    );
    assert!(text.contains("Pass(1),\n        Pass(2),"), "{text}");
    let (code, out) = run_test(&root, &file);
    assert_eq!(code, 0, "{out}\n{text}");
    assert!(out.contains("1 passed, 0 failed"), "{out}");

    // The Expect really checks the position: a different ending fails.
    let wrong = text.replace(r#""p2.graveyard":["stone_sentry"]"#, r#""p2.graveyard":[]"#);
    assert_ne!(wrong, text);
    std::fs::write(&file, wrong).unwrap();
    let (code, out) = run_test(&root, &file);
    assert_eq!(code, 1, "{out}");
    assert!(out.contains("p2.graveyard"), "{out}");
}

#[test]
fn a_session_stopped_at_a_question_saves_as_pending() {
    let root = content_copy("pending");
    let mut s = open(&root, "demo.ron");
    let lance = obj(&s, "ember_lance");
    s.act(Action::Activate {
        player: P1,
        object: lance,
    })
    .unwrap();
    let text = studio::scenario_text(&s, "pending");
    assert!(text.contains("expect:Pending"), "{text}");
    assert!(text.contains(r#"pending: "Targets", decider: 1"#), "{text}");
    let file = studio::save(&s, "pending").unwrap();
    let (code, out) = run_test(&root, &file);
    assert_eq!(code, 0, "{out}\n{text}");
}

#[test]
fn a_refused_action_changes_nothing_and_says_why() {
    let root = content_copy("refused");
    let mut s = open(&root, "demo.ron");
    let hash = s.engine().state().state_hash();
    // Bram does not have opportunity.
    let ward = obj(&s, "recall_ward");
    let err = s
        .act(Action::Activate {
            player: P2,
            object: ward,
        })
        .unwrap_err();
    assert!(err.contains("opportunity"), "{err}");
    assert_eq!(s.engine().state().state_hash(), hash);
    assert!(s.history().is_empty());
    assert!(s.notice().unwrap().contains("opportunity"));
}

#[test]
fn undo_steps_back_one_move_and_restart_goes_back_to_the_start() {
    let root = content_copy("undo");
    let mut s = open(&root, "demo.ron");
    let start = s.engine().state().state_hash();
    assert!(!s.undo(), "nothing to undo yet");
    lance_resolves(&mut s);
    assert_eq!(s.history().len(), 5);
    assert!(s.undo());
    assert_eq!(s.history().len(), 4);
    // Before Bram's pass the Lance still waits on the stack, and the Sentry is alive.
    assert_eq!(s.engine().state().stack.len(), 1);
    assert_eq!(zone_of(&s, "sentry"), "p2.field");
    assert_eq!(s.engine().state().opportunity, Some(P2));
    s.restart();
    assert!(s.history().is_empty());
    assert_eq!(s.engine().state().state_hash(), start);
}

#[test]
fn reload_replays_the_moves_with_the_edited_script_and_keeps_a_broken_one_out() {
    let root = content_copy("reload");
    let mut s = open(&root, "demo.ron");
    lance_resolves(&mut s);
    edit_lance(&root, |t| {
        t.replace("ctx:target(1), 3)", "ctx:target(1), 2)")
    });
    s.reload();
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    assert_eq!(s.history().len(), 5, "every move replayed");
    assert_eq!(zone_of(&s, "sentry"), "p2.field");
    let sentry = obj(&s, "sentry");
    assert_eq!(s.engine().state().object(sentry).unwrap().damage, 2);

    let broken = edit_lance(&root, |t| {
        t.replace("ctx:target(1), 2)", "ctx:target(1), 2")
    });
    let hash = s.engine().state().state_hash();
    s.reload();
    let problems = s.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    let p = &problems[0];
    assert_eq!(p.card.as_deref(), Some("ember_lance"));
    assert_eq!(
        p.file.as_deref(),
        Some("scripts/cards/core/ember_lance.lua")
    );
    let line = p.line.unwrap() as usize;
    assert_eq!(p.source.as_deref(), broken.lines().nth(line - 1));
    assert_eq!(
        s.engine().state().state_hash(),
        hash,
        "the game keeps running"
    );
    assert!(s.notice().unwrap().contains("previous version"));

    edit_lance(&root, |t| {
        t.replace("ctx:target(1), 2", "ctx:target(1), 3)")
    });
    s.reload();
    assert!(s.problems().is_empty());
    assert_eq!(zone_of(&s, "sentry"), "p2.graveyard");
}

#[test]
fn a_script_error_while_playing_names_the_card_and_line() {
    let root = content_copy("runtime");
    let failing = edit_lance(&root, lance_raises);
    let mut s = open(&root, "demo.ron");
    lance_on_stack(&mut s);
    let hash = s.engine().state().state_hash();
    let err = s.act(Action::Pass { player: P2 }).unwrap_err();
    assert!(err.contains("lance is broken"), "{err}");
    assert_eq!(s.engine().state().state_hash(), hash);
    let p = &s.problems()[0];
    assert_eq!(p.card.as_deref(), Some("ember_lance"));
    let line = p.line.unwrap() as usize;
    assert!(failing.lines().nth(line - 1).unwrap().contains("error("));
    assert_eq!(p.source.as_deref(), failing.lines().nth(line - 1));
}

#[test]
fn the_picture_of_a_6d6_game_has_the_board_and_its_terrain() {
    let root = content_copy("board");
    let mut s = open(&root, "demo_6d6.ron");
    let pic = serde_json::to_value(studio::picture(&mut s)).unwrap();
    let board = &pic["board"];
    assert_eq!(board["width"], 8);
    assert_eq!(board["height"], 8);
    let scenario = std::fs::read_to_string(root.join("data/scenarios/demo_6d6.ron")).unwrap();
    let has_terrain = scenario.contains("terrain:");
    assert_eq!(
        !board["terrain"].as_array().unwrap().is_empty(),
        has_terrain
    );
    // Every legal action offered is one the engine lists for the acting player.
    let acting = pic["acting"].as_u64().unwrap();
    assert!(!pic["actions"].as_array().unwrap().is_empty());
    for a in pic["actions"].as_array().unwrap() {
        let action: Action = serde_json::from_value(a["action"].clone()).unwrap();
        assert_eq!(u64::from(action.player().seat()), acting);
    }
}

/// One HTTP/1.1 request to the studio; the status code and the body.
fn http(addr: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    http_with(addr, &format!("Host: {addr}"), method, path, body)
}

fn http_with(addr: &str, headers: &str, method: &str, path: &str, body: &str) -> (u16, String) {
    use std::io::{Read, Write};
    let mut s = std::net::TcpStream::connect(addr).unwrap();
    write!(
        s,
        "{method} {path} HTTP/1.1\r\n{headers}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut reply = String::new();
    s.read_to_string(&mut reply).unwrap();
    let status = reply[9..12].parse().unwrap();
    let body = reply.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, body.to_string())
}

/// Stops the server when the test ends, however it ends.
struct Server(std::process::Child);

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

#[test]
fn the_server_serves_the_page_and_refuses_bad_requests_without_stopping() {
    use std::io::BufRead;
    let root = content_copy("http");
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_cardsmith"))
        .arg("--root")
        .arg(&*root)
        .args(["studio", "--port", "0"])
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    std::io::BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    let _server = Server(child);
    let addr = first
        .split("http://")
        .nth(1)
        .and_then(|r| r.split('/').next())
        .unwrap_or_else(|| panic!("no address in {first:?}"))
        .to_string();
    assert!(addr.starts_with("127.0.0.1:"), "{addr}");

    let (status, page) = http(&addr, "GET", "/", "");
    assert_eq!(status, 200);
    assert!(page.contains(r#"<script src="/studio.js">"#), "{page}");
    let (status, state) = http(&addr, "GET", "/api/state", "");
    assert_eq!(status, 200);
    let state: serde_json::Value = serde_json::from_str(&state).unwrap();
    assert_eq!(state["picture"]["turn"], 1);
    assert!(state["error"].is_null());

    // No question is pending: an answer is refused, and says so.
    let (status, reply) = http(&addr, "POST", "/api/answer", r#"{"Number":1}"#);
    assert_eq!(status, 422);
    assert!(reply.contains("no decision is pending"), "{reply}");
    // Not an action at all, and an unknown object.
    let (status, _) = http(&addr, "POST", "/api/action", "{not json");
    assert!((400..500).contains(&status), "{status}");
    let (status, reply) = http(
        &addr,
        "POST",
        "/api/action",
        r#"{"Activate":{"player":0,"object":999}}"#,
    );
    assert_eq!(status, 422, "{reply}");
    // A save name that would leave the save folder.
    let (status, reply) = http(&addr, "POST", "/api/save", r#"{"name":"../escape"}"#);
    assert_eq!(status, 422, "{reply}");
    assert!(!root.join("data/escape.ron").exists());

    // Another site's page (or a DNS-rebinding one) gets nothing.
    let (status, _) = http_with(&addr, "Host: evil.example", "GET", "/api/state", "");
    assert_eq!(status, 403);
    let origin = format!("Host: {addr}\r\nOrigin: http://evil.example");
    let (status, _) = http_with(&addr, &origin, "POST", "/api/restart", "");
    assert_eq!(status, 403);
    let origin = format!("Host: {addr}\r\nOrigin: http://{addr}");
    let (status, _) = http_with(&addr, &origin, "POST", "/api/undo", "");
    assert_eq!(status, 422, "its own page may post (nothing to undo yet)");

    // Still serving, and the game is unchanged.
    let (status, again) = http(&addr, "GET", "/api/state", "");
    assert_eq!(status, 200);
    let again: serde_json::Value = serde_json::from_str(&again).unwrap();
    assert_eq!(again["picture"]["moves"], state["picture"]["moves"]);
    assert_eq!(again["picture"]["players"], state["picture"]["players"]);
}

#[test]
fn random_play_tests_on_every_ruleset_undo_cleanly_and_save_as_scenarios_that_pass() {
    use cardsmith::agent::RandomAgent;
    let root = content_copy("random");
    for scenario in ["demo.ron", "demo_keyforge.ron", "demo_6d6.ron"] {
        for seed in 1..=4u64 {
            let mut s = open(&root, scenario);
            let mut agent = RandomAgent::new(seed);
            let mut pick = seed;
            for _ in 0..40 {
                if let Some(d) = s.engine().pending().cloned() {
                    if s.answer(agent.answer(&d)).is_err() {
                        // A random answer the rules refuse (too little to pay with):
                        // the game is unchanged; stop this play-test here.
                        break;
                    }
                    continue;
                }
                let actions = s.legal_actions();
                if actions.is_empty() {
                    break;
                }
                pick = pick
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                let a = actions[(pick >> 33) as usize % actions.len()].clone();
                s.act(a.clone())
                    .unwrap_or_else(|e| panic!("a listed action was refused: {a:?}: {e}"));
            }
            assert!(!s.history().is_empty());
            // Undoing the last move and playing it again lands on the same position.
            let hash = s.engine().state().state_hash();
            let last = s.history().last().unwrap().mv.clone();
            assert!(s.undo());
            assert_ne!(
                s.engine().state().state_hash(),
                hash,
                "{scenario} seed {seed}"
            );
            match last {
                studio::Move::Act(a) => s.act(a),
                studio::Move::Answer(a) => s.answer(a),
            }
            .unwrap();
            assert_eq!(
                s.engine().state().state_hash(),
                hash,
                "{scenario} seed {seed}"
            );
            let name = format!("{}_{seed}", scenario.trim_end_matches(".ron"));
            let file = studio::save(&s, &name).unwrap();
            let (code, out) = run_test(&root, &file);
            let text = std::fs::read_to_string(&file).unwrap();
            assert_eq!(code, 0, "{scenario} seed {seed}:\n{out}\n{text}");
        }
    }
}

#[test]
fn undoing_the_move_new_content_refuses_takes_the_new_content_up() {
    let root = content_copy("undo_reload");
    let mut s = open(&root, "demo.ron");
    lance_resolves(&mut s);
    edit_lance(&root, lance_raises);
    s.reload();
    // The Lance resolved in move 5: replaying it fails, the game keeps the old version.
    let problems = s.problems();
    assert_eq!(problems.len(), 1, "{problems:?}");
    assert!(
        problems[0].message.contains("replaying move 5"),
        "{problems:?}"
    );
    assert!(
        problems[0].message.contains("lance is broken"),
        "{problems:?}"
    );
    assert_eq!(zone_of(&s, "sentry"), "p2.graveyard");
    // Undo Bram's pass: the new content loads, and the Lance waits on the stack.
    assert!(s.undo());
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    assert!(s.notice().unwrap().contains("reloaded"));
    assert_eq!(s.engine().state().stack.len(), 1);
    let err = s.act(Action::Pass { player: P2 }).unwrap_err();
    assert!(err.contains("lance is broken"), "{err}");
}

/// The tile of the object labelled `label` in the picture.
fn tile<'a>(pic: &'a serde_json::Value, label: &str) -> &'a serde_json::Value {
    pic["players"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|p| p["zones"].as_array().unwrap())
        .flat_map(|z| z["cards"].as_array().unwrap())
        .find(|t| t["label"] == label)
        .unwrap_or_else(|| panic!("no tile labelled {label}"))
}

/// Aaron plays a Banner of Battle ("each friendly creature gets +1 power"): the picture.
fn banner_in_play(root: &Path) -> serde_json::Value {
    let mut s = open(
        root,
        "keyforge/cota/banner_of_battle_friendly_creatures_get_one_power.ron",
    );
    let banner = obj(&s, "b1");
    s.act(Action::Activate {
        player: P1,
        object: banner,
    })
    .unwrap();
    serde_json::to_value(studio::picture(&mut s)).unwrap()
}

#[test]
fn tiles_show_printed_and_current_stats() {
    let root = content_copy("stats");
    let pic = banner_in_play(&root);
    // Banner of Battle: Aaron's creatures get +1 power, Bea's do not. Troll is printed
    // with power 8, Hunting Witch with 2.
    assert_eq!(
        tile(&pic, "troll")["stats"],
        serde_json::json!([["power", 8, 9]])
    );
    assert_eq!(
        tile(&pic, "witch")["stats"],
        serde_json::json!([["power", 2, 2]])
    );
    assert_eq!(
        tile(&pic, "b1")["types"],
        serde_json::json!(["artifact", "item"])
    );
    assert_eq!(pic["rested_word"], "exhausted");
}

#[test]
fn a_failing_stat_hook_shows_in_the_problem_panel() {
    let root = content_copy("stat_error");
    let script = root.join("scripts/cards/cota/banner_of_battle.lua");
    let text = std::fs::read_to_string(&script).unwrap();
    let broken = text.replace(
        "return obj:zone() == \"battleline\"",
        "error(\"banner is broken\")\n\t\t\t\treturn obj:zone() == \"battleline\"",
    );
    assert_ne!(broken, text);
    std::fs::write(&script, &broken).unwrap();
    let pic = banner_in_play(&root);
    let problems = pic["problems"].as_array().unwrap();
    assert_eq!(problems.len(), 1, "{problems:?}");
    let p = &problems[0];
    assert_eq!(p["card"], "banner_of_battle", "{p}");
    assert!(
        p["message"].as_str().unwrap().contains("banner is broken"),
        "{p}"
    );
    let line = p["line"].as_u64().unwrap() as usize;
    assert_eq!(p["source"].as_str(), broken.lines().nth(line - 1));
    // The stat it could not work out is not shown as if it were the printed one.
    assert_eq!(
        tile(&pic, "troll")["stats"],
        serde_json::json!([["power", 8, null]])
    );
}

#[test]
fn a_scripts_log_lines_show_in_the_event_log_after_a_reload_too() {
    let root = content_copy("script-log");
    let mut s = open(&root, "demo.ron");
    let logging = |t: &str| {
        t.replace(
            "ctx:deal_damage(ctx:target(1), 3)",
            "ctx:log('aiming at', ctx:target(1))\n\t\tctx:deal_damage(ctx:target(1), 3)",
        )
    };
    edit_lance(&root, logging);
    s.reload();
    assert!(s.problems().is_empty(), "{:?}", s.problems());
    lance_resolves(&mut s);
    let script_lines = |s: &mut Session| -> Vec<String> {
        let pic = serde_json::to_value(studio::picture(s)).unwrap();
        pic["log"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|l| l["kind"] == "script")
            .map(|l| l["text"].as_str().unwrap().to_string())
            .collect()
    };
    let lines = script_lines(&mut s);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(lines[0].contains("aiming at Stone Sentry"), "{lines:?}");
    // Undo replays the moves: the line is logged again by the replay, not lost.
    s.undo();
    assert!(
        script_lines(&mut s).is_empty(),
        "the Lance has not resolved"
    );
    s.act(Action::Pass { player: P2 }).unwrap();
    assert_eq!(script_lines(&mut s).len(), 1);
}

/// `cardsmith studio deck_a.ron deck_b.ron`: a new game between two bundled decks of each
/// ruleset; a few legal moves played, saved as a scenario that `cardsmith test` passes.
#[test]
fn a_game_between_two_decks_opens_plays_and_saves() {
    let root = content_copy("decks");
    for ruleset in ["grand_archive", "keyforge", "6d6"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("data/decks").join(ruleset))
            .unwrap()
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        let start = studio::Start::from_files(files.clone(), 3).unwrap();
        assert!(matches!(start, studio::Start::Decks(..)), "{ruleset}");
        let mut s = Session::from_decks(&root, &files, 3).unwrap();
        // Every card of both decks is in the game.
        let db = cardsmith::load::load(&root, ruleset).unwrap().db;
        let decks: usize = files
            .iter()
            .map(|f| {
                let d = cardsmith::load::deck::load_deck(&db, f).unwrap();
                d.zones
                    .values()
                    .flatten()
                    .map(|e| e.count as usize)
                    .sum::<usize>()
            })
            .sum();
        assert_eq!(s.engine().state().objects().len(), decks, "{ruleset}");
        for _ in 0..6 {
            if s.engine().pending().is_some() {
                break;
            }
            let Some(a) = s.legal_actions().first().cloned() else {
                break;
            };
            s.act(a).unwrap();
        }
        let file = studio::save(&s, &format!("decks_{ruleset}")).unwrap();
        let (code, out) = run_test(&root, &file);
        assert_eq!(code, 0, "{ruleset}: {out}");
    }
}
