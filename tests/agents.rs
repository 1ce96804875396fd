//! The searching agents (`--agent greedy|mcts`): they decide from what their player may
//! see, never change the real game but by the action they take, and are deterministic
//! under the seed.

mod common;

use cardsmith::agent::{Agent, Budget, Kind};
use cardsmith::core::game::Action;
use cardsmith::core::PlayerId;
use cardsmith::engine::{Engine, Setup};
use cardsmith::sim;
use common::*;

fn keyforge() -> cardsmith::load::Content {
    cardsmith::load::load(&repo(), "keyforge").unwrap()
}

const SMALL: Kind = Kind::Mcts(Budget {
    playouts: 6,
    depth: 6,
});

/// Aaron to act in his main phase (house Brobnar); Bea's hand and deck as given.
fn position(bea_hand: &[&str], bea_deck: &[&str]) -> Setup {
    Setup {
        seed: 4,
        players: vec![
            player(
                "Aaron",
                &[],
                &[
                    ("hand", &["punch", "lava_ball", "smith", "troll"]),
                    ("battleline", &["bumpsy", "headhunter"]),
                    ("deck", &["troll"; 6]),
                ],
            ),
            player(
                "Bea",
                &[],
                &[
                    ("hand", bea_hand),
                    ("deck", bea_deck),
                    ("battleline", &["dodger", "bad_penny"]),
                ],
            ),
        ],
        turn_player: 1,
        ..Default::default()
    }
}

fn declared(mut s: Setup) -> Setup {
    s.players[0]
        .declared
        .insert("house".into(), "brobnar".into());
    s
}

#[test]
fn agent_names_parse_and_bad_ones_are_refused() {
    assert_eq!(Kind::parse("random"), Some(Kind::Random));
    assert_eq!(Kind::parse("greedy"), Some(Kind::Greedy));
    assert_eq!(Kind::parse("mcts:6:6"), Some(SMALL));
    assert_eq!(Kind::parse("mcts"), Some(Kind::Mcts(Budget::default())));
    for bad in ["mcts:0", "mcts:x", "mcts:1:2:3", "smart", ""] {
        assert_eq!(Kind::parse(bad), None, "{bad}");
    }
}

#[test]
fn a_searching_agent_decides_from_its_own_view_only() {
    // The same cards hidden from Aaron, split otherwise between Bea's hand and deck:
    // what Aaron may see is the same, so is his choice.
    let c = keyforge();
    let hidden_a = declared(position(
        &["punch", "troll"],
        &["smith", "lava_ball", "bumpsy"],
    ));
    let hidden_b = declared(position(
        &["smith", "bumpsy"],
        &["troll", "punch", "lava_ball"],
    ));
    for kind in [Kind::Greedy, SMALL] {
        let mut chosen = Vec::new();
        for setup in [&hidden_a, &hidden_b] {
            let mut e = Engine::new(&c, setup).unwrap();
            assert_eq!(e.view(PlayerId(0)).players, {
                let other = Engine::new(&c, &hidden_a).unwrap();
                other.view(PlayerId(0)).players
            });
            let mut agent = Agent::new(kind, 77);
            let out = agent.step(&mut e).expect("Aaron acts");
            chosen.push(format!("{out:?}"));
        }
        assert_eq!(chosen[0], chosen[1], "{kind:?}");
    }
}

#[test]
fn searching_leaves_the_real_game_to_the_action_taken() {
    let c = keyforge();
    let setup = declared(position(&["punch"], &["troll"; 5]));
    let mut e = Engine::new(&c, &setup).unwrap();
    let mut agent = Agent::new(SMALL, 5);
    let mut steps = Vec::new();
    for _ in 0..6 {
        match agent.step(&mut e) {
            Some(cardsmith::agent::Outcome::Acted(a))
            | Some(cardsmith::agent::Outcome::Refused(a, _)) => {
                steps.push((a, agent.last_answers().to_vec()))
            }
            None => break,
        }
    }
    assert!(!steps.is_empty());
    // The same actions and answers on a fresh game reach the same position.
    let mut again = Engine::new(&c, &setup).unwrap();
    for (a, answers) in steps {
        let mut r = again.submit(a);
        for ans in answers {
            if r.is_err() {
                break;
            }
            r = again.answer(ans);
        }
    }
    assert_eq!(again.state().state_hash(), e.state().state_hash());
}

#[test]
fn a_game_between_searching_agents_is_the_same_under_the_same_seed() {
    let c = keyforge();
    let files = cardsmith::load::deck::bundled_decks(&repo(), "keyforge");
    let decks = sim::read_decks(&c, &files).unwrap();
    let setup = sim::setup_for(&c, &decks, 3);
    let limits = sim::GameLimits {
        actions: 120,
        turns: 200,
    };
    let (a, _) = sim::play_game(&c, &setup, limits, &[SMALL, Kind::Greedy]);
    let (b, _) = sim::play_game(&c, &setup, limits, &[SMALL, Kind::Greedy]);
    assert_eq!(a, b);
    assert_eq!(a.agents, ["mcts:6:6", "greedy"]);
}

#[test]
fn greedy_beats_random_at_keyforge() {
    let c = keyforge();
    let files = cardsmith::load::deck::bundled_decks(&repo(), "keyforge");
    let mut opts = sim::SimOptions {
        games: 10,
        seed: 1,
        steps: 20_000,
        turns: 200,
        shard: (1, 1),
        out_dir: std::env::temp_dir().join("cardsmith-agents"),
        progress: false,
        decks: sim::read_decks(&c, &files[..1]).unwrap(),
        agents: vec![Kind::Greedy, Kind::Random],
    };
    let r = sim::run(&c, &opts);
    let s = sim::Summary::of(&r.records);
    let greedy = s.agents["greedy"];
    assert!(
        greedy.of >= 9 && greedy.hits * 10 >= greedy.of * 8,
        "{greedy:?}"
    );
    // Seats alternate: greedy sat first in half the games.
    opts.games = 2;
    let r = sim::run(&c, &opts);
    assert_eq!(r.records[0].agents[0], "random");
    assert_eq!(r.records[1].agents[0], "greedy");
}

/// A free action the rules allow any number of times (KF-KW-TIDE-2: raising the tide for
/// 3 chains) must not keep a one-action-deep agent from ending its turn, even when the
/// opponent's coming turn looks bad (Bea forges a key with her 6 æmber).
#[test]
fn greedy_passes_rather_than_repeat_an_action_that_only_costs_it() {
    let c = keyforge();
    let mut setup = declared(position(&["troll"], &["troll"; 5]));
    setup.players[0].zones.insert("hand".into(), Vec::new());
    setup.players[0]
        .zones
        .insert("battleline".into(), Vec::new());
    setup.players[1].counters.insert("amber".into(), 6);
    let mut e = Engine::new(&c, &setup).unwrap();
    let actions = e.legal_actions(PlayerId(0));
    assert!(
        actions.iter().any(|a| matches!(a, Action::Take { .. })),
        "raising the tide is offered: {actions:?}"
    );
    let mut agent = Agent::new(Kind::Greedy, 3);
    match agent.step(&mut e) {
        Some(cardsmith::agent::Outcome::Acted(a)) => {
            assert!(matches!(a, Action::Pass { .. }), "{a:?}")
        }
        other => panic!("{other:?}"),
    }
}
