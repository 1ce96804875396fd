//! The seam between the rules core and card behaviour. The core calls these at defined
//! pipeline steps; the Lua script host implements them (and so can native Rust cards).
//! The core knows nothing of Lua.

use crate::core::cost::CostModifier;
use crate::core::decision::{Answer, Decision};
use crate::core::events::Event;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::replacement::{Change, Replacement};
use crate::core::ruleset::{CardDb, ObjectFilter};
use crate::core::stack::Ability;
use crate::core::state::GameState;
use std::fmt;
use std::path::PathBuf;

/// A constant ability about a player that the rules read by name (`Behaviors::player_statics`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerStatic<'a> {
    /// Counters on its source may be spent, as the cost's own counter, when the player
    /// pays the player cost of this id ("you may spend æmber on this card when forging keys").
    SpendFrom(&'a str),
    /// What the player pays for the player cost of this id goes to the source's controller
    /// instead of the supply ("you get all æmber your opponent spends forging keys").
    PaidTo(&'a str),
    /// The player skips the turn's phase of this id ("skip your forge a key step").
    Skip(&'a str),
    /// The player has this element enabled besides their own ("fire, water and wind
    /// elements are enabled for you").
    Enable(&'a str),
}

/// A card hook failed: a script error, a broken return value, a budget exceeded.
/// Boxed, so results that may carry one stay small on the happy path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HookError(Box<HookFault>);

/// What a [`HookError`] says: which card and hook, where, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HookFault {
    pub card: String,
    pub hook: String,
    pub file: PathBuf,
    /// Line in `file`, when the error carries one.
    pub line: Option<u32>,
    pub message: String,
    pub traceback: String,
}

impl HookError {
    pub fn new(fault: HookFault) -> Self {
        HookError(Box::new(fault))
    }

    /// Names the card the error is about.
    pub fn set_card(&mut self, card: String) {
        self.0.card = card;
    }
}

impl std::ops::Deref for HookError {
    type Target = HookFault;
    fn deref(&self) -> &HookFault {
        &self.0
    }
}

impl fmt::Display for HookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file.display())?;
        if let Some(l) = self.line {
            write!(f, ":{l}")?;
        }
        write!(
            f,
            ": card '{}', hook '{}': {}",
            self.card, self.hook, self.message
        )?;
        if !self.traceback.is_empty() {
            write!(f, "\n{}", self.traceback)?;
        }
        Ok(())
    }
}

impl std::error::Error for HookError {}

/// Modes a card offers (step 1.4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeSpec {
    pub options: Vec<String>,
    pub min: usize,
    pub max: usize,
    /// Set while a class bonus is unlocked that allows up to this many modes. Modes
    /// chosen beyond `max` thanks to it are dropped if the bonus is lost (GA-ACT-1.4.1).
    pub bonus_max: Option<usize>,
}

/// One target requirement (step 1.5). `min == 0` is an "up to" requirement.
#[derive(Clone, Debug, PartialEq)]
pub struct TargetSpec {
    pub label: String,
    pub filter: ObjectFilter,
    pub min: usize,
    pub max: usize,
    /// Set when the requirement is for squares of the board rather than objects.
    pub squares: Option<SquareSpec>,
}

/// A requirement for squares (6d6).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SquareSpec {
    /// The farthest a square may be from the activating player's creature (any if
    /// `None`).
    pub within: Option<u32>,
}

/// A legality hook's verdict (step 1.6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Legality {
    Legal,
    Illegal(String),
}

/// How far a resolution got.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ResolveStep {
    Done,
    /// The script asked a question and is suspended until [`Behaviors::resume`].
    Ask(Decision),
}

/// Card behaviour, called by the pipelines. Every method receives the state mutably
/// only so an implementation can lend it to a script for the call; check hooks (modes,
/// targets, legality, costs, keywords) must leave it unchanged.
pub trait Behaviors {
    /// Step 1.4 (and again after payment, 1.8.2): the modes the card offers, if any.
    fn modes(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError>;

    /// Step 1.5: target requirements for one selected mode (or the card, if modeless).
    fn targets(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError>;

    /// Step 1.6: the card's own legality conditions.
    fn legal(&self, db: &CardDb, st: &mut GameState, card: ObjectId)
        -> Result<Legality, HookError>;

    /// The end of step 1.5: the object whose card `card` is played as a copy of, if its
    /// script says so ("treat it as a copy of a card in ..."), chosen among its targets.
    fn play_as(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _card: ObjectId,
    ) -> Result<Option<ObjectId>, HookError> {
        Ok(None)
    }

    /// Step 1.7: active cost modifiers for `card`'s cost of `kind`, in timestamp order.
    fn cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError>;

    /// Step 1.7 for an activated ability: the modifiers of the cost `kind` of `object`'s
    /// ability `ability` ("this ability costs 1 less"), in timestamp order. A card's own
    /// cost modifiers are not among them.
    fn ability_cost_modifiers(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _ability: &str,
        _kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        Ok(Vec::new())
    }

    /// The constant abilities' modifiers of `player`'s cost `kind` (one of the ruleset's
    /// `player_costs`), in timestamp order.
    fn player_cost_modifiers(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _player: PlayerId,
        _kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        Ok(Vec::new())
    }

    /// The source of a constant ability that forbids `player` to pay their cost `kind`
    /// now ("cannot forge keys"), if one does.
    fn player_cost_forbidden(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _player: PlayerId,
        _kind: &str,
    ) -> Result<Option<ObjectId>, HookError> {
        Ok(None)
    }

    /// The sources, in timestamp order, of the constant abilities of kind `which` that
    /// apply to `player` now (æmber on cards spent for a key, a payment given to another
    /// player, a skipped phase).
    fn player_statics(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _player: PlayerId,
        _which: PlayerStatic<'_>,
    ) -> Result<Vec<ObjectId>, HookError> {
        Ok(Vec::new())
    }

    /// The constant abilities' restrictions on what `player` declares for `name` now
    /// ("you must choose Dis as your active house").
    fn declare_restrictions(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _player: PlayerId,
        _name: &str,
    ) -> Result<Vec<crate::core::declare::Restriction>, HookError> {
        Ok(Vec::new())
    }

    /// Whether `object` has `keyword`, printed or granted by a constant ability.
    fn has_keyword(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        keyword: &str,
    ) -> Result<bool, HookError>;

    /// Those of `objects` that have `keyword`, printed or granted, in the given order.
    fn keyword_holders(
        &self,
        db: &CardDb,
        st: &mut GameState,
        objects: Vec<ObjectId>,
        keyword: &str,
    ) -> Result<Vec<ObjectId>, HookError> {
        let mut out = Vec::with_capacity(objects.len());
        for o in objects {
            if self.has_keyword(db, st, o, keyword)? {
                out.push(o);
            }
        }
        Ok(out)
    }

    /// Starts resolving the card on top of the effects stack.
    fn resolve(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<ResolveStep, HookError>;

    /// Continues a resolution suspended on a question.
    fn resume(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        answer: &Answer,
    ) -> Result<ResolveStep, HookError>;

    /// Whether an effect allows `card` to be played in a way the rules otherwise forbid:
    /// `"activate"` (a cost kind that is not activated normally), `"materialize"` (outside
    /// the materialize phase or past its limit).
    fn permits(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _card: ObjectId,
        _action: &str,
    ) -> Result<bool, HookError> {
        Ok(false)
    }

    /// The object whose constant ability forbids `card` to do `action` now (`forbid =
    /// "activate"`: be played; a use such as "reap"), if one does.
    fn forbids(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _card: ObjectId,
        _action: &str,
    ) -> Result<Option<ObjectId>, HookError> {
        Ok(None)
    }

    /// Starts resolving an ability of an object that stays where it is: a use (the
    /// rules script's hook of that name, then the card's) or a triggered ability.
    fn resolve_ability(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _ability: &Ability,
    ) -> Result<ResolveStep, HookError> {
        Ok(ResolveStep::Done)
    }

    /// Steps 1.4, 1.5 and 1.6 for `object`'s activated ability `ability`: the hooks of
    /// its script's `activated.<ability>` table, as `modes`, `targets` and `legal` are
    /// the card's.
    fn ability_modes(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _ability: &str,
    ) -> Result<Option<ModeSpec>, HookError> {
        Ok(None)
    }

    fn ability_targets(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _ability: &str,
        _mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        Ok(Vec::new())
    }

    fn ability_legal(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _ability: &str,
    ) -> Result<Legality, HookError> {
        Ok(Legality::Legal)
    }

    /// Whether the rules allow `player` to use `object` this way now (beyond what the
    /// core checks itself: zone, type, exhaustion, the title limit). `via` is set when
    /// another card's ability makes the use.
    fn may_use(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _ability: &str,
        _via: bool,
    ) -> Result<Legality, HookError> {
        Ok(Legality::Legal)
    }

    /// The name a use of `object` this way is recorded under in its `used` event, when
    /// the rules say it is not that use at all (KeyForge: a stunned creature's use only
    /// removes its stun, so "after a creature reaps" must not see a reap). `None`: the
    /// use's own name.
    fn use_as(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
        _ability: &str,
    ) -> Result<Option<String>, HookError> {
        Ok(None)
    }

    /// Performs `player`'s ruleset action `action` (the rules script's hook of that name,
    /// which may change the game); `Illegal` refuses it, and the game is rolled back.
    fn player_action(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _player: PlayerId,
        action: &str,
        _object: Option<ObjectId>,
    ) -> Result<Legality, HookError> {
        Ok(Legality::Illegal(format!(
            "the rules script performs no action '{action}'"
        )))
    }

    /// Whether the named `while` condition of `source`'s card holds now (a lasting
    /// effect's duration); evaluated like a constant ability's condition. `target` is the
    /// effect's one object, if it has one: the condition reads it ("as long as that
    /// creature has an ignorance counter", RULE-WHILE-TARGET-1).
    fn condition(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _source: ObjectId,
        _name: &str,
        _target: Option<ObjectId>,
    ) -> Result<bool, HookError> {
        Ok(true)
    }

    /// Whether `object` (in play) is to be destroyed because a condition its own card states
    /// holds now ("If Weasand is on a flank, destroy it"): read by the state-based checks
    /// beside lethal damage, so it is destroyed as soon as the condition holds, again after
    /// a ward or a replacement kept it.
    fn destroy_if(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _object: ObjectId,
    ) -> Result<bool, HookError> {
        Ok(false)
    }

    /// Whether the card's script defines a hook of this name.
    fn has_hook(&self, _db: &CardDb, _st: &GameState, _object: ObjectId, _hook: &str) -> bool {
        false
    }

    /// Whether the object has that ability now: as `has_hook`, but an object that lost
    /// all its abilities keeps only what its attachments and neighbours give it.
    fn has_live_hook(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        hook: &str,
    ) -> Result<bool, HookError> {
        Ok(self.has_hook(db, st, object, hook))
    }

    /// The replacement effects that would apply to `change`, in timestamp order: those
    /// of objects in play and those of the ability now resolving.
    fn replacements(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _change: &Change,
    ) -> Result<Vec<Replacement>, HookError> {
        Ok(Vec::new())
    }

    /// What happens instead of `change` when `replacement` applies: zero or more changes.
    fn replace(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _replacement: &Replacement,
        change: &Change,
    ) -> Result<Vec<Change>, HookError> {
        Ok(vec![change.clone()])
    }

    /// The triggered abilities `event` triggers, in timestamp order: (source, index,
    /// label).
    fn triggers(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _event: &Event,
    ) -> Result<Vec<(ObjectId, u16, String)>, HookError> {
        Ok(Vec::new())
    }

    /// Whether a constant ability of an object that took part in `event` makes `source`'s
    /// own ability on it (its "On Hit") trigger an additional time.
    fn triggers_again(
        &self,
        _db: &CardDb,
        _st: &mut GameState,
        _source: ObjectId,
        _event: &crate::core::events::Event,
    ) -> Result<bool, HookError> {
        Ok(false)
    }

    /// An object's stat with its constant abilities applied (the printed value if none).
    fn stat(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        stat: &str,
    ) -> Result<Option<i64>, HookError> {
        Ok(st
            .object(object)
            .and_then(|o| db.card(o.card).stats.get(stat).copied()))
    }

    /// The elements `object` has now: its printed ones, unless a continuous effect sets
    /// them ("cards in graveyards are norm element").
    fn elements(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
    ) -> Result<Vec<String>, HookError> {
        Ok(st
            .object(object)
            .map(|o| db.card(o.card).elements.clone())
            .unwrap_or_default())
    }

    /// Whether any continuous effect could change an object's elements: if not, the
    /// printed elements are the elements (a cheap test before every filter).
    fn changes_elements(&self) -> bool {
        false
    }

    /// Drops a suspended resolution (the game reverted past it).
    fn abandon(&self) {}

    /// An action (a submitted action or an answer) begins: a host that limits the work
    /// one action may cause starts counting afresh.
    fn begin_action(&self) {}

    /// The action has ended (accepted, refused or waiting on a question).
    fn end_action(&self) {}
}
