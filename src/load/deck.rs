//! Deck files: what one player brings to a game, checked against the ruleset's deck
//! building rules (`deck_building`: sections, sizes, copies, required cards, distinct
//! houses), and turned into a game's starting position with [`game_setup`].
//!
//! A deck file (`data/decks/<ruleset>/<name>.ron`):
//! ```ron
//! Deck(
//!     name: "Fire Spirits",
//!     ruleset: "grand_archive",
//!     sections: {
//!         "main": ["4 blitz_mage", "4 fireball"],
//!         "material": ["spirit_of_fire", "rai_spellcrafter"],
//!     },
//! )
//! ```
//! An entry is `"[count ]card_id"`; in a board section it also says where the card
//! starts, seen from its owner's side: `"ranger at 1,0"` (the second seat's squares are
//! mirrored).

use super::LoadError;
use crate::core::ruleset::{CardDb, DeckSection};
use crate::engine::{PlayerSetup, Setup};
use indexmap::IndexMap;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A deck as written.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Deck {
    pub name: String,
    pub ruleset: String,
    /// Section id (the ruleset's `deck_building.sections`) -> entries.
    pub sections: IndexMap<String, Vec<String>>,
    /// Terrain the deck brings to the board (6d6), seen from its owner's side.
    #[serde(default)]
    pub terrain: BTreeMap<String, Vec<(u8, u8)>>,
}

/// One entry, read: how many of which card, and where it starts on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub count: u32,
    pub card: String,
    pub square: Option<(u8, u8)>,
    /// Icons printed on these copies alone, in order (`"card with icon draw"`: KeyForge's
    /// Enhance).
    pub icons: Vec<String>,
}

/// A deck checked against the ruleset: its entries read, where each section starts.
#[derive(Clone, Debug)]
pub struct LoadedDeck {
    pub file: PathBuf,
    pub deck: Deck,
    /// Section zone -> entries, in the file's order.
    pub zones: IndexMap<String, Vec<Entry>>,
}

impl LoadedDeck {
    /// The deck's name (what reports call it).
    pub fn name(&self) -> &str {
        &self.deck.name
    }

    /// Every card id the deck holds, with its count.
    pub fn cards(&self) -> impl Iterator<Item = (&str, u32)> {
        self.zones
            .values()
            .flatten()
            .map(|e| (e.card.as_str(), e.count))
    }
}

/// Reads a deck file and checks it against `db`'s deck building rules; every problem is
/// reported with the file and line.
pub fn load_deck(db: &CardDb, file: &Path) -> Result<LoadedDeck, Vec<LoadError>> {
    let text =
        super::read_capped(file, super::FileKind::Ron, "a deck file").map_err(|e| vec![e])?;
    let deck: Deck = super::parse_ron(file, &text).map_err(|e| vec![e])?;
    check_deck(db, file, &text, deck)
}

/// Checks a parsed deck (`text` is the file's, for lines).
pub fn check_deck(
    db: &CardDb,
    file: &Path,
    text: &str,
    deck: Deck,
) -> Result<LoadedDeck, Vec<LoadError>> {
    let mut errors = Vec::new();
    let line_of = |needle: &str| {
        text.lines()
            .position(|l| l.contains(needle))
            .map_or(1, |i| i + 1)
    };
    let mut bad = |line: usize, what: String| {
        errors.push(LoadError::Invalid {
            file: file.to_path_buf(),
            line,
            what,
        })
    };
    let rules = &db.ruleset;
    if deck.ruleset != rules.id {
        bad(
            line_of("ruleset"),
            format!(
                "the deck is for '{}', the game is '{}'",
                deck.ruleset, rules.id
            ),
        );
    }
    let Some(building) = &rules.deck_building else {
        bad(
            1,
            format!("the ruleset '{}' declares no deck_building rules", rules.id),
        );
        return Err(errors);
    };
    let known: Vec<&str> = building.sections.iter().map(|s| s.id.as_str()).collect();
    for id in deck.sections.keys() {
        if !known.contains(&id.as_str()) {
            bad(
                line_of(&format!("\"{id}\"")),
                format!(
                    "no deck section '{id}' in {} (sections: {})",
                    rules.id,
                    known.join(", ")
                ),
            );
        }
    }
    let mut zones = IndexMap::new();
    let mut distinct = BTreeSet::new();
    for section in &building.sections {
        let raw = deck.sections.get(&section.id);
        let section_line = line_of(&format!("\"{}\"", section.id));
        let mut entries = Vec::new();
        for text_entry in raw.into_iter().flatten() {
            let line = line_of(&format!("\"{text_entry}\""));
            match read_entry(db, section, text_entry) {
                Ok(e) => {
                    if let (Some(d), Some(i)) = (&building.distinct, db.lookup(&e.card)) {
                        distinct.extend(db.card(i).attributes.get(&d.attribute).cloned());
                    }
                    entries.push(e);
                }
                Err(why) => bad(line, format!("section '{}': {why}", section.id)),
            }
        }
        for why in section_problems(db, section, &entries) {
            bad(section_line, format!("section '{}': {why}", section.id));
        }
        zones.insert(section.zone.clone(), entries);
    }
    if let Some(d) = &building.distinct {
        if distinct.len() != d.count as usize {
            let found: Vec<&str> = distinct.iter().map(String::as_str).collect();
            bad(
                line_of("sections"),
                format!(
                    "a deck has exactly {} values of '{}'; this one has {} ({})",
                    d.count,
                    d.attribute,
                    found.len(),
                    found.join(", ")
                ),
            );
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(LoadedDeck {
        file: file.to_path_buf(),
        deck,
        zones,
    })
}

/// Reads `"[count ]card_id[ with icon <name>, ...][ at x,y]"` and checks the card may be in the section.
fn read_entry(db: &CardDb, section: &DeckSection, text: &str) -> Result<Entry, String> {
    let (rest, square) = match text.split_once(" at ") {
        Some((r, at)) => {
            let sq = at
                .split_once(',')
                .and_then(|(x, y)| Some((x.trim().parse().ok()?, y.trim().parse().ok()?)))
                .ok_or_else(|| format!("expected a square as \"x,y\" in '{text}'"))?;
            (r.trim(), Some(sq))
        }
        None => (text.trim(), None),
    };
    let (rest, icons) = match rest.split_once(" with ") {
        Some((r, with)) => (r.trim(), read_icons(text, with)?),
        None => (rest, Vec::new()),
    };
    let (count, card) = match rest.split_once(' ') {
        Some((n, c)) => (
            n.parse::<u32>()
                .ok()
                .filter(|n| *n >= 1)
                .ok_or_else(|| format!("expected \"<count> <card id>\", got '{text}'"))?,
            c.trim(),
        ),
        None => (1, rest),
    };
    let Some(idx) = db.lookup(card) else {
        return Err(format!("no card with id '{card}' in the loaded sets"));
    };
    let def = db.card(idx);
    if def.token {
        return Err(format!("'{card}' is a token, not a card of any deck"));
    }
    if !section.decks.is_empty() && !section.decks.contains(&def.deck) {
        return Err(format!(
            "'{card}' belongs to the {} deck, not {}",
            def.deck,
            section.decks.join(" or ")
        ));
    }
    if !section.types.is_empty() && !def.types.iter().any(|t| section.types.contains(t)) {
        return Err(format!(
            "'{card}' is not of a type this section holds ({})",
            section.types.join(", ")
        ));
    }
    let board = db
        .zone(&section.zone)
        .and_then(|z| db.ruleset.zones[z.0 as usize].board.as_ref());
    match (board, square) {
        (Some(_), None) => Err(format!(
            "'{card}' starts on the board: say where, e.g. \"{card} at 0,0\""
        )),
        (None, Some(_)) => Err(format!(
            "only cards on a board stand on a square ('{text}')"
        )),
        (Some(b), Some((x, y))) if x >= b.width || y >= b.height => Err(format!(
            "square {x},{y} is off the {}x{} board",
            b.width, b.height
        )),
        (Some(_), Some(_)) if count != 1 => Err(format!("'{text}': one card per square")),
        _ => Ok(Entry {
            count,
            card: card.to_string(),
            square,
            icons,
        }),
    }
}

/// `"icon draw, icon capture"`: the icons printed on a deck's copies, in order.
fn read_icons(text: &str, with: &str) -> Result<Vec<String>, String> {
    with.split(',')
        .map(|part| match part.trim().split_once(' ') {
            Some(("icon", name)) if !name.trim().is_empty() => Ok(name.trim().to_string()),
            _ => Err(format!(
                "'{text}': a deck entry's \"with\" lists icons printed on the copy (\"with icon draw\")"
            )),
        })
        .collect()
}

/// The section's size, copy limit, keyword limits and required card.
fn section_problems(db: &CardDb, section: &DeckSection, entries: &[Entry]) -> Vec<String> {
    let mut out = Vec::new();
    let total: u32 = entries.iter().map(|e| e.count).sum();
    if let Some(min) = section.min.filter(|m| total < *m) {
        out.push(format!("{total} card(s), at least {min} needed"));
    }
    if let Some(max) = section.max.filter(|m| total > *m) {
        out.push(format!("{total} card(s), at most {max} allowed"));
    }
    if let Some(copies) = section.copies {
        let mut by_name: BTreeMap<&str, u32> = BTreeMap::new();
        for e in entries {
            if let Some(i) = db.lookup(&e.card) {
                *by_name.entry(db.card(i).name.as_str()).or_default() += e.count;
            }
        }
        for (name, n) in by_name.into_iter().filter(|(_, n)| *n > copies) {
            out.push(format!("{n} copies of {name}, at most {copies} allowed"));
        }
    }
    for (keyword, max) in &section.keyword_max {
        let n: u32 = entries
            .iter()
            .filter(|e| {
                db.lookup(&e.card)
                    .is_some_and(|i| db.card(i).keywords.iter().any(|k| k == keyword))
            })
            .map(|e| e.count)
            .sum();
        if n > *max {
            out.push(format!(
                "{n} cards with the keyword {keyword}, at most {max} allowed"
            ));
        }
    }
    if let Some(req) = &section.requires {
        let meets = entries.iter().filter_map(|e| db.lookup(&e.card)).any(|i| {
            let c = db.card(i);
            req.types.iter().all(|t| c.types.contains(t))
                && req.stats.iter().all(|(s, v)| c.stats.get(s) == Some(v))
        });
        if !meets {
            let stats: Vec<String> = req.stats.iter().map(|(s, v)| format!("{s} {v}")).collect();
            out.push(format!(
                "needs a card of type {} with {}",
                req.types.join(" and "),
                stats.join(", ")
            ));
        }
    }
    out
}

/// A new game between `decks` (seat 1 first): every section's cards in its zone, the
/// hidden ordered zones (decks) shuffled with the game seed, board cards on their squares
/// (mirrored for the second seat), and the decks' terrain.
pub fn game_setup(db: &CardDb, decks: &[&LoadedDeck], seed: u64) -> Setup {
    let mut rng = rand_pcg::Pcg64Mcg::seed_from_u64(seed ^ 0xdec_5eed);
    let board = crate::core::board::board(db).map(|(_, b)| (b.width, b.height));
    let mirror = |seat: usize, (x, y): (u8, u8)| match (seat, board) {
        (1, Some((w, h))) => (w.saturating_sub(1 + x), h.saturating_sub(1 + y)),
        _ => (x, y),
    };
    let mut terrain: BTreeMap<String, Vec<(u8, u8)>> = BTreeMap::new();
    let players = decks
        .iter()
        .enumerate()
        .map(|(seat, d)| {
            for (kind, squares) in &d.deck.terrain {
                let t = terrain.entry(kind.clone()).or_default();
                t.extend(squares.iter().map(|&s| mirror(seat, s)));
            }
            let zones = d
                .zones
                .iter()
                .map(|(zone, entries)| {
                    let mut cards: Vec<String> = entries
                        .iter()
                        .flat_map(|e| {
                            let mut text = e.card.clone();
                            if !e.icons.is_empty() {
                                let icons: Vec<String> =
                                    e.icons.iter().map(|i| format!("icon {i}")).collect();
                                text = format!("{text} with {}", icons.join(", "));
                            }
                            if let Some(s) = e.square {
                                let (x, y) = mirror(seat, s);
                                text = format!("{text} at {x},{y}");
                            }
                            std::iter::repeat_n(text, e.count as usize)
                        })
                        .collect();
                    let shuffled = db.zone(zone).is_some_and(|z| {
                        let def = &db.ruleset.zones[z.0 as usize];
                        def.ordered && def.board.is_none()
                    });
                    if shuffled {
                        cards.shuffle(&mut rng);
                    }
                    (zone.clone(), cards)
                })
                .collect();
            let mut zones: IndexMap<String, Vec<String>> = zones;
            deal_opening_hand(db, &mut zones, seat == 0);
            PlayerSetup {
                name: d.deck.name.clone(),
                zones,
                ..Default::default()
            }
        })
        .collect();
    for squares in terrain.values_mut() {
        squares.sort();
        squares.dedup();
    }
    Setup {
        seed,
        players,
        turn_player: 1,
        new_game: true,
        terrain,
        ..Default::default()
    }
}

/// Moves the ruleset's opening hand from the top of the deck into the hand.
fn deal_opening_hand(db: &CardDb, zones: &mut IndexMap<String, Vec<String>>, first: bool) {
    let rules = &db.ruleset;
    let Some(hand) = rules
        .deck_building
        .as_ref()
        .and_then(|b| b.opening_hand.as_ref())
    else {
        return;
    };
    let n = hand.count + if first { hand.first_player_extra } else { 0 };
    let Some(deck) = zones.get_mut(&rules.draw_from) else {
        return;
    };
    let dealt: Vec<String> = deck.drain(..deck.len().min(n as usize)).collect();
    zones
        .entry(rules.draw_to.clone())
        .or_default()
        .extend(dealt);
}

/// Every deck file under `data/decks/<ruleset>/`, sorted.
/// The ruleset a deck file names, if the file is a deck (`Deck(...)`).
pub fn deck_ruleset(file: &Path) -> Option<String> {
    super::read_ron::<Deck>(file).ok().map(|d| d.ruleset)
}

/// Whether `files` are one or more deck files (a tool given files decides by this
/// whether to start a game between decks or open a scenario).
pub fn are_decks(files: &[PathBuf]) -> bool {
    !files.is_empty() && files.iter().all(|f| deck_ruleset(f).is_some())
}

pub fn bundled_decks(root: &Path, ruleset: &str) -> Vec<PathBuf> {
    super::ron_files(&root.join("data/decks").join(ruleset))
}
