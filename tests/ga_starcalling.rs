//! Starcalling through the embedder API (seeds/ga-star.md): a glimpse's offer, the nested
//! activation's questions, a refused nested activation that returns to the offer exactly
//! as it was, and cancelling, which takes the whole resolution back.

mod common;

use cardsmith::core::{ActionError, Answer, Choice, PlayerId, Progress};
use cardsmith::engine::Engine;
use common::*;

/// `peek` glimpses 1 then draws; `star` has Starcalling (0) and a target, and is illegal
/// when it targets its own player's champion; `filler` fills decks; `hero` is a champion.
fn root() -> TempRoot {
    let root = TempRoot::new();
    root.set(&[
        (
            "peek",
            r#"types: ["action"], keywords: ["fast"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx) ctx:glimpse(1) ctx:draw(1) end }",
        ),
        (
            "star",
            r#"types: ["action"], keywords: ["slow"], cost: (kind: "reserve", amount: 3),
               alternative_costs: [(id: "starcalling", amount: 0, while_looked_at: true)]"#,
            r#"return {
  targets = function(_ctx) return { { label = "unit", any_type = { "champion" }, count = 1 } } end,
  legal = function(ctx)
    if ctx:target(1):controller() == ctx.controller then return false, "not your own champion" end
    return true
  end,
  resolve = function(ctx) ctx:deal_damage(ctx:target(1), 1) end,
}"#,
        ),
        ("filler", r#"types: ["ally"]"#, "return {}"),
        (
            "hero",
            r#"types: ["champion"], stats: {"life": 20, "level": 1}"#,
            "return {}",
        ),
    ]);
    root
}

fn game(root: &TempRoot) -> Engine {
    let c = root.load().expect("test content loads");
    engine(
        &c,
        0,
        vec![
            player(
                "Aria",
                &[],
                &[
                    ("field", &["hero@mine"]),
                    ("hand", &["peek@peek"]),
                    ("main_deck", &["star@star", "filler@f"]),
                ],
            ),
            player("Bram", &[], &[("field", &["hero@theirs"])]),
        ],
    )
}

/// Activates `peek` and passes until its glimpse offers `star`.
fn to_offer(e: &mut Engine) {
    let a = activate(e, 1, "peek");
    assert_eq!(e.submit(a), Ok(Progress::Ready));
    e.submit(cardsmith::core::Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    let p = e
        .submit(cardsmith::core::Action::Pass {
            player: PlayerId(1),
        })
        .unwrap();
    let Progress::Decide(d) = p else {
        panic!("the glimpse offers nothing: {p:?}")
    };
    assert_eq!(d.choice, Choice::ActivateLookedAt);
    assert_eq!(d.player, PlayerId(0));
}

#[test]
fn ga_star_2_refused_nested_activation_returns_to_the_offer() {
    let root = root();
    let mut e = game(&root);
    to_offer(&mut e);
    let offer = e.pending().cloned().unwrap();
    let hash = e.state().state_hash();
    let log = e.state().log.len();
    // No action is legal while the offer waits.
    assert!(e.legal_actions(PlayerId(0)).is_empty());
    let p = e.answer(objects(&e, &["star"])).unwrap();
    let Progress::Decide(targets) = p else {
        panic!("expected the nested activation's target question")
    };
    assert_eq!(targets.choice, Choice::Targets);
    let err = e.answer(objects(&e, &["mine"])).unwrap_err();
    assert!(
        matches!(&err, ActionError::Illegal { reason, .. } if reason.contains("not your own champion")),
        "{err}"
    );
    // Back at the offer, exactly as it was.
    assert_eq!(e.pending(), Some(&offer));
    assert_eq!(e.state().state_hash(), hash);
    assert_eq!(e.state().log.len(), log);
    // Then legal: the card waits above the resolved glimpse card; the filler was drawn.
    e.answer(objects(&e, &["star"])).unwrap();
    assert_eq!(e.answer(objects(&e, &["theirs"])), Ok(Progress::Ready));
    let stack: Vec<_> = e.state().stack.entries().iter().map(|s| s.object).collect();
    assert_eq!(stack, vec![label(&e, "star")]);
    assert_eq!(e.state().opportunity, Some(PlayerId(0)));
    assert_eq!(
        e.state().stack.entries()[0].alternative_cost.as_deref(),
        Some("starcalling")
    );
}

#[test]
fn ga_star_2_cancel_takes_back_the_whole_resolution() {
    let root = root();
    let mut e = game(&root);
    let a = activate(&e, 1, "peek");
    e.submit(a).unwrap();
    e.submit(cardsmith::core::Action::Pass {
        player: PlayerId(0),
    })
    .unwrap();
    let hash = e.state().state_hash();
    let p = e
        .submit(cardsmith::core::Action::Pass {
            player: PlayerId(1),
        })
        .unwrap();
    assert!(matches!(p, Progress::Decide(_)));
    e.answer(objects(&e, &["star"])).unwrap();
    e.cancel();
    assert_eq!(e.pending(), None);
    assert_eq!(e.state().state_hash(), hash);
    // The game goes on from there: the same pass offers the card again.
    let p = e
        .submit(cardsmith::core::Action::Pass {
            player: PlayerId(1),
        })
        .unwrap();
    assert!(matches!(p, Progress::Decide(d) if d.choice == Choice::ActivateLookedAt));
}

#[test]
fn ga_star_2_an_answer_outside_the_offer_changes_nothing() {
    let root = root();
    let mut e = game(&root);
    to_offer(&mut e);
    let hash = e.state().state_hash();
    let err = e.answer(objects(&e, &["f"])).unwrap_err();
    assert!(matches!(err, ActionError::InvalidAnswer(_)), "{err}");
    assert_eq!(e.state().state_hash(), hash);
    // Declined: the glimpse's own question follows.
    let p = e.answer(Answer::Objects(vec![])).unwrap();
    assert!(matches!(p, Progress::Decide(d) if d.choice == Choice::Script));
}

#[test]
fn ga_star_1_the_play_loop_offers_and_activates_a_looked_at_card() {
    let root = root();
    root.write(
        "game.ron",
        r#"Scenario(name: "starcalling in play", ruleset: "grand_archive",
        players: [
            (name: "a", zones: {"field": ["hero"], "hand": ["peek"], "main_deck": ["star", "filler"]}),
            (name: "b", zones: {"field": ["hero"]}),
        ],
        steps: [])"#,
    );
    // Activate Peek, both pass; take the offer (star), target the first champion offered
    // (Aria's own: refused, back at the offer), take it again and target Bram's.
    let mut input = std::io::Cursor::new("2\n1\n1\n1\n1\n1\n2\nq\n");
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
    assert_eq!(text.matches("while looking at it").count(), 2, "{text}");
    assert!(
        text.contains("!! illegal at step 1.6 check legality: not your own champion"),
        "{text}"
    );
    assert!(text.contains("stack (top first): star #3\n"), "{text}");
}
