//! What a batch of games says: win rates per deck, seat and agent with 95% Wilson
//! intervals, the first player's advantage, the length of games, and per card how often
//! it was played and how its deck fared when it was played or drawn. A [`Summary`] is a
//! function of the game records alone, in seed order, so shards' records merged give the
//! summary one run of the same seeds gives.

use super::game::{End, GameRecord};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A proportion with its 95% Wilson score interval.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Rate {
    pub hits: u64,
    pub of: u64,
    pub rate: f64,
    pub low: f64,
    pub high: f64,
}

/// `hits` out of `of` with its 95% Wilson score interval (z = 1.96); all zero when
/// `of` is 0.
pub fn wilson(hits: u64, of: u64) -> Rate {
    if of == 0 {
        return Rate::default();
    }
    let (n, p, z) = (of as f64, hits as f64 / of as f64, 1.96f64);
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    Rate {
        hits,
        of,
        rate: p,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
    }
}

/// One card of one deck.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct CardStats {
    pub deck: String,
    pub card: String,
    /// Times played over every game.
    pub played: u64,
    /// The deck's wins in decided games where the card was played at least once.
    pub won_when_played: Rate,
    /// The deck's wins in decided games where the card was drawn at least once.
    pub won_when_drawn: Rate,
}

/// The report of a batch.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub games: u64,
    /// How games ended: `won`, `draw`, `turn_limit`, `action_limit`, `stalled`, `failed`.
    pub ends: BTreeMap<String, u64>,
    /// Why the rules ended games, by the ruleset's reason.
    pub reasons: BTreeMap<String, u64>,
    /// Per deck: wins out of the games it played that the rules decided (draws count as
    /// not won).
    pub decks: BTreeMap<String, Rate>,
    /// Per agent, as for decks (when the seats' agents differ).
    pub agents: BTreeMap<String, Rate>,
    /// Per seat (1 is the first player): wins out of decided games.
    pub seats: Vec<Rate>,
    /// The first player's win rate minus one half, in decided games.
    pub first_player_advantage: f64,
    /// Turns of the games the rules decided: min, median, 90th percentile, max, mean.
    pub turns: Lengths,
    /// Turns of every decided game, in buckets of `turn_bucket` turns, from 0.
    pub turn_histogram: Vec<u64>,
    pub turn_bucket: u32,
    pub cards: Vec<CardStats>,
    /// Seeds of the failed games.
    pub failed: Vec<u64>,
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Lengths {
    pub min: u32,
    pub median: u32,
    pub p90: u32,
    pub max: u32,
    pub mean: f64,
}

fn end_name(e: End) -> &'static str {
    match e {
        End::Won => "won",
        End::Draw => "draw",
        End::TurnLimit => "turn_limit",
        End::ActionLimit => "action_limit",
        End::Stalled => "stalled",
        End::Failed => "failed",
    }
}

#[derive(Default)]
struct Tally {
    played: u64,
    played_games: (u64, u64),
    drawn_games: (u64, u64),
}

impl Summary {
    /// The summary of `records`, whatever their order.
    pub fn of(records: &[GameRecord]) -> Summary {
        let mut records: Vec<&GameRecord> = records.iter().collect();
        records.sort_by_key(|r| r.seed);
        let mut s = Summary {
            games: records.len() as u64,
            ..Default::default()
        };
        let mut decks: BTreeMap<String, (u64, u64)> = BTreeMap::new();
        let mut agents: BTreeMap<String, (u64, u64)> = BTreeMap::new();
        let mut seats: Vec<(u64, u64)> = Vec::new();
        let mut cards: BTreeMap<(String, String), Tally> = BTreeMap::new();
        let mut lengths = Vec::new();
        for r in &records {
            *s.ends.entry(end_name(r.end).into()).or_default() += 1;
            if let Some(reason) = &r.reason {
                *s.reasons.entry(reason.clone()).or_default() += 1;
            }
            if r.end == End::Failed {
                s.failed.push(r.seed);
            }
            let decided = matches!(r.end, End::Won | End::Draw);
            if decided {
                lengths.push(r.turns);
            }
            let mixed_agents = r.agents.windows(2).any(|w| w[0] != w[1]);
            for (seat, deck) in r.decks.iter().enumerate() {
                let won = u64::from(r.winner == Some(seat as u8));
                if seats.len() <= seat {
                    seats.resize(seat + 1, (0, 0));
                }
                for (k, v) in r.played.get(seat).into_iter().flatten() {
                    let t = cards.entry((deck.clone(), k.clone())).or_default();
                    t.played += u64::from(*v);
                }
                if !decided {
                    continue;
                }
                let d = decks.entry(deck.clone()).or_default();
                *d = (d.0 + won, d.1 + 1);
                seats[seat] = (seats[seat].0 + won, seats[seat].1 + 1);
                if let (true, Some(a)) = (mixed_agents, r.agents.get(seat)) {
                    let e = agents.entry(a.clone()).or_default();
                    *e = (e.0 + won, e.1 + 1);
                }
                for k in r.played.get(seat).into_iter().flat_map(|m| m.keys()) {
                    let t = cards.entry((deck.clone(), k.clone())).or_default();
                    t.played_games = (t.played_games.0 + won, t.played_games.1 + 1);
                }
                for k in r.drawn.get(seat).into_iter().flat_map(|m| m.keys()) {
                    let t = cards.entry((deck.clone(), k.clone())).or_default();
                    t.drawn_games = (t.drawn_games.0 + won, t.drawn_games.1 + 1);
                }
            }
        }
        s.decks = decks
            .into_iter()
            .map(|(k, (w, n))| (k, wilson(w, n)))
            .collect();
        s.agents = agents
            .into_iter()
            .map(|(k, (w, n))| (k, wilson(w, n)))
            .collect();
        s.seats = seats.into_iter().map(|(w, n)| wilson(w, n)).collect();
        s.first_player_advantage = s
            .seats
            .first()
            .filter(|r| r.of > 0)
            .map_or(0.0, |r| r.rate - 0.5);
        lengths.sort_unstable();
        if let (Some(&min), Some(&max)) = (lengths.first(), lengths.last()) {
            let at = |q: usize| lengths[(lengths.len() - 1) * q / 100];
            s.turns = Lengths {
                min,
                median: at(50),
                p90: at(90),
                max,
                mean: lengths.iter().map(|&t| f64::from(t)).sum::<f64>() / lengths.len() as f64,
            };
            s.turn_bucket = (max / 20).max(1);
            s.turn_histogram = vec![0; (max / s.turn_bucket) as usize + 1];
            for t in &lengths {
                s.turn_histogram[(t / s.turn_bucket) as usize] += 1;
            }
        }
        s.cards = cards
            .into_iter()
            .map(|((deck, card), t)| CardStats {
                deck,
                card,
                played: t.played,
                won_when_played: wilson(t.played_games.0, t.played_games.1),
                won_when_drawn: wilson(t.drawn_games.0, t.drawn_games.1),
            })
            .collect();
        s
    }

    /// The report as text, for people.
    pub fn write_text(&self, out: &mut dyn std::io::Write) -> std::io::Result<()> {
        let pct = |r: &Rate| {
            format!(
                "{:5.1}% [{:4.1}–{:4.1}] ({}/{})",
                100.0 * r.rate,
                100.0 * r.low,
                100.0 * r.high,
                r.hits,
                r.of
            )
        };
        let ends: Vec<String> = self.ends.iter().map(|(k, v)| format!("{k} {v}")).collect();
        writeln!(out, "{} game(s): {}", self.games, ends.join(", "))?;
        if !self.reasons.is_empty() {
            let r: Vec<String> = self
                .reasons
                .iter()
                .map(|(k, v)| format!("{k} {v}"))
                .collect();
            writeln!(out, "  ended by: {}", r.join(", "))?;
        }
        writeln!(out, "win rate, 95% interval, in games the rules decided:")?;
        for (deck, r) in &self.decks {
            writeln!(out, "  deck  {deck:<28} {}", pct(r))?;
        }
        for (agent, r) in &self.agents {
            writeln!(out, "  agent {agent:<28} {}", pct(r))?;
        }
        for (i, r) in self.seats.iter().enumerate() {
            writeln!(out, "  seat  {:<28} {}", i + 1, pct(r))?;
        }
        writeln!(
            out,
            "first-player advantage: {:+.1} points",
            100.0 * self.first_player_advantage
        )?;
        let t = &self.turns;
        writeln!(
            out,
            "game length (turns): min {}, median {}, p90 {}, max {}, mean {:.1}",
            t.min, t.median, t.p90, t.max, t.mean
        )?;
        if !self.cards.is_empty() {
            writeln!(
                out,
                "cards (deck / card: played, deck's win rate when played, when drawn):"
            )?;
            for c in &self.cards {
                writeln!(
                    out,
                    "  {} / {}: {}, {}, {}",
                    c.deck,
                    c.card,
                    c.played,
                    pct(&c.won_when_played),
                    pct(&c.won_when_drawn)
                )?;
            }
        }
        Ok(())
    }
}
