//! `Engine::legal_actions` over random positions of all three rulesets: positions are
//! reached by playing seeded random legal actions from the bundled demo scenarios. Every
//! listed action is accepted, sampled unlisted ones are refused, and listing changes
//! nothing.

mod common;

use cardsmith::agent::RandomAgent;
use cardsmith::core::{Action, Game, ObjectId, PlayerId};
use cardsmith::engine::Engine;
use cardsmith::load::{self, Content};
use cardsmith::scenario::Scenario;
use proptest::prelude::*;
use rand::{Rng, SeedableRng};
use std::sync::OnceLock;

const DEMOS: [&str; 3] = ["demo.ron", "demo_keyforge.ron", "demo_6d6.ron"];

fn demo(i: usize) -> &'static (Scenario, Content) {
    static C: [OnceLock<(Scenario, Content)>; 3] =
        [OnceLock::new(), OnceLock::new(), OnceLock::new()];
    C[i].get_or_init(|| {
        let path = common::repo().join("data/scenarios").join(DEMOS[i]);
        let s: Scenario = load::read_ron(&path).expect("the demo reads");
        let c = load::load(&common::repo(), &s.ruleset).expect("the ruleset loads");
        (s, c)
    })
}

/// Whether the rules accept `a`, tried on a copy of the game.
fn accepted(e: &Engine, a: &Action) -> bool {
    let mut g: Game = e.game().clone();
    let ok = g.submit(e.host(), a.clone()).is_ok();
    g.cancel(e.host());
    ok
}

/// Every action any player might name: each kind of action on every object, each use,
/// each attribute value as a declaration, and passing, for every seat.
fn every_action(e: &Engine) -> Vec<Action> {
    let db = e.db();
    let mut values: Vec<String> = db
        .cards
        .iter()
        .flat_map(|c| c.attributes.values().cloned())
        .collect();
    values.sort();
    values.dedup();
    let mut out = Vec::new();
    for p in 0..e.state().player_count() {
        let player = PlayerId(p as u8);
        out.push(Action::Pass { player });
        for o in 0..e.state().objects().len() {
            let object = ObjectId(o as u32);
            out.push(Action::Activate { player, object });
            out.push(Action::Materialize { player, object });
            for c in &db.cards {
                for a in &c.abilities {
                    out.push(Action::ActivateAbility {
                        player,
                        object,
                        ability: a.id.clone(),
                    });
                }
            }
            for u in &db.ruleset.uses {
                out.push(Action::Use {
                    player,
                    object,
                    ability: u.id.clone(),
                });
            }
        }
        for value in &values {
            out.push(Action::Declare {
                player,
                value: value.clone(),
            });
        }
    }
    out
}

fn check(demo_index: usize, seed: u64, steps: usize) -> Result<(), String> {
    let (scenario, content) = demo(demo_index);
    let mut e = Engine::new(content, &scenario.setup()).map_err(|e| e.to_string())?;
    let mut agent = RandomAgent::new(seed);
    for _ in 0..steps {
        if agent.step(&mut e).is_none() {
            break;
        }
    }
    let (hash, log) = (e.state().state_hash(), e.state().log.to_vec());
    let mut legal = Vec::new();
    for p in 0..e.state().player_count() {
        let player = PlayerId(p as u8);
        let listed = e.legal_actions(player);
        if Some(player) != e.state().opportunity && !listed.is_empty() {
            return Err(format!("{player} has no opportunity but may {listed:?}"));
        }
        legal.extend(listed);
    }
    if e.state().state_hash() != hash || e.state().log.to_vec() != log {
        return Err("listing the legal actions changed the game".into());
    }
    for a in &legal {
        if !accepted(&e, a) {
            return Err(format!("{a:?} is listed but refused"));
        }
    }
    let unlisted: Vec<Action> = every_action(&e)
        .into_iter()
        .filter(|a| !legal.contains(a))
        .collect();
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed);
    for _ in 0..unlisted.len().min(40) {
        let a = &unlisted[rng.random_range(0..unlisted.len())];
        if accepted(&e, a) {
            return Err(format!("{a:?} is accepted but not listed"));
        }
    }
    if e.state().opportunity.is_some() && e.pending().is_none() && legal.is_empty() {
        return Err("a player has opportunity but no legal action".into());
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 24, ..ProptestConfig::default() })]

    #[test]
    fn legal_actions_are_exactly_the_accepted_ones(
        demo_index in 0usize..3,
        seed in any::<u64>(),
        steps in 0usize..40,
    ) {
        let r = check(demo_index, seed, steps);
        prop_assert!(r.is_ok(), "{} seed {seed} after {steps} steps: {}", DEMOS[demo_index], r.unwrap_err());
    }
}

#[test]
fn every_demo_offers_moves_at_the_start() {
    for (i, name) in DEMOS.iter().enumerate() {
        let (scenario, content) = demo(i);
        let mut e = Engine::new(content, &scenario.setup()).unwrap();
        let p = e.state().opportunity.expect("someone may act");
        let legal = e.legal_actions(p);
        assert!(
            legal.iter().any(|a| !matches!(a, Action::Pass { .. })),
            "{name}: only {legal:?}"
        );
    }
}
