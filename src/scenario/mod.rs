//! Scenarios: a position, a list of actions and answers, and expectations, in RON.
//! `cardsmith test` runs them; the project's rules tests are written in them.
//! The format is documented in `docs/scenarios.md`.

pub mod check;
mod narrate;
mod runner;

pub use narrate::{describe_answer, describe_event, narrate_since};
pub use runner::{run_path, run_scenario, run_scenario_engine, Line, Report, Runner};

use crate::engine::{PlayerSetup, Setup};
use crate::load::{self, LoadError};
use indexmap::IndexMap;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// A scenario file.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scenario {
    pub name: String,
    #[serde(default)]
    pub description: String,
    /// Rule ids (from `seeds/`) this scenario demonstrates.
    #[serde(default)]
    pub rules: Vec<String>,
    pub ruleset: String,
    /// Mods (folders under `mods/`) to load for this scenario.
    #[serde(default)]
    pub mods: Vec<String>,
    #[serde(default)]
    pub seed: u64,
    /// 1-based seat of the turn player (who starts with opportunity).
    #[serde(default = "first_seat")]
    pub turn_player: u8,
    /// The phase the position starts in (the ruleset's start phase if omitted).
    #[serde(default)]
    pub phase: Option<String>,
    /// Start a new game: the first turn begins from its first phase, with the
    /// first-turn rules, instead of a position set up mid-turn.
    #[serde(default)]
    pub new_game: bool,
    pub players: Vec<PlayerSetup>,
    /// Terrain on the board (6d6): terrain id -> squares as (column, row).
    #[serde(default)]
    pub terrain: std::collections::BTreeMap<String, Vec<(u8, u8)>>,
    pub steps: Vec<Step>,
}

fn first_seat() -> u8 {
    1
}

impl Scenario {
    /// Reads a scenario file (a regular file within [`load::MAX_RON_BYTES`]) and checks
    /// the ids it names: `ruleset:` and each of `mods:` match [`load::ID_PATTERN`], so a
    /// scenario cannot point loading at a file outside the content root.
    pub fn read(file: &Path) -> Result<Scenario, LoadError> {
        let text = load::read_capped(file, load::FileKind::Ron, "a scenario")?;
        let s: Scenario = load::parse_ron(file, &text)?;
        let line_of = |field: &str| {
            text.lines()
                .position(|l| l.trim_start().starts_with(field))
                .map_or(1, |i| i + 1)
        };
        let ids = std::iter::once((&s.ruleset, "ruleset", "ruleset:"))
            .chain(s.mods.iter().map(|m| (m, "mod", "mods:")));
        for (id, what, field) in ids {
            if let Err(what) = load::check_id(id, what) {
                return Err(LoadError::Invalid {
                    file: file.to_path_buf(),
                    line: line_of(field),
                    what: format!("`{field}` {what}"),
                });
            }
        }
        Ok(s)
    }

    /// A scenario with no steps starting from `setup` (a new game from decks, say).
    pub fn from_setup(name: String, ruleset: String, setup: Setup) -> Scenario {
        Scenario {
            name,
            description: String::new(),
            rules: Vec::new(),
            ruleset,
            mods: Vec::new(),
            seed: setup.seed,
            turn_player: setup.turn_player,
            phase: setup.phase,
            new_game: setup.new_game,
            players: setup.players,
            terrain: setup.terrain,
            steps: Vec::new(),
        }
    }

    /// A new game between the decks in `files` (one deck plays itself), seated in the
    /// order given, shuffled with `seed`: a scenario with no steps.
    pub fn from_decks(
        root: &Path,
        files: &[std::path::PathBuf],
        seed: u64,
    ) -> Result<Scenario, load::LoadErrors> {
        let first = files.first().ok_or_else(|| {
            load::LoadErrors(vec![LoadError::Io {
                file: root.to_path_buf(),
                message: "no deck file given".into(),
            }])
        })?;
        let deck: load::deck::Deck =
            load::read_ron(first).map_err(|e| load::LoadErrors(vec![e]))?;
        let content = load::load(root, &deck.ruleset)?;
        let mut decks = Vec::with_capacity(2);
        for file in files {
            decks.push(load::deck::load_deck(&content.db, file).map_err(load::LoadErrors)?);
        }
        if decks.len() == 1 {
            decks.push(decks[0].clone());
        }
        let seats: Vec<&load::deck::LoadedDeck> = decks.iter().collect();
        let setup = load::deck::game_setup(&content.db, &seats, seed);
        let name = format!("{} vs {}", decks[0].name(), decks[1].name());
        Ok(Scenario::from_setup(name, deck.ruleset, setup))
    }

    pub fn setup(&self) -> Setup {
        Setup {
            seed: self.seed,
            players: self.players.clone(),
            turn_player: self.turn_player,
            phase: self.phase.clone(),
            new_game: self.new_game,
            terrain: self.terrain.clone(),
        }
    }
}

/// One step of a scenario. Players are 1-based seats.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub enum Step {
    /// Activate a card (a label, or a card id the player has), answering the questions
    /// that follow from `answers` in order, and check the outcome. With `ability`, the
    /// card is an object and that activated ability of it is activated instead.
    Activate {
        player: u8,
        card: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ability: Option<String>,
        #[serde(default)]
        answers: Vec<AnswerSpec>,
        #[serde(default)]
        expect: Outcome,
    },
    /// Materialize a card, like `Activate`.
    Materialize {
        player: u8,
        card: String,
        #[serde(default)]
        answers: Vec<AnswerSpec>,
        #[serde(default)]
        expect: Outcome,
    },
    /// Use an object in play the way the ruleset names it (`ability`: "reap", "fight",
    /// "action"), answering the questions that follow, like `Activate`.
    Use {
        player: u8,
        card: String,
        ability: String,
        #[serde(default)]
        answers: Vec<AnswerSpec>,
        #[serde(default)]
        expect: Outcome,
    },
    /// Declare the value the phase asks for (KeyForge: the house for the turn). With
    /// `refused`, the declaration must be refused with a message containing that text,
    /// and the game stays as it was.
    Declare {
        player: u8,
        value: String,
        #[serde(default)]
        refused: Option<String>,
    },
    /// Take an action the ruleset declares that belongs to no card (KeyForge:
    /// "raise_tide"). With `refused`, it must be refused with a message containing that
    /// text, and the game must be exactly as it was.
    Take {
        player: u8,
        action: String,
        /// The card it is taken with, for an action declared with `objects_in` (Grand
        /// Archive: the Preserved card returned to hand): a label or card id.
        #[serde(default)]
        card: Option<String>,
        #[serde(default)]
        refused: Option<String>,
    },
    /// One player passes opportunity.
    Pass(u8),
    /// Every player passes in turn, starting with the one who has opportunity: the top
    /// of the effects stack resolves (on an empty stack, the phase ends).
    Resolve,
    /// Pass until the game reaches this phase (at most two turns on): skips ahead
    /// through turns the scenario does not care about. The questions that come up on the
    /// way (KeyForge: which key a forge step forges) are answered from the list, in order.
    PassUntil(
        String,
        #[serde(default, skip_serializing_if = "Vec::is_empty")] Vec<AnswerSpec>,
    ),
    /// Answers the pending decision; the answer must be accepted.
    Answer(AnswerSpec),
    /// Gives an answer that must be refused (with a message containing `reason`),
    /// leaving the same decision pending and the game unchanged.
    Reject { answer: AnswerSpec, reason: String },
    /// Checks the game.
    Expect(Box<Expect>),
}

/// An answer, written the way the question is asked. Objects are labels, or card ids
/// (each picks a different one among the offered objects).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub enum AnswerSpec {
    /// The value of X.
    X(i64),
    /// Mode names.
    Modes(Vec<String>),
    /// Optional or alternative cost ids.
    Costs(Vec<String>),
    /// Target objects.
    Targets(Vec<String>),
    /// Cards or objects paying a cost.
    Pay(Vec<String>),
    /// Any question: option names.
    Options(Vec<String>),
    /// Any question: objects.
    Objects(Vec<String>),
    /// Any question: a number.
    Number(i64),
    /// Target squares of the board, as (column, row).
    Squares(Vec<(u8, u8)>),
    /// Cards joining the activation action (6d6).
    Combine(Vec<String>),
    /// Cards a defender resists with (6d6).
    Defend(Vec<String>),
}

/// What an action must lead to.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub enum Outcome {
    /// Completed (the card is on the effects stack).
    #[default]
    Ok,
    /// Still waiting on a decision after the given answers.
    Pending,
    /// Refused as illegal at the step numbered `step` (e.g. "1.6"), with a reason
    /// containing `reason`; the game must be exactly as before, with no new events.
    Illegal {
        #[serde(default)]
        step: Option<String>,
        #[serde(default)]
        reason: Option<String>,
    },
    /// A card script failed with a message containing the text; the game is unchanged.
    ScriptError(String),
}

/// Expectations; every field is optional.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct Expect {
    /// `"p1.hand": ["card_id", ...]`: the zone holds exactly these cards (any order).
    pub zones: IndexMap<String, Vec<String>>,
    /// `"p1.memory": 2`: the zone holds this many cards.
    pub counts: IndexMap<String, usize>,
    /// `"p1.deck": ["top", ..., "bottom"]`: the zone holds exactly these cards in this
    /// order, written as a setup writes it (first listed on top; a line from its left).
    pub order: IndexMap<String, Vec<String>>,
    /// Damage marked on objects (labels or unique card ids).
    pub damage: IndexMap<String, i64>,
    /// `"knife": Some("ally")`: the object is attached (linked) to that one; `None`: to
    /// nothing.
    pub attached: IndexMap<String, Option<String>>,
    /// Counters on objects: object -> counter -> amount.
    pub counters: IndexMap<String, IndexMap<String, i64>>,
    pub rested: Vec<String>,
    pub awake: Vec<String>,
    pub face_down: Vec<String>,
    /// The effects stack, bottom first, by card id.
    pub stack: Option<Vec<String>>,
    /// The seat holding opportunity.
    pub opportunity: Option<u8>,
    /// The current phase, turn number and turn player.
    pub phase: Option<String>,
    pub turn: Option<u32>,
    pub turn_player: Option<u8>,
    /// The total of the last calculated cost.
    pub cost: Option<i64>,
    /// The last cost calculation, one line per source: `"<label>: <value>"`.
    pub cost_trace: Option<Vec<String>>,
    /// Event names emitted since the previous `Expect`, in this order (others may come
    /// between them).
    pub events: Vec<String>,
    /// Event names that must not have been emitted since the previous `Expect`.
    pub no_events: Vec<String>,
    /// The kind of the pending decision (`"Targets"`, `"DeclareX"`, ...), or `"none"`.
    pub pending: Option<String>,
    /// The objects offered by the pending decision (labels or card ids, any order).
    pub candidates: Option<Vec<String>>,
    /// The option names offered by the pending decision.
    pub options: Option<Vec<String>>,
    /// Player counters: `"p1.amber": 3`.
    pub player_counters: IndexMap<String, i64>,
    /// Stats as constant abilities make them: object -> stat -> value.
    pub stats: IndexMap<String, IndexMap<String, i64>>,
    /// Keywords objects have, printed or given by constant abilities and lasting
    /// effects: object -> keywords it must have.
    pub keywords: IndexMap<String, Vec<String>>,
    /// Keywords objects must not have: object -> keywords.
    pub no_keywords: IndexMap<String, Vec<String>>,
    /// Objects' elements now, printed or set by constant abilities: object -> exactly
    /// these elements, any order.
    pub elements: IndexMap<String, Vec<String>>,
    /// Objects' card types now (an effect may make one become another): exactly these.
    pub types: IndexMap<String, Vec<String>>,
    /// Objects' subtypes now: exactly these.
    pub subtypes: IndexMap<String, Vec<String>>,
    /// Objects' attributes now (KeyForge's house), printed or as an effect changed them:
    /// object -> attribute -> value.
    pub attributes: IndexMap<String, IndexMap<String, String>>,
    /// The replacement effects applied since the previous `Expect`, in order, by label.
    pub replacements: Option<Vec<String>>,
    /// The seat that won (0: nobody yet).
    pub winner: Option<u8>,
    /// The seat that must answer the pending decision.
    pub decider: Option<u8>,
    /// The last activation check's resistance, one line per source:
    /// `"<source>: <value>"` (6d6).
    pub resistance: Option<Vec<String>>,
    /// The last activation check's total resistance.
    pub resistance_total: Option<i64>,
    /// The last activation check's rolled score.
    pub score: Option<i64>,
    /// The dice the last activation check rolled, by source: `"<source>: <n> dice"`.
    pub dice: Option<Vec<String>>,
    /// The last activation check's outcome: `"success"`, `"failure"` or `"missed"`.
    pub check: Option<String>,
    /// Where the last missed attack landed instead: (column, row) per aimed square.
    pub landed: Option<Vec<(u8, u8)>>,
    /// Where objects stand on the board: object -> (column, row).
    pub squares: IndexMap<String, (u8, u8)>,
}
