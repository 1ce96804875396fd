//! Embedding cardsmith: two random agents play a KeyForge game to its end through the
//! embedding API only — `Engine::legal_actions` to choose, `Engine::submit` and
//! `Engine::answer` to act, the events cursor to follow the game — and each player's
//! view of the final position is printed.
//!
//! `cargo run --example embed [-- SEED]`. The game starts late (each player has a key and
//! creatures ready to reap), so it ends within a few turns: forging a third key wins.

use cardsmith::agent::RandomAgent;
use cardsmith::core::view::{ObjectView, View};
use cardsmith::core::{PlayerId, Progress};
use cardsmith::engine::{Engine, PlayerSetup, Setup};
use std::error::Error;
use std::io::Write;

/// No game from this position lasts longer (it fails instead of looping).
const MAX_ACTIONS: usize = 5_000;

fn seat(name: &str, battleline: &[&str], hand: &[&str], deck: &[&str]) -> PlayerSetup {
    let list = |cards: &[&str]| cards.iter().map(|c| c.to_string()).collect();
    PlayerSetup {
        name: name.into(),
        counters: [("amber".to_string(), 3), ("keys".to_string(), 1)].into(),
        zones: [
            ("battleline".to_string(), list(battleline)),
            ("hand".to_string(), list(hand)),
            ("deck".to_string(), list(deck)),
        ]
        .into(),
        ..Default::default()
    }
}

/// The starting position: Aaron's turn, before he chooses a house.
pub fn setup(seed: u64) -> Setup {
    // Two of each: creatures enter play exhausted and fights need an enemy, so a short
    // deck can run dry before anyone forges three keys.
    let deck = [
        "troll",
        "velum",
        "snufflegator",
        "hyde",
        "anger",
        "echo_chant",
    ]
    .repeat(2);
    Setup {
        seed,
        players: vec![
            seat(
                "Aaron",
                &["troll", "hyde", "snufflegator"],
                &["anger", "velum", "pack_leader"],
                &deck,
            ),
            seat(
                "Bea",
                &["soul_collector", "velum", "pack_leader"],
                &["mighty_lance", "troll", "echo_chant"],
                &deck,
            ),
        ],
        turn_player: 1,
        phase: Some("choose_house".into()),
        ..Default::default()
    }
}

/// What a finished game reports.
pub struct Finished {
    pub winner: PlayerId,
    pub actions: usize,
    pub events: usize,
    pub views: Vec<View>,
}

/// Plays the game from `setup(seed)` to its end, writing the events as they come.
pub fn play(seed: u64, out: &mut dyn Write) -> Result<Finished, Box<dyn Error>> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let content = cardsmith::load::load(root, "keyforge")?;
    let mut engine = Engine::new(&content, &setup(seed))?;
    let mut agents = [RandomAgent::new(seed), RandomAgent::new(seed ^ 0xbea)];
    let mut cursor = engine.subscribe();
    let mut events = 0;
    let mut actions = 0;
    while engine.state().over.is_none() {
        if actions == MAX_ACTIONS {
            return Err(format!("no winner after {MAX_ACTIONS} actions").into());
        }
        let player = engine.state().opportunity.ok_or("nobody may act")?;
        let legal = engine.legal_actions(player);
        let agent = &mut agents[player.0 as usize];
        let action = agent.choose(&legal).ok_or("no legal action")?;
        let mut progress = engine.submit(action)?;
        while let Progress::Decide(decision) = progress {
            // The one who must answer sees the decision in their view.
            let view = engine.view(decision.player);
            let asked = view
                .decision
                .as_ref()
                .ok_or("the decision is not in the view")?;
            progress = engine.answer(agents[decision.player.0 as usize].answer(asked))?;
        }
        actions += 1;
        let (new, next) = engine.events_since(cursor);
        cursor = next;
        for e in new.iter().filter(|e| e.event != "step") {
            events += 1;
            writeln!(
                out,
                "{:>5} {} {}",
                e.number,
                e.event,
                ron::to_string(&e.fields)?
            )?;
        }
    }
    let winner = engine.state().winner().ok_or("no winner")?;
    let views = (0..engine.state().player_count())
        .map(|p| engine.view(PlayerId(p as u8)))
        .collect();
    Ok(Finished {
        winner,
        actions,
        events,
        views,
    })
}

/// One player's view, a line per zone.
pub fn show(view: &View, out: &mut dyn Write) -> std::io::Result<()> {
    writeln!(
        out,
        "== as seen by {} (seat {})",
        view.viewer.name, view.viewer.seat
    )?;
    for p in &view.players {
        writeln!(
            out,
            "{} (seat {}) {:?}",
            p.player.name, p.player.seat, p.counters
        )?;
        for z in p.zones.iter().filter(|z| z.count > 0) {
            let shown: Vec<String> = z
                .objects
                .iter()
                .map(|o| match o {
                    ObjectView::Known(k) => k.object.name.clone(),
                    ObjectView::Hidden => "?".into(),
                })
                .collect();
            writeln!(out, "  {:<11} {}", z.zone, shown.join(", "))?;
        }
    }
    Ok(())
}

#[allow(dead_code)]
fn main() -> Result<(), Box<dyn Error>> {
    let seed = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    let stdout = &mut std::io::stdout();
    let done = play(seed, stdout)?;
    writeln!(
        stdout,
        "\n{} (seat {}) won after {} actions ({} events)",
        done.views[0].players[done.winner.0 as usize].player.name,
        done.winner.seat(),
        done.actions,
        done.events
    )?;
    for v in &done.views {
        show(v, stdout)?;
    }
    Ok(())
}
