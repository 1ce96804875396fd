//! One studio session: the content, the starting position and the moves played. The
//! game is always the starting position plus the moves, so reloading content, undoing
//! and restarting are all the same thing: build the game again and replay the moves.

use super::problems::{self, Problem};
use crate::core::decision::{Answer, Choice};
use crate::core::game::{Action, ActionError, Progress};
use crate::core::CostTrace;
use crate::engine::{Engine, Setup};
use crate::load::{self, Content, Mods};
use crate::scenario::Scenario;
use std::path::{Path, PathBuf};
use thiserror::Error;

/// Why a session could not start, or a session file could not be written.
#[derive(Debug, Error)]
pub enum StudioError {
    #[error(transparent)]
    Scenario(#[from] load::LoadError),
    #[error(transparent)]
    Load(#[from] load::LoadErrors),
    #[error("{}: the starting position: {message}", file.display())]
    Setup { file: PathBuf, message: String },
    #[error("{}: {message}", file.display())]
    Io { file: PathBuf, message: String },
    #[error("cannot listen on {addr}: {message}")]
    Bind { addr: String, message: String },
    #[error(
        "'{0}' is not a file name the studio saves to: letters, digits, '_' and '-', then .ron"
    )]
    SaveName(String),
}

/// Something a player did that the game accepted.
#[derive(Clone, Debug)]
pub enum Move {
    Act(Action),
    Answer(Answer),
}

/// A move with what the studio needs to show it and to write it as a scenario step.
#[derive(Clone, Debug)]
pub struct Played {
    pub mv: Move,
    /// The question an answer answered.
    pub choice: Option<Choice>,
    /// Whether the game still waits on a question after the move.
    pub pending_after: bool,
    /// The game log's length before the move: the events it caused come after.
    pub log_start: usize,
}

pub struct Session {
    pub(super) root: PathBuf,
    pub(super) scenario_file: PathBuf,
    pub(super) scenario: Scenario,
    mods: Mods,
    pub(super) content: Content,
    pub(super) engine: Engine,
    pub(super) history: Vec<Played>,
    /// The last cost calculation made (a stack entry's step 1.7), with the card's name.
    pub(super) last_cost: Option<(String, CostTrace)>,
    /// Why the content on disk is not the content running (a reload that failed).
    pub(super) reload_problems: Vec<Problem>,
    /// Why the last move was refused, when a script failed.
    pub(super) move_problem: Option<Problem>,
    /// One line about what just happened (a refusal, a reload, a save).
    pub(super) notice: Option<String>,
    /// Counts changes, so the page knows when to redraw.
    pub(super) version: u64,
    /// What the scripts logged (`ctx:log`) in the game as it stands, refused moves
    /// included.
    pub(super) script_log: Vec<crate::script::ScriptLine>,
}

impl Session {
    /// Opens a scenario's starting position (its steps are not played).
    pub fn open(root: &Path, scenario_file: &Path) -> Result<Session, StudioError> {
        Session::from_scenario(root, scenario_file, Scenario::read(scenario_file)?)
    }

    /// A new game between the decks in `files` (one deck plays itself), seated in the
    /// order given, shuffled with `seed`.
    pub fn from_decks(root: &Path, files: &[PathBuf], seed: u64) -> Result<Session, StudioError> {
        let scenario = Scenario::from_decks(root, files, seed)?;
        let first = files.first().map_or(root, |f| f.as_path());
        Session::from_scenario(root, first, scenario)
    }

    /// Opens a starting position given as a scenario (its steps are not played), e.g.
    /// one built from deck files; `origin` names where it came from, for people.
    pub fn from_scenario(
        root: &Path,
        origin: &Path,
        mut scenario: Scenario,
    ) -> Result<Session, StudioError> {
        let scenario_file = origin;
        label_everything(&mut scenario);
        let mods = if scenario.mods.is_empty() {
            Mods::None
        } else {
            Mods::Only(scenario.mods.clone())
        };
        let content = load::load_with(root, &scenario.ruleset, &mods)?;
        let engine = Engine::new(&content, &scenario.setup()).map_err(|e| StudioError::Setup {
            file: scenario_file.to_path_buf(),
            message: e.to_string(),
        })?;
        Ok(Session {
            root: root.to_path_buf(),
            scenario_file: scenario_file.to_path_buf(),
            scenario,
            mods,
            content,
            engine,
            history: Vec::new(),
            last_cost: None,
            reload_problems: Vec::new(),
            move_problem: None,
            notice: None,
            version: 0,
            script_log: Vec::new(),
        })
    }

    pub fn engine(&self) -> &Engine {
        &self.engine
    }

    pub fn history(&self) -> &[Played] {
        &self.history
    }

    /// The actions the player to act may take now (none while a question waits).
    pub fn legal_actions(&mut self) -> Vec<Action> {
        match self.engine.state().opportunity {
            Some(p) if self.engine.pending().is_none() => self.engine.legal_actions(p),
            _ => Vec::new(),
        }
    }

    pub fn notice(&self) -> Option<&str> {
        self.notice.as_deref()
    }

    /// Every problem to show: a failed reload's, then a refused move's.
    pub fn problems(&self) -> Vec<Problem> {
        let mut all = self.reload_problems.clone();
        all.extend(self.move_problem.clone());
        all
    }

    fn setup(&self) -> Setup {
        self.scenario.setup()
    }

    fn changed(&mut self, notice: Option<String>) {
        self.notice = notice;
        self.version += 1;
    }

    /// Submits an action. A refused action leaves the game as it was; the reason is the
    /// error (and the notice), and a script error also goes to the problem panel.
    pub fn act(&mut self, action: Action) -> Result<(), String> {
        self.play(Move::Act(action))
    }

    /// Answers the pending question, like [`Session::act`].
    pub fn answer(&mut self, answer: Answer) -> Result<(), String> {
        self.play(Move::Answer(answer))
    }

    fn play(&mut self, mv: Move) -> Result<(), String> {
        let played = apply(&mut self.engine, &mut self.last_cost, mv);
        self.script_log.extend(self.engine.take_script_log());
        match played {
            Ok(played) => {
                self.history.push(played);
                self.move_problem = None;
                self.changed(None);
                Ok(())
            }
            Err(e) => {
                self.move_problem = match &e {
                    ActionError::Script(h) => Some(problems::from_hook(&self.content, h)),
                    _ => None,
                };
                let mut msg = format!("refused: {e}");
                if self.engine.pending().is_none()
                    && self.history.last().is_some_and(|p| p.pending_after)
                {
                    // The engine gave up the activation or resolution the answer was
                    // for and rolled back to before the action that began it.
                    self.abandon_chain();
                    msg.push_str(" (the game is back to before that action)");
                }
                self.changed(Some(msg.clone()));
                Err(msg)
            }
        }
    }

    /// Drops the last action and the answers after it, and rebuilds the game from the
    /// moves left, so the moves and the game agree again.
    fn abandon_chain(&mut self) {
        while let Some(p) = self.history.pop() {
            if matches!(p.mv, Move::Act(_)) {
                break;
            }
        }
        // The same moves replayed with the same content: this cannot be refused.
        let _ = self.rebuild(None, &self.moves());
    }

    fn moves(&self) -> Vec<Move> {
        self.history.iter().map(|p| p.mv.clone()).collect()
    }

    /// Builds the game again from the starting position and `moves`, with `content`
    /// (the running content if none). If a move is refused, nothing changes.
    fn rebuild(&mut self, content: Option<Content>, moves: &[Move]) -> Result<(), Failure> {
        let content = content.unwrap_or_else(|| self.content.clone());
        let (engine, history, cost) = replay(&content, &self.setup(), moves)?;
        self.content = content;
        self.engine = engine;
        self.history = history;
        self.last_cost = cost;
        self.script_log = self.engine.take_script_log();
        Ok(())
    }

    /// Steps back one move (an answer or an action). False when nothing was played.
    pub fn undo(&mut self) -> bool {
        if self.history.pop().is_none() {
            return false;
        }
        let moves = self.moves();
        self.move_problem = None;
        // After a failed reload, undoing the move the new content refused takes it up.
        if !self.reload_problems.is_empty() && self.reload_with(&moves) {
            self.changed(Some("undid one move; reloaded the content".into()));
            return true;
        }
        match self.rebuild(None, &moves) {
            Ok(()) => self.changed(Some("undid one move".into())),
            Err(why) => self.changed(Some(format!("undo failed: {why}"))),
        }
        true
    }

    /// Back to the starting position, with the content as it is on disk now.
    pub fn restart(&mut self) {
        self.move_problem = None;
        if !self.reload_with(&[]) {
            // The content on disk is broken: restart with the running content, which
            // built this starting position before.
            let _ = self.rebuild(None, &[]);
        }
        self.changed(Some("restarted from the starting position".into()));
    }

    /// Loads the content again from disk and replays the moves against it. If anything
    /// fails (a file that does not load, a script that does not compile, a move the new
    /// content refuses), the running game is kept and the problems say why.
    pub fn reload(&mut self) {
        let moves = self.moves();
        let notice = if self.reload_with(&moves) {
            format!(
                "reloaded {} card(s), replayed {} move(s)",
                self.content.db.cards.len(),
                moves.len()
            )
        } else {
            "reload failed: the game keeps the previous version".to_string()
        };
        self.changed(Some(notice));
    }

    fn reload_with(&mut self, moves: &[Move]) -> bool {
        let content = match load::load_with(&self.root, &self.scenario.ruleset, &self.mods) {
            Ok(c) => c,
            Err(errs) => {
                self.reload_problems = problems::from_load(&self.root, &errs);
                return false;
            }
        };
        match self.rebuild(Some(content.clone()), moves) {
            Ok(()) => {
                self.reload_problems.clear();
                true
            }
            Err(Failure::Setup(crate::engine::SetupError::Scripts(errs))) => {
                self.reload_problems = errs
                    .iter()
                    .map(|e| problems::from_script(&self.root, &content, e))
                    .collect();
                false
            }
            Err(Failure::Move(n, ActionError::Script(h))) => {
                let mut p = problems::from_hook(&content, &h);
                p.message = format!("replaying move {}: {}", n + 1, p.message);
                self.reload_problems = vec![p];
                false
            }
            Err(other) => {
                self.reload_problems = vec![Problem::plain(other.to_string())];
                false
            }
        }
    }

    /// The scenario file this session started from.
    pub fn scenario_file(&self) -> &Path {
        &self.scenario_file
    }

    /// Counts changes: it goes up whenever the page should redraw.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// Records a notice (a save's outcome) and tells the page.
    pub fn announce(&mut self, notice: String) {
        self.changed(Some(notice));
    }
}

/// Why a replay stopped.
#[derive(Debug)]
enum Failure {
    Setup(crate::engine::SetupError),
    Move(usize, ActionError),
}

impl std::fmt::Display for Failure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Failure::Setup(e) => write!(f, "the starting position: {e}"),
            Failure::Move(n, e) => write!(f, "move {} is refused now: {e}", n + 1),
        }
    }
}

type Replayed = (Engine, Vec<Played>, Option<(String, CostTrace)>);

/// Builds the game from `setup` and plays `moves` on it; the first refused move stops it.
fn replay(content: &Content, setup: &Setup, moves: &[Move]) -> Result<Replayed, Failure> {
    let mut engine = Engine::new(content, setup).map_err(Failure::Setup)?;
    let mut cost = None;
    let mut history = Vec::with_capacity(moves.len());
    for (i, mv) in moves.iter().enumerate() {
        history.push(apply(&mut engine, &mut cost, mv.clone()).map_err(|e| Failure::Move(i, e))?);
    }
    Ok((engine, history, cost))
}

/// Plays one move and notes the newest cost calculation on the stack.
fn apply(
    engine: &mut Engine,
    last_cost: &mut Option<(String, CostTrace)>,
    mv: Move,
) -> Result<Played, ActionError> {
    let log_start = engine.state().log.len();
    // Entries whose cost was already calculated: the move did not calculate theirs.
    let costed: Vec<_> = engine
        .state()
        .stack
        .entries()
        .iter()
        .filter(|e| e.cost.is_some())
        .map(|e| e.object)
        .collect();
    let (choice, progress) = match &mv {
        Move::Act(a) => (None, engine.submit(a.clone())?),
        Move::Answer(a) => {
            let choice = engine.pending().map(|d| d.choice);
            (choice, engine.answer(a.clone())?)
        }
    };
    let st = engine.state();
    let fresh = st
        .stack
        .entries()
        .iter()
        .rev()
        .find(|e| e.cost.is_some() && !costed.contains(&e.object));
    if let Some(e) = fresh {
        let name = st.object(e.object).map_or_else(
            || e.object.to_string(),
            |o| engine.db().card(o.card).name.clone(),
        );
        *last_cost = e.cost.clone().map(|c| (name, c));
    }
    Ok(Played {
        mv,
        choice,
        pending_after: matches!(progress, Progress::Decide(_)),
        log_start,
    })
}

/// Gives every object of the starting position a label (those without one get their
/// card id, numbered when it repeats), so a saved session can name each object it
/// touched. Labels change nothing in the game.
fn label_everything(s: &mut Scenario) {
    let mut taken: std::collections::HashSet<String> = s
        .players
        .iter()
        .flat_map(|p| p.zones.values().flatten())
        .filter_map(|e| {
            let entry = e.split_once(" at ").map_or(e.as_str(), |(x, _)| x);
            let entry = entry.split_once(" with ").map_or(entry, |(x, _)| x);
            entry.split_once('@').map(|(_, l)| l.to_string())
        })
        .collect();
    for p in &mut s.players {
        for cards in p.zones.values_mut() {
            for entry in cards.iter_mut() {
                let (card, at) = match entry.split_once(" at ") {
                    Some((c, at)) => (c.to_string(), format!(" at {at}")),
                    None => (entry.clone(), String::new()),
                };
                // "card with quest 9": the counters follow the label.
                let (card, at) = match card.split_once(" with ") {
                    Some((c, with)) => (c.to_string(), format!(" with {with}{at}")),
                    None => (card, at),
                };
                if card.contains('@') {
                    continue;
                }
                let mut label = card.clone();
                let mut n = 1;
                while taken.contains(&label) {
                    n += 1;
                    label = format!("{card}_{n}");
                }
                taken.insert(label.clone());
                *entry = format!("{card}@{label}{at}");
            }
        }
    }
}
