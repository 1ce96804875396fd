//! The embedding API: the example game (examples/embed.rs, run here as CI), views by
//! zone visibility, the events cursor and the bounded log, and resuming saved games.

mod common;

#[allow(dead_code)]
#[path = "../examples/embed.rs"]
mod embed;

use cardsmith::agent::RandomAgent;
use cardsmith::core::view::{ObjectView, Visibility};
use cardsmith::core::{Action, Answer, CardIdx, GameState, ObjectId, PlayerId, Progress, ZoneRef};
use cardsmith::engine::{Engine, SavedGameError};
use cardsmith::load::{self, Content};
use cardsmith::scenario::Scenario;

fn keyforge_demo() -> (Scenario, Content) {
    let path = common::repo().join("data/scenarios/demo_keyforge.ron");
    let s: Scenario = load::read_ron(&path).unwrap();
    let c = load::load(&common::repo(), &s.ruleset).unwrap();
    (s, c)
}

/// Plays `n` random legal actions.
fn play(e: &mut Engine, seed: u64, n: usize) {
    let mut agent = RandomAgent::new(seed);
    for _ in 0..n {
        if agent.step(e).is_none() {
            break;
        }
    }
}

#[test]
fn the_example_game_ends_with_a_winner_of_three_keys() {
    let mut out = Vec::new();
    let done = embed::play(1, &mut out).expect("the game ends");
    let won = &done.views[0].players[done.winner.0 as usize];
    assert_eq!(won.counters.get("keys"), Some(&3));
    assert!(done.events > 0 && !out.is_empty());
    // Each player sees the winner's keys, and only their own hand.
    for v in &done.views {
        for p in &v.players {
            let hand = p.zones.iter().find(|z| z.zone == "hand").unwrap();
            let mine = p.player.seat == v.viewer.seat;
            assert!(hand
                .objects
                .iter()
                .all(|o| matches!(o, ObjectView::Known(_)) == mine));
        }
    }
}

#[test]
fn a_view_hides_what_the_ruleset_hides_from_that_player() {
    let (s, c) = keyforge_demo();
    let e = Engine::new(&c, &s.setup()).unwrap();
    let aaron = e.view(PlayerId(0));
    let bea = e.view(PlayerId(1));
    let zone = |v: &cardsmith::core::view::View, seat: usize, z: &str| {
        v.players[seat]
            .zones
            .iter()
            .find(|x| x.zone == z)
            .unwrap()
            .clone()
    };
    // Aaron's hand: known to him, placeholders for Bea, the count known to both.
    let own = zone(&aaron, 0, "hand");
    let theirs = zone(&bea, 0, "hand");
    assert_eq!(own.visibility, Visibility::Owner);
    assert_eq!(
        own.count,
        e.state()
            .zone(ZoneRef::Player(PlayerId(0), c.db.zone("hand").unwrap()))
            .len()
    );
    assert_eq!((theirs.count, theirs.objects.len()), (own.count, own.count));
    assert!(own
        .objects
        .iter()
        .all(|o| matches!(o, ObjectView::Known(_))));
    assert!(theirs.objects.iter().all(|o| *o == ObjectView::Hidden));
    // The deck is hidden from its owner too, and ordered; the battleline is public.
    let deck = zone(&aaron, 0, "deck");
    assert!(deck.ordered && deck.count > 0);
    assert!(deck.objects.iter().all(|o| *o == ObjectView::Hidden));
    assert_eq!(zone(&aaron, 1, "battleline"), zone(&bea, 1, "battleline"));
    // A view is serializable and reads back the same.
    let text = ron::to_string(&aaron).unwrap();
    let back: cardsmith::core::view::View = ron::from_str(&text).unwrap();
    assert_eq!(back, aaron);
}

#[test]
fn a_pending_decision_is_in_the_view_of_the_one_who_answers_only() {
    let (s, c) = keyforge_demo();
    let mut e = Engine::new(&c, &s.setup()).unwrap();
    e.submit(Action::Declare {
        player: PlayerId(0),
        value: "brobnar".into(),
    })
    .unwrap();
    let lance = e
        .state()
        .objects()
        .iter()
        .find(|o| c.db.card(o.card).id == "mighty_lance")
        .unwrap()
        .id;
    let p = e
        .submit(Action::Activate {
            player: PlayerId(0),
            object: lance,
        })
        .unwrap();
    let Progress::Decide(d) = p else {
        panic!("Mighty Lance asks for a target")
    };
    let asked = e.view(d.player);
    let other = e.view(e.state().next_player(d.player));
    assert_eq!(asked.decision.as_ref(), Some(&d));
    assert_eq!(other.decision, None);
    assert_eq!(other.waiting_on, Some(d.player.seat()));
    // Nobody may act while the decision waits.
    assert!(e.legal_actions(PlayerId(0)).is_empty());
}

#[test]
fn the_cursor_reads_every_event_once_in_order_and_the_log_stays_bounded() {
    let (s, c) = keyforge_demo();
    let mut e = Engine::new(&c, &s.setup()).unwrap();
    let mut cursor = e.subscribe();
    let mut numbers = Vec::new();
    let mut agent = RandomAgent::new(3);
    for _ in 0..60 {
        if agent.step(&mut e).is_none() {
            break;
        }
        let (events, next) = e.events_since(cursor);
        numbers.extend(events.iter().map(|ev| ev.number));
        for ev in &events {
            // Players are named by seat and name, never by an internal index.
            if let Some(cardsmith::core::event_view::Value::Player(p)) = ev.fields.get("player") {
                let seat = PlayerId::from_seat(p.seat).unwrap();
                assert_eq!(e.state().player(seat).unwrap().name, p.name);
            }
        }
        cursor = next;
        // Everything read is dropped: the only reader has read it all.
        dropped_up_to(&e, cursor.position());
    }
    assert!(numbers.len() > 20, "the game moved on");
    let expected: Vec<usize> = (0..numbers.len()).collect();
    assert_eq!(numbers, expected, "every event once, in order");
    assert_eq!(cursor.position(), e.state().log.len());
}

#[test]
fn events_are_kept_until_the_slowest_reader_has_read_them() {
    let (s, c) = keyforge_demo();
    let mut e = Engine::new(&c, &s.setup()).unwrap();
    let fast = e.subscribe();
    let slow = e.subscribe();
    play(&mut e, 5, 10);
    let (read, fast) = e.events_since(fast);
    assert!(!read.is_empty());
    assert_eq!(e.state().log.first(), 0, "the slow reader has read nothing");
    let (slow_read, slow) = e.events_since(slow);
    assert_eq!(slow_read, read, "both readers see the same events");
    dropped_up_to(&e, read.len());
    // Once a reader leaves, it holds nothing back.
    play(&mut e, 6, 5);
    e.unsubscribe(fast);
    let (more, slow) = e.events_since(slow);
    assert_eq!(more.first().map(|ev| ev.number), Some(read.len()));
    dropped_up_to(&e, slow.position());
}

/// Every event before `position` is dropped, except those triggered abilities have not
/// been checked against yet.
fn dropped_up_to(e: &Engine, position: usize) {
    let keep = position.min(e.state().trigger_cursor);
    assert_eq!(e.state().log.first(), keep, "the log kept read events");
}

#[test]
fn a_refused_action_and_a_listing_add_no_event_and_keep_the_numbering() {
    let (s, c) = keyforge_demo();
    let mut e = Engine::new(&c, &s.setup()).unwrap();
    let cursor = e.subscribe();
    let _ = e.events_since(cursor);
    let end = e.state().log.len();
    let refused = e.submit(Action::Pass {
        player: PlayerId(1),
    });
    assert!(refused.is_err());
    e.legal_actions(PlayerId(0));
    assert_eq!(e.state().log.len(), end);
}

fn saved(e: &Engine) -> GameState {
    let text = ron::to_string(e.state()).unwrap();
    ron::from_str(&text).unwrap()
}

#[test]
fn a_saved_game_resumes_where_it_was() {
    let (s, c) = keyforge_demo();
    let mut e = Engine::new(&c, &s.setup()).unwrap();
    play(&mut e, 9, 15);
    let mut resumed = Engine::from_saved(&c, saved(&e)).unwrap();
    assert_eq!(resumed.state().state_hash(), e.state().state_hash());
    let p = e.state().opportunity.unwrap();
    assert_eq!(resumed.legal_actions(p), e.legal_actions(p));
}

#[test]
fn corrupt_saves_are_refused_with_an_error() {
    let (s, c) = keyforge_demo();
    let e = Engine::new(&c, &s.setup()).unwrap();
    let corrupt = |f: &dyn Fn(&mut Engine)| {
        let mut copy = Engine::from_saved(&c, saved(&e)).unwrap();
        f(&mut copy);
        Engine::from_saved(&c, saved(&copy)).err()
    };
    let st = cardsmith::unchecked::state_mut;
    let bad_card = corrupt(&|x| st(x).object_mut(ObjectId(0)).unwrap().card = CardIdx(9999));
    assert!(
        matches!(bad_card, Some(SavedGameError::Invalid(_))),
        "{bad_card:?}"
    );
    assert!(bad_card.unwrap().to_string().contains("9999"));
    let moved = corrupt(&|x| {
        st(x).object_mut(ObjectId(0)).unwrap().zone =
            ZoneRef::Player(PlayerId(1), c.db.zone("discard").unwrap())
    });
    assert!(moved.is_some_and(|m| m.to_string().contains("bookkeeping")));
    let bad_owner = corrupt(&|x| st(x).object_mut(ObjectId(1)).unwrap().owner = PlayerId(7));
    assert!(bad_owner.is_some_and(|m| m.to_string().contains("seat 8")));
    let bad_turn = corrupt(&|x| st(x).opportunity = Some(PlayerId(2)));
    assert!(bad_turn.is_some());
    let bad_phase = corrupt(&|x| st(x).phase = 200);
    assert!(bad_phase.is_some());
    // A three-player save for a two-player game.
    let players: Vec<_> = (0..3)
        .map(|i| cardsmith::core::Player {
            id: PlayerId(i),
            ..Default::default()
        })
        .collect();
    let three = GameState::new(players, c.db.zone_count(), 1);
    assert!(matches!(
        Engine::from_saved(&c, three),
        Err(SavedGameError::Invalid(_))
    ));
    // Zones of another ruleset.
    let players: Vec<_> = (0..2)
        .map(|i| cardsmith::core::Player {
            id: PlayerId(i),
            ..Default::default()
        })
        .collect();
    let other = GameState::new(players, c.db.zone_count() + 2, 1);
    assert!(Engine::from_saved(&c, other).is_err());
}

#[test]
fn events_of_a_resolution_waiting_on_an_answer_come_only_once_it_is_final() {
    let (s, c) = keyforge_demo();
    let mut e = Engine::new(&c, &s.setup()).unwrap();
    let cursor = e.subscribe();
    let aaron = PlayerId::from_seat(1).unwrap();
    e.submit(Action::Declare {
        player: aaron,
        value: "brobnar".into(),
    })
    .unwrap();
    let lance = e
        .state()
        .objects()
        .iter()
        .find(|o| c.db.card(o.card).id == "mighty_lance")
        .unwrap()
        .id;
    let p = e
        .submit(Action::Activate {
            player: aaron,
            object: lance,
        })
        .unwrap();
    assert!(matches!(p, Progress::Decide(_)), "which creature?");
    // Answer the first creature (its only neighbour takes the rest without a
    // question); Grim Reminder's trigger then asks mid-resolution.
    let p = e.answer(common::objects(&e, &["bea_velum"])).unwrap();
    assert!(matches!(p, Progress::Decide(_)), "the trigger asks");
    let (read, cursor) = e.events_since(cursor);
    let seen = cursor.position();
    assert!(
        seen < e.state().log.len(),
        "the resolution's events are not final yet"
    );
    assert!(read.iter().all(|ev| ev.number < seen));
    // Cancelling undoes them; the numbering goes on from where the reader stands.
    e.cancel();
    assert_eq!(e.state().log.len(), seen);
    let (after, _) = e.events_since(cursor);
    assert!(after.is_empty());
    // Bea forges at her forge step: the events wait for her choice of key, then are final.
    let p = e.submit(Action::Pass { player: aaron }).unwrap();
    assert!(matches!(p, Progress::Decide(_)), "which key?");
    assert!(e.events_since(cursor).0.is_empty());
    e.answer(Answer::Names(vec!["key_red".into()])).unwrap();
    let (more, _) = e.events_since(cursor);
    assert_eq!(more.first().map(|ev| ev.number), Some(seen));
}

/// Games sharing one script host (`Engine::on_host`) keep their own suspended
/// resolutions, questions and logs: two games each waiting on a question asked by a
/// resolving script, answered in the other order, play exactly as the same games on
/// hosts of their own.
#[test]
fn games_sharing_a_host_keep_their_own_questions_and_logs() {
    let root = common::TempRoot::new();
    root.set(&[
        (
            "pick",
            r#"types: ["action"], cost: (kind: "reserve", amount: 0)"#,
            "return { resolve = function(ctx)\n  local n = ctx:choose({ prompt = 'how many?', options = { 'one', 'two' } })[1]\n  ctx:log('picked', n)\n  ctx:draw(n == 'two' and 2 or 1)\nend }",
        ),
        ("filler", r#"types: ["ally"], stats: {"life": 1}"#, "return {}"),
    ]);
    let content = root.load().unwrap();
    let setup = |seed| cardsmith::engine::Setup {
        seed,
        players: vec![
            common::player(
                "a",
                &[],
                &[("hand", &["pick@p"]), ("main_deck", &["filler"; 5])],
            ),
            common::player("b", &[], &[]),
        ],
        turn_player: 1,
        ..Default::default()
    };
    // Plays `pick` up to its question.
    let to_question = |e: &mut Engine| {
        e.submit(common::activate(e, 1, "p")).unwrap();
        e.submit(Action::Pass {
            player: PlayerId(0),
        })
        .unwrap();
        let p = e
            .submit(Action::Pass {
                player: PlayerId(1),
            })
            .unwrap();
        assert!(matches!(p, Progress::Decide(_)), "the resolution asks");
    };
    let answer = |e: &mut Engine, pick: &str| {
        e.answer(cardsmith::core::Answer::Names(vec![pick.into()]))
            .unwrap();
    };
    let host = cardsmith::engine::thread_host(&content).unwrap();
    let mut a = Engine::on_host(&content, &setup(1), host.clone()).unwrap();
    let mut b = Engine::on_host(&content, &setup(2), host).unwrap();
    to_question(&mut a);
    to_question(&mut b);
    answer(&mut b, "two");
    answer(&mut a, "one");
    let mut alone_a = Engine::new(&content, &setup(1)).unwrap();
    let mut alone_b = Engine::new(&content, &setup(2)).unwrap();
    to_question(&mut alone_a);
    answer(&mut alone_a, "one");
    to_question(&mut alone_b);
    answer(&mut alone_b, "two");
    assert_eq!(a.state().state_hash(), alone_a.state().state_hash());
    assert_eq!(b.state().state_hash(), alone_b.state().state_hash());
    let said = |e: &mut Engine| -> Vec<String> {
        e.take_script_log().into_iter().map(|l| l.message).collect()
    };
    assert_eq!(said(&mut a), ["picked one"]);
    assert_eq!(said(&mut b), ["picked two"]);
    assert!(a.script_calls() > 0 && b.script_calls() > 0);
}

/// A host built for other content is refused, not used.
#[test]
fn a_host_for_other_content_is_refused() {
    let (scenario, content) = keyforge_demo();
    let other = common::bundled();
    let host = cardsmith::engine::thread_host(&other).unwrap();
    let err = Engine::on_host(&content, &scenario.setup(), host)
        .err()
        .unwrap();
    assert!(err.to_string().contains("other content"), "{err}");
}
