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

/// Mutated card scripts, in every bundled ruleset, played in short games: a script that
/// does not compile is refused naming its file, one that fails while the game runs is a
/// script failure; nothing panics and a refused action changes nothing.
#[test]
fn mutated_card_scripts_fail_cleanly_in_every_ruleset() {
    let contents = fuzz::all_rulesets(&common::repo());
    assert_eq!(contents.len(), 3, "the three bundled rulesets load");
    let crashes = fuzz::fuzz_scripts(&contents, 11, 45, 60);
    assert!(
        crashes.is_empty(),
        "{:?}",
        crashes
            .iter()
            .map(|c| (String::from_utf8_lossy(&c.input), &c.message))
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
    let contents = fuzz::all_rulesets(&common::repo());
    for e in std::fs::read_dir(dir.join("scripts"))
        .into_iter()
        .flatten()
        .flatten()
    {
        let input = std::fs::read(e.path()).unwrap();
        let r = fuzz::run_script_input(&contents, &input);
        assert!(r.is_ok(), "{}: {r:?}", e.path().display());
    }
}
