//! `ctx:ability`: a card's own ability run by another hook (KeyForge's fight resolves
//! "Before Fight:" with it). Bad input is a clear error and changes nothing.

mod common;

use cardsmith::core::{Action, PlayerId};
use common::*;

const ACTION: &str = r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#;

#[test]
fn ctx_ability_with_a_name_the_ruleset_does_not_declare_is_a_clear_error() {
    let root = TempRoot::new();
    // Grand Archive declares no `abilities` and no uses: "before_fight" is unknown there.
    root.set(&[(
        "stray",
        ACTION,
        "return { resolve = function(ctx)\nctx:ability(\"before_fight\")\nend }",
    )]);
    let c = root.load().unwrap();
    let mut e = engine(
        &c,
        1,
        vec![
            player("a", &[], &[("hand", &["stray@stray"])]),
            player("b", &[], &[]),
        ],
    );
    e.submit(activate(&e, 1, "stray")).unwrap();
    let pass = |seat| Action::Pass {
        player: PlayerId(seat),
    };
    e.submit(pass(0)).unwrap();
    let hash = e.state().state_hash();
    let err = e.submit(pass(1)).unwrap_err().to_string();
    assert!(err.contains("declares no ability 'before_fight'"), "{err}");
    assert!(
        err.contains("stray.lua:2"),
        "names the file and line: {err}"
    );
    assert_eq!(e.state().state_hash(), hash, "the game is unchanged");
}
