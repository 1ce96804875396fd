//! Instruction counts of the hot paths, under valgrind's callgrind (iai-callgrind): stable
//! on a noisy machine where times are not, so a regression shows as a number.
//!
//! Once: `cargo install iai-callgrind-runner --version 0.16.1` (the runner must match the
//! library's version). Then: `cargo bench --bench instructions`. The setup of each bench
//! (loading content, building a host, starting the game) is not counted.

use cardsmith::agent::RandomAgent;
use cardsmith::core::Game;
use cardsmith::engine::{thread_host, Engine, Setup};
use cardsmith::load::{self, Content};
use cardsmith::script::LuaHost;
use iai_callgrind::{library_benchmark, library_benchmark_group, main};
use std::hint::black_box;
use std::path::Path;
use std::rc::Rc;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A ruleset's content, a new game between its two bundled decks, and a shared host.
fn parts(ruleset: &str) -> (Content, Setup, Rc<LuaHost>) {
    let content = load::load(repo(), ruleset).expect("bundled content");
    let decks: Vec<_> = load::deck::bundled_decks(repo(), ruleset)
        .iter()
        .map(|f| load::deck::load_deck(&content.db, f).expect("bundled deck"))
        .collect();
    let setup = load::deck::game_setup(&content.db, &[&decks[0], &decks[1]], 7);
    let host = thread_host(&content).expect("scripts compile");
    (content, setup, host)
}

fn keyforge_parts() -> (Content, Setup, Rc<LuaHost>) {
    parts("keyforge")
}

fn started(ruleset: &str) -> Engine {
    let (content, setup, host) = parts(ruleset);
    Engine::on_host(&content, &setup, host).expect("the game starts")
}

fn keyforge_game() -> Engine {
    started("keyforge")
}

fn grand_archive_game() -> Engine {
    started("grand_archive")
}

// Starting a game on a host already built (what each simulated game costs).
#[library_benchmark]
#[bench::keyforge(setup = keyforge_parts)]
fn create_on_shared_host(parts: (Content, Setup, Rc<LuaHost>)) -> Engine {
    black_box(Engine::on_host(&parts.0, &parts.1, parts.2.clone()).expect("the game starts"))
}

// Fifty actions of a random legal-move agent from the start of a game: listing the
// legal actions (a trial activation each), playing, resolving, the turn structure.
#[library_benchmark]
#[bench::keyforge(setup = keyforge_game)]
#[bench::grand_archive(setup = grand_archive_game)]
fn fifty_random_actions(mut e: Engine) -> Engine {
    let mut agent = RandomAgent::new(1);
    for _ in 0..50 {
        if agent.step(&mut e).is_none() {
            break;
        }
    }
    black_box(e)
}

// A fork of the position, as a search takes one.
#[library_benchmark]
#[bench::keyforge(setup = keyforge_game)]
fn fork(e: Engine) -> Game {
    black_box(e.game().clone())
}

library_benchmark_group!(
    name = hot_paths;
    benchmarks = create_on_shared_host, fifty_random_actions, fork
);

main!(library_benchmark_groups = hot_paths);
