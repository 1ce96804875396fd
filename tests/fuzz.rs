//! Every fuzz target runs briefly with a fixed seed, and every saved regression input
//! (fuzz/regressions/<target>/) is fed again: none may panic.

mod common;

use cardsmith::fuzz;

#[test]
fn parser_targets_survive_mutated_input() {
    let root = common::repo();
    for target in ["ruleset", "set", "scenario", "mod"] {
        let crashes = fuzz::fuzz_parser(&root, target, 42, 1500);
        assert!(
            crashes.is_empty(),
            "{target}: {:?}",
            crashes.iter().map(|c| &c.message).collect::<Vec<_>>()
        );
    }
}

#[test]
fn random_games_survive() {
    let crashes = fuzz::fuzz_games(&common::bundled(), 7, 6, 200);
    assert!(
        crashes.is_empty(),
        "{:?}",
        crashes
            .iter()
            .map(|c| (&c.input, &c.message))
            .collect::<Vec<_>>()
    );
}

#[test]
fn saved_regressions_do_not_crash() {
    let dir = common::repo().join("fuzz/regressions");
    for target in ["ruleset", "set", "scenario", "mod"] {
        for e in std::fs::read_dir(dir.join(target))
            .into_iter()
            .flatten()
            .flatten()
        {
            let input = std::fs::read(e.path()).unwrap();
            assert!(
                fuzz::run_input(target, &input).is_ok(),
                "{}",
                e.path().display()
            );
        }
    }
}
