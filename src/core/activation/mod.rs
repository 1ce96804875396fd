//! The activation pipeline: card activation, steps 1.1 to 1.9, in order. Materialization
//! (the same steps, another cost) reuses it.
//!
//! An activation in progress is an [`Activation`]: the *activation context*. It holds
//! the plan (the stages still to run), how far the current stage got, and what the
//! stages found that later ones need: the hook results and the candidates a question
//! was asked about. When a stage needs an answer it stops with [`Stop::Ask`]; the state
//! stays as the activation left it (the card on the effects stack, its choices so far on
//! its stack entry) and the context waits in the game. The answer continues the stage
//! that asked, at the question: no step runs twice and no hook is called again.
//!
//! An activation is one transaction: the game took a snapshot before the announcement,
//! and the undo journal keeps every change made since, across questions. A refusal (an
//! illegal step, a script error) or a cancelled question rolls back to that snapshot, so
//! a refused activation leaves the same state hash and no events.
//!
//! Game procedures ([`procedures`](crate::core::procedures)) plug into the pipeline at
//! named extension points; the pipeline itself names no game.

mod ability;
mod card_payers;
mod declare;
mod pay;
mod ways;

pub use pay::forbid_removing;
pub use ways::CHOOSE_WAY;

use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::events::{Event, PlayKind};
use crate::core::hooks::{Behaviors, HookError, TargetSpec};
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use crate::core::procedures::{self, Point, Verdict};
use crate::core::replacement::Replacement;
use crate::core::ruleset::{CardDb, PayBy};
use crate::core::stack::StackEntry;
use crate::core::state::GameState;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::any::Any;
use std::fmt;
use std::sync::Arc;

/// A step of the procedure, named and numbered as the rules name it. The common steps
/// are constants here; a game procedure adds its own (see
/// [`procedures::steps`](crate::core::procedures::steps)).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Step {
    pub number: &'static str,
    pub name: &'static str,
}

impl Step {
    pub const ANNOUNCE: Step = Step::new("1.1", "announce");
    pub const DECLARE_COSTS: Step = Step::new("1.3", "declare costs");
    pub const SELECT_MODES: Step = Step::new("1.4", "select modes");
    pub const DECLARE_TARGETS: Step = Step::new("1.5", "declare targets");
    pub const CHECK_LEGALITY: Step = Step::new("1.6", "check legality");
    pub const CALCULATE_COST: Step = Step::new("1.7", "calculate cost");
    pub const PAY_COSTS: Step = Step::new("1.8", "pay costs");
    pub const ACTIVATION: Step = Step::new("1.9", "activation");
    /// The steps of the common pipeline, in order.
    pub const COMMON: [Step; 8] = [
        Step::ANNOUNCE,
        Step::DECLARE_COSTS,
        Step::SELECT_MODES,
        Step::DECLARE_TARGETS,
        Step::CHECK_LEGALITY,
        Step::CALCULATE_COST,
        Step::PAY_COSTS,
        Step::ACTIVATION,
    ];

    pub const fn new(number: &'static str, name: &'static str) -> Step {
        Step { number, name }
    }

    /// The rule number of the step in the activation procedure.
    pub fn number(self) -> &'static str {
        self.number
    }
}

impl fmt::Display for Step {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.number, self.name)
    }
}

impl Serialize for Step {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.number)
    }
}

impl<'de> Deserialize<'de> for Step {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Step, D::Error> {
        let number = String::deserialize(d)?;
        procedures::steps()
            .find(|s| s.number == number)
            .ok_or_else(|| serde::de::Error::custom(format!("no step numbered '{number}'")))
    }
}

/// Why the pipeline stopped.
#[derive(Clone, Debug, PartialEq)]
pub enum Stop {
    /// A player must answer before the pipeline can go on.
    Ask(Decision),
    /// The activation is illegal at `step`.
    Illegal { step: Step, reason: String },
    /// A card script failed.
    Hook(HookError),
}

impl From<HookError> for Stop {
    fn from(e: HookError) -> Self {
        Stop::Hook(e)
    }
}

/// Who may pay 1 of a cost instead of the ruleset's payment, and how.
#[derive(Clone, Debug)]
pub(crate) enum Payer {
    /// A payment keyword (Reservable: rest it; Floating Memory: banish it).
    Keyword(PayBy),
    /// A replacement effect on the payment (GA 1.8.a).
    Replacement(Replacement),
}

/// A stage of the plan: a common step, or a game procedure's step at an extension point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    ChooseWay,
    Announce,
    DeclareCosts,
    SelectModes,
    DeclareTargets,
    CheckLegality,
    CalculateCost,
    PayCosts,
    /// 1.8.2: modes a payment made available (and then their targets and legality).
    AddedModes,
    Activation,
    /// The `index`th procedure of the registry, at extension point `point`.
    Procedure(Point, u8),
}

/// A game procedure's own progress through its stage (its cached hook results, what it
/// asked about). Shared on clone: a procedure replaces it rather than changing it.
pub type Scratch = Option<Arc<dyn Any + Send + Sync>>;

/// The activation context: an activation in progress, from its announcement to 1.9.
#[derive(Clone)]
pub struct Activation {
    pub player: PlayerId,
    pub object: ObjectId,
    pub kind: PlayKind,
    /// The activated ability of the object being activated, if it is an ability rather
    /// than the card itself (GA-ABIL): the object stays where it is.
    pub ability: Option<String>,
    /// Begun while the card is looked at (a glimpse's offer): the alternative cost usable
    /// then, answered at 1.3 without a question; the card is activated from the zone it
    /// is looked at in, at any speed.
    pub looked_at: Option<String>,
    /// Played by the resolving ability of this object (`ctx:play`, `ctx:materialize`):
    /// the card is played from the zone it is in, whatever its speed or the phase, and
    /// gives nobody opportunity at 1.9.
    pub played_by: Option<ObjectId>,
    /// An effect instructs its player to play the card without paying its cost: step
    /// 1.3 takes that permission as the alternative cost, unasked.
    pub without_paying: bool,
    /// An effect instructs its player to play the card "anywhere in your battleline": it
    /// enters a line zone as a card with the ruleset's `anywhere_keyword` (deploy) does.
    pub anywhere: bool,
    /// Set by the announce step, which runs first.
    pub card: CardIdx,
    /// The entry of its card's `may_play_as` it is played as (`None`: as itself).
    pub face: Option<CardIdx>,
    /// For an activated ability, the card whose definition it is: the object's own, or
    /// one it gained the abilities of (RULE-GAINED-1). Set by the announce step.
    pub ability_card: Option<CardIdx>,
    /// What lasting `allow` effects let the card do where it was announced from (set by
    /// the announce step before the card moves: a permission bound to the card there, such
    /// as "ignoring its elemental requirements while banished", is read by later steps).
    pub allowed_from: Vec<String>,
    plan: Vec<Stage>,
    /// The stage running (or waiting on an answer).
    at: usize,
    /// How far the stage got: each stage numbers its own parts.
    pub part: u8,
    /// The answer to the question the current stage asked, until that stage takes it.
    answer: Option<Answer>,
    /// The step last entered (illegality is reported at it).
    step: Step,
    /// How many modes the card allowed at 1.4, and the normal number (past it, modes are
    /// a class bonus's).
    modes_allowed: usize,
    modes_max: usize,
    /// The modes whose targets the next declare-targets stage declares.
    modes: Vec<Option<String>>,
    /// That stage's requirements (one hook call per mode) and how many are declared.
    specs: Vec<(Option<String>, TargetSpec)>,
    spec_at: usize,
    /// The cost calculated at 1.7.
    total: i64,
    /// Who may pay instead of the ruleset's payment, found once when the payment asks.
    payers: Vec<(ObjectId, Payer)>,
    /// The objects the card's own payment keyword (Kindle) paid with, once declared.
    pre_paid: Option<Vec<ObjectId>>,
    /// Cost parts (additional, optional, alternative) paid so far.
    part_at: usize,
    /// A game procedure's progress through its stage.
    pub scratch: Scratch,
}

impl fmt::Debug for Activation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Activation")
            .field("player", &self.player)
            .field("object", &self.object)
            .field("kind", &self.kind)
            .field("stage", &self.plan.get(self.at))
            .field("part", &self.part)
            .finish_non_exhaustive()
    }
}

impl Activation {
    /// A new activation of `object` by `player`, not started.
    pub fn new(db: &CardDb, player: PlayerId, object: ObjectId, kind: PlayKind) -> Activation {
        let mut plan = vec![Stage::ChooseWay, Stage::Announce];
        plan.extend(
            procedures::at(db, Point::AfterAnnounce).map(|(pt, i)| Stage::Procedure(pt, i)),
        );
        plan.extend([
            Stage::DeclareCosts,
            Stage::SelectModes,
            Stage::DeclareTargets,
        ]);
        plan.extend(procedures::at(db, Point::AfterTargets).map(|(pt, i)| Stage::Procedure(pt, i)));
        plan.extend([
            Stage::CheckLegality,
            Stage::CalculateCost,
            Stage::PayCosts,
            Stage::AddedModes,
        ]);
        plan.extend(
            procedures::at(db, Point::BeforeActivation).map(|(pt, i)| Stage::Procedure(pt, i)),
        );
        plan.push(Stage::Activation);
        Activation::with_plan(player, object, kind, plan)
    }

    /// A new activation of `object` by `player` begun while the card is looked at, for
    /// its alternative cost `cost` (one marked `while_looked_at`), not started.
    pub fn looked_at(db: &CardDb, player: PlayerId, object: ObjectId, cost: &str) -> Activation {
        Activation {
            looked_at: Some(cost.to_string()),
            ..Activation::new(db, player, object, PlayKind::Activation)
        }
    }

    /// A new play of `object` by `player` (an activation or a materialization), made by
    /// the resolving ability of `by`, not started.
    pub fn played_by(
        db: &CardDb,
        player: PlayerId,
        object: ObjectId,
        by: ObjectId,
        kind: PlayKind,
    ) -> Activation {
        Activation {
            played_by: Some(by),
            ..Activation::new(db, player, object, kind)
        }
    }

    /// A new activation of `object`'s activated ability `ability` by `player`, not
    /// started: the common steps only, since the games' procedures (speed, elements,
    /// the title limit, ...) are about playing cards.
    pub fn ability(player: PlayerId, object: ObjectId, ability: &str) -> Activation {
        let plan = vec![
            Stage::Announce,
            Stage::DeclareCosts,
            Stage::SelectModes,
            Stage::DeclareTargets,
            Stage::CheckLegality,
            Stage::CalculateCost,
            Stage::PayCosts,
            Stage::AddedModes,
            Stage::Activation,
        ];
        Activation {
            ability: Some(ability.to_string()),
            ..Activation::with_plan(player, object, PlayKind::Activation, plan)
        }
    }

    fn with_plan(
        player: PlayerId,
        object: ObjectId,
        kind: PlayKind,
        plan: Vec<Stage>,
    ) -> Activation {
        Activation {
            player,
            object,
            kind,
            ability: None,
            looked_at: None,
            played_by: None,
            without_paying: false,
            anywhere: false,
            card: CardIdx(0),
            face: None,
            ability_card: None,
            allowed_from: Vec::new(),
            plan,
            at: 0,
            part: 0,
            answer: None,
            step: Step::ANNOUNCE,
            modes_allowed: 0,
            modes_max: 0,
            modes: vec![None],
            specs: Vec::new(),
            spec_at: 0,
            total: 0,
            payers: Vec::new(),
            pre_paid: None,
            part_at: 0,
            scratch: None,
        }
    }

    /// Gives the answer to the question the activation stopped on. The game checked it
    /// against that question.
    pub fn give(&mut self, answer: Answer) {
        self.answer = Some(answer);
    }

    /// The answer given to the question the current stage asked, if it was asked. A
    /// stage takes it at the question it asked, and skips the work that led to it.
    pub fn take_answer(&mut self) -> Option<Answer> {
        self.answer.take()
    }

    /// Inserts stages to run right after the current one.
    fn then(&mut self, stages: &[Stage]) {
        let at = self.at + 1;
        self.plan.splice(at..at, stages.iter().copied());
    }

    /// Runs the activation on from where it stopped until it is activated (`Ok`), needs
    /// an answer, or is refused. On a refusal the state is half-changed: the caller
    /// restores its snapshot.
    pub fn advance(
        &mut self,
        db: &CardDb,
        hooks: &dyn Behaviors,
        st: &mut GameState,
    ) -> Result<(), Stop> {
        let p = Pipeline { db, hooks };
        while let Some(&stage) = self.plan.get(self.at) {
            let go = match stage {
                Stage::ChooseWay => p.choose_way(self, st).map(|()| true),
                Stage::Announce => p.announce(self, st).map(|()| true),
                Stage::DeclareCosts => p.declare_costs(self, st).map(|()| true),
                Stage::SelectModes => p.select_modes(self, st).map(|()| true),
                Stage::DeclareTargets => p.declare_targets(self, st).map(|()| true),
                Stage::CheckLegality => p.check_legality(self, st).map(|()| true),
                Stage::CalculateCost => p.calculate_cost(self, st).map(|()| true),
                Stage::PayCosts => p.pay_costs(self, st).map(|()| true),
                Stage::AddedModes => p.added_modes(self, st).map(|()| true),
                Stage::Activation => p.activation(self, st).map(|()| true),
                Stage::Procedure(point, i) => {
                    procedures::run(point, i, &p, self, st).map(|v| v == Verdict::Go)
                }
            };
            if !go? {
                // A procedure ended the activation (a failed 6d6 action): committed as is.
                return Ok(());
            }
            self.at += 1;
            self.part = 0;
        }
        Ok(())
    }
}

/// The pipeline's view of the game's rules: the card data and card behaviour. The steps
/// are its methods, one per step, named as the rules name them.
pub struct Pipeline<'a> {
    pub db: &'a CardDb,
    pub hooks: &'a dyn Behaviors,
}

impl Pipeline<'_> {
    /// Enters `step`: records it for the log and for error messages.
    pub fn enter(&self, a: &mut Activation, st: &mut GameState, step: Step) {
        a.step = step;
        st.emit(Event::Step {
            object: a.object,
            step,
        });
    }

    pub fn illegal<T>(&self, a: &Activation, reason: impl Into<String>) -> Result<T, Stop> {
        Err(Stop::Illegal {
            step: a.step,
            reason: reason.into(),
        })
    }

    /// A stop asking the activating player.
    pub fn ask(&self, a: &Activation, choice: Choice, prompt: String, options: Options) -> Stop {
        self.ask_player(a.player, choice, prompt, options)
    }

    /// A stop asking `player` (a defender resisting the action).
    pub fn ask_player(
        &self,
        player: PlayerId,
        choice: Choice,
        prompt: String,
        options: Options,
    ) -> Stop {
        Stop::Ask(Decision {
            player,
            choice,
            prompt,
            options,
        })
    }

    /// The activated card's stack entry. The announce step pushed it and the pipeline
    /// pushes nothing above it; should it be missing all the same, the activation is
    /// illegal rather than a panic.
    pub fn entry<'s>(
        &self,
        a: &Activation,
        st: &'s mut GameState,
    ) -> Result<&'s mut StackEntry, Stop> {
        let step = a.step;
        st.stack
            .top_mut()
            .filter(|e| e.object == a.object)
            .ok_or_else(|| Stop::Illegal {
                step,
                reason: "the card being activated is no longer on top of the effects stack".into(),
            })
    }

    pub fn card_name(&self, a: &Activation) -> String {
        self.db.card(a.card).name.clone()
    }
}
