//! The script host: card behaviour written in Luau, run in a sandbox, behind the core's
//! [`Behaviors`](crate::core::hooks::Behaviors) trait.
//!
//! One [`LuaHost`] (one VM) per game, or one per thread shared by its games, each
//! keeping its own [`ScriptSession`]. Each card script is compiled once, in its own
//! read-only environment, and returns a table of hooks. During a hook call the host lends
//! the game state to the VM; the API functions resolve every handle against the lent
//! state on each call. Scripts keep nothing between calls.
//!
//! Invariant: scripts never hold game state; they ask the core to act.
//!
//! Files: this one holds the host's data types; `host.rs` builds the VM and compiles the
//! scripts (`LuaHost`); `dispatch.rs` calls hooks with the state lent (`Hooks`);
//! `behaviors.rs` is the core's `Behaviors` trait on top of it.

mod abilities;
mod activated;
mod api;
mod behaviors;
mod cache;
mod dispatch;
mod gained;
mod host;
mod keys;
mod lasting;
mod lent;
mod num;
mod player_action;
mod restricted;
mod rules_modules;
mod sandbox;
mod session;
mod stable;
mod stateless;
mod statics;
mod status;

pub use abilities::CHANGES;
pub use api::log::ScriptLine;
pub(crate) use api::log::{
    forget_after as forget_log_after, take as take_log, waiting as log_waiting,
};
pub use api::{API_STUB, CHANGE_FUNCTIONS, VERB_FUNCTIONS, VOCAB_FUNCTIONS};
pub(crate) use dispatch::{Arg, Hooks};
pub use host::LuaHost;
pub use sandbox::Limits;
pub use session::{with_session, ScriptSession};

use crate::core::decision::Decision;
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::ruleset::CardDb;
use mlua::{Function, Table, Thread};
use statics::StaticAbility;
use std::cell::{Cell, RefCell};
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::Arc;
use thiserror::Error;

/// One card's script source, as read from disk by the loader.
#[derive(Clone, Debug)]
pub struct ScriptSource {
    pub path: PathBuf,
    pub code: Arc<str>,
}

/// Every script a game needs: one per card (by card index), the ruleset's rules script
/// and its modules.
#[derive(Clone, Debug, Default)]
pub struct ScriptSet {
    pub cards: Vec<Option<ScriptSource>>,
    pub rules: Option<ScriptSource>,
    /// The rules script's modules (`require("name")`), by name: the `.lua` files in the
    /// folder beside it named after it.
    pub rules_modules: Vec<(String, ScriptSource)>,
}

/// Hooks a rules script may define; each applies to every card (`discarded(ctx, cards)`:
/// after `ctx:discard`, each card discarded with the zone it left). It may also define one
/// hook per use the ruleset declares (run before the card's own), and one per player
/// action it declares (which performs it).
pub const RULES_HOOKS: &[&str] = &["legal", "may_use", "use_as", "resolve", "discarded"];

/// Tables a rules script may define: `rules`, the named rules card text refers to
/// ("Class Bonus", "LV"), which every card reaches through `ctx:rule(name, ...)`.
pub const RULES_TABLES: &[&str] = &[
    "rules",
    "activated",
    "keyword_triggers",
    "keyword_replacements",
    "counter_replacements",
];

/// A script that failed to compile or returned the wrong shape.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("{}{}: card '{card}': {message}", file.display(), line.map(|l| format!(":{l}")).unwrap_or_default())]
pub struct ScriptError {
    pub card: String,
    pub file: PathBuf,
    pub line: Option<u32>,
    pub message: String,
}

/// How deep hook calls may nest (a keyword grant asking about keywords, and so on).
pub const MAX_NESTING: usize = 24;

/// The names of the hooks a card table may define, besides one per use the ruleset
/// declares (KeyForge's `reap`, `fight`, `action`) and one per ability it declares
/// (KeyForge's `before_fight`).
pub const HOOKS: &[&str] = &[
    "modes",
    "targets",
    "legal",
    "play_as",
    "resolve",
    "statics",
    "replacements",
    "triggers",
    "conditions",
    "activated",
    "grants",
    "neighbor_grants",
    "destroy_if",
    "enemy_grants",
    "lasting_grants",
];

/// The hooks of the use (or ability) `name` that `object` has: its card's own (and those
/// of the cards it gained the abilities of), then each
/// its attachments give it (oldest first), then each an object beside it in a line zone
/// gives its neighbors (`neighbor_grants`, left one first), to be run one after another in that
/// order (KF-WC5-GRANTED-1: an upgrade's "Reap: ..." resolves beside the creature's own).
///
/// `blank`: the object lost all its abilities (`lasting::lost_abilities`), so its own
/// script's hook is gone; what its attachments and neighbours give it stays.
fn use_hooks(
    data: &HostData,
    st: &crate::core::GameState,
    object: ObjectId,
    name: &str,
    blank: bool,
) -> Vec<Function> {
    let script = |o: ObjectId| {
        st.object(o)
            .and_then(|o| data.scripts.get(o.card.0 as usize))
            .and_then(|s| s.as_ref())
    };
    // Its card's, then each one's it gained the abilities of (RULE-GAINED-1); none of
    // them once it lost all its abilities.
    let own: Vec<Function> = gained::scripts_of(data, st, object)
        .filter(|_| !blank)
        .filter_map(|s| s.abilities.get(name).cloned())
        .collect();
    let granted = crate::core::primitives::attachments(st, object)
        .into_iter()
        .filter_map(|a| script(a).and_then(|s| s.grants.get(name)).cloned());
    let beside = crate::core::primitives::line_neighbors(&data.db, st, object)
        .into_iter()
        .filter_map(|n| script(n).and_then(|s| s.neighbor_grants.get(name)).cloned());
    own.into_iter().chain(granted).chain(beside).collect()
}

/// One function running `hooks` in turn; nil if there are none.
fn chain_hooks(data: &HostData, mut hooks: Vec<Function>) -> Option<Function> {
    match hooks.len() {
        0 => None,
        1 => hooks.pop(),
        // A chain that cannot be made (no memory) falls back to the card's own hook.
        _ => data
            .chain
            .call::<Function>(hooks.clone())
            .ok()
            .or(hooks.into_iter().next()),
    }
}

/// The hook of the use `name` that `object` has from its card, its attachments and its
/// neighbours ([`use_hooks`], run in turn); nil if none. What constant abilities and
/// lasting effects give it is [`live_use_hook`]'s.
pub(crate) fn use_hook(
    data: &HostData,
    st: &crate::core::GameState,
    object: ObjectId,
    name: &str,
    blank: bool,
) -> Option<Function> {
    chain_hooks(data, use_hooks(data, st, object, name, blank))
}

/// The hook of the use `name` that `object` has now: [`use_hook`]'s, then those constant
/// abilities (`statics` `{ gains = name }`) and lasting effects (`{ gains = name }`) give
/// it, oldest first (RULE-GIVEN-USE-1); none while a constant ability takes that use's
/// abilities away (`{ lose = name }`, RULE-GIVEN-USE-2).
pub(crate) fn live_use_hook(
    hooks: &Hooks,
    st: &mut crate::core::GameState,
    object: ObjectId,
    name: &str,
    blank: bool,
) -> Result<Option<Function>, crate::core::hooks::HookError> {
    // "Loses all After Fight effects" (`{ lose = "fight" }`): none at all, whoever gives them.
    if statics::loses_keyword(hooks, st, object, name)? {
        return Ok(None);
    }
    let mut all = use_hooks(hooks.data(), st, object, name, blank);
    // What is given is read as its turn comes (the late hook), so only whether anything
    // may give it now is asked here; whether the object has it now, only if nothing else
    // gives it a hook of this use (a use that needs one: Omni:).
    let may_give = hooks.data().gives.contains(name)
        || st.lasting().iter().any(|l| {
            matches!(&l.effect, crate::core::lasting::LastingEffect::Gains { ability } if ability == name)
        });
    if may_give && (!all.is_empty() || !statics::given_hooks(hooks, st, object, name)?.is_empty()) {
        let late: Function = hooks
            .lua
            .named_registry_value::<Function>(api::GIVEN_FN)
            .and_then(|f| f.call(name))
            .map_err(|e| hooks.error(object, name, st, &e))?;
        all.push(late);
    }
    Ok(chain_hooks(hooks.data(), all))
}

/// Every hook `name` of the object: its own script's, then each its attachments'
/// `grants` give it, oldest attachment first (`ctx:ability` runs them all); `blank` as
/// for [`use_hook`].
pub(crate) fn ability_hooks(
    data: &HostData,
    st: &crate::core::GameState,
    object: ObjectId,
    name: &str,
    blank: bool,
) -> Vec<Function> {
    let script = |o: ObjectId| {
        st.object(o)
            .and_then(|o| data.scripts.get(o.card.0 as usize))
            .and_then(|s| s.as_ref())
    };
    // Its card's, then each one's it gained the abilities of (RULE-GAINED-1); none of
    // them once it lost all its abilities.
    let own: Vec<Function> = gained::scripts_of(data, st, object)
        .filter(|_| !blank)
        .filter_map(|s| s.abilities.get(name).cloned())
        .collect();
    let granted = crate::core::primitives::attachments(st, object)
        .into_iter()
        .filter_map(|a| script(a).and_then(|s| s.grants.get(name)).cloned());
    own.into_iter()
        .chain(granted)
        .chain(enemy_grants(data, st, object, name))
        .collect()
}

/// The hooks `name` lasting effects give `object` (`effect = { gains = name }`), each its
/// source card's `lasting_grants` hook, with the effect's timestamp and source.
pub(crate) fn lasting_grants(
    hooks: &Hooks,
    st: &mut crate::core::GameState,
    object: ObjectId,
    name: &str,
) -> Result<Vec<(crate::core::ids::Timestamp, Function, ObjectId)>, crate::core::hooks::HookError> {
    use crate::core::lasting::LastingEffect;
    let gives =
        |e: &LastingEffect| matches!(e, LastingEffect::Gains { ability } if ability == name);
    if !st.lasting().iter().any(|l| gives(&l.effect)) {
        return Ok(Vec::new());
    }
    let db = hooks.data().db.clone();
    let found = crate::core::lasting::affecting(&db, st, hooks, object, gives)?;
    let data = hooks.data();
    Ok(found
        .into_iter()
        .filter_map(|l| {
            let f = gained::scripts_of(data, st, l.source)
                .find_map(|s| s.lasting_grants.get(name).cloned())?;
            Some((l.timestamp, f, l.source))
        })
        .collect())
}

/// The hooks `name` objects in play give `object` as their enemy (`enemy_grants`): those
/// of another controller that share a card type with it, oldest first.
fn enemy_grants(
    data: &HostData,
    st: &crate::core::GameState,
    object: ObjectId,
    name: &str,
) -> Vec<Function> {
    let Some(me) = st.object(object) else {
        return Vec::new();
    };
    let types = &data.db.card(me.card).types;
    let mut givers: Vec<_> = st
        .objects()
        .iter()
        .filter(|o| o.controller != me.controller)
        .filter(
            |o| matches!(o.zone, crate::core::state::ZoneRef::Player(_, z) if data.db.in_play(z)),
        )
        .filter(|o| data.db.card(o.card).types.iter().any(|t| types.contains(t)))
        .filter_map(|o| {
            let s = data.scripts.get(o.card.0 as usize)?.as_ref()?;
            Some((o.timestamp, s.enemy_grants.get(name)?.clone()))
        })
        .collect();
    givers.sort_by_key(|(t, _)| *t);
    givers.into_iter().map(|(_, f)| f).collect()
}

/// The card's own `resolve` hook of an object (a KeyForge "Play:" ability), if its script
/// has one and has not lost all its abilities (`blank`): what `ctx:ability_of(obj,
/// "resolve")` runs.
pub(crate) fn resolve_hook(
    data: &HostData,
    st: &crate::core::GameState,
    object: ObjectId,
    blank: bool,
) -> Option<Function> {
    if blank {
        return None;
    }
    st.object(object)
        .and_then(|o| data.scripts.get(o.card.0 as usize))
        .and_then(|s| s.as_ref())
        .and_then(|s| s.resolve.clone())
}

/// The resolve function of `object`'s triggered ability number `index` (from 1): its
/// card's own triggers and those of the cards it gained the abilities of, in that order;
/// past `gained::KEYWORD_TRIGGERS`, the rules script's keyword triggers.
pub(crate) fn trigger_resolve(
    data: &HostData,
    st: &crate::core::GameState,
    object: ObjectId,
    index: u16,
) -> Option<Function> {
    let i = (index as usize).checked_sub(1)?;
    match i.checked_sub(gained::KEYWORD_TRIGGERS) {
        Some(k) => data.keyword_triggers.get(k).map(|(_, t)| t),
        None => gained::triggers_of(data, st, object).nth(i),
    }
    .map(|t| t.resolve.clone())
}

/// The hooks a card may define under `db`'s ruleset.
pub fn card_hooks(db: &CardDb) -> Vec<&str> {
    let mut hooks = HOOKS.to_vec();
    hooks.extend(db.ruleset.uses.iter().map(|u| u.id.as_str()));
    hooks.extend(db.ruleset.abilities.iter().map(String::as_str));
    hooks
}

/// What a hook call is allowed to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Mode {
    /// Check hooks (modes, targets, legality, costs, statics): reading only.
    Check,
    /// Resolution: may ask the core to act, and may ask questions.
    Resolve,
}

/// The hook being run: which card, for whom, and what it may do.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Frame {
    pub card: ObjectId,
    /// The top-level hook call this frame belongs to (see `HostData::epoch`).
    pub epoch: u64,
    pub controller: PlayerId,
    pub mode: Mode,
    pub hook: &'static str,
}

pub(crate) struct CardScript {
    pub table: Table,
    /// The hook functions, looked up once at load.
    pub modes: Option<Function>,
    pub targets: Option<Function>,
    pub legal: Option<Function>,
    /// `play_as(ctx)`: the card this one is a copy of while it is played, if any.
    pub play_as: Option<Function>,
    pub resolve: Option<Function>,
    /// `destroy_if(ctx)`: a check; while it holds the object in play is destroyed.
    pub destroy_if: Option<Function>,
    pub statics: Vec<StaticAbility>,
    /// Use hooks (`reap`, `fight`, ...), by name.
    pub abilities: std::collections::HashMap<String, Function>,
    /// Use hooks an attachment gives the object it is attached to (`grants = { action =
    /// function(ctx) ... end }`: an upgrade's "this creature gains, Action: ..."), by name.
    pub grants: std::collections::HashMap<String, Function>,
    /// Use hooks it gives each object beside it in a line zone while it is there
    /// (`neighbor_grants`: "each of its neighbors gains, Action: ..."), by name.
    pub neighbor_grants: std::collections::HashMap<String, Function>,
    /// Abilities it gives each object in play of an opponent that shares a card type with
    /// it, while it is in play (`enemy_grants`: "each enemy creature gains, Before Fight:
    /// ..."), by name; `ctx:ability` runs them after the object's own and its attachments'.
    pub enemy_grants: std::collections::HashMap<String, Function>,
    /// Abilities its lasting effects give objects (`effect = { gains = name }`: "each
    /// creature gains, Before Fight: ..."), by name; run after the object's others.
    pub lasting_grants: std::collections::HashMap<String, Function>,
    /// Activated abilities' hooks (`activated`), by ability id.
    pub activated: std::collections::HashMap<String, activated::AbilityHooks>,
    pub replacements: Vec<abilities::ReplacementDef>,
    pub triggers: Vec<abilities::TriggerDef>,
}

/// A resolution waiting on an answer: its coroutine, its epoch, and what it was doing —
/// the ability (and, if it asked from inside a use it made, that use's frames and hook).
pub(crate) struct Suspended {
    pub card: ObjectId,
    pub thread: Thread,
    pub epoch: u64,
    pub ability: String,
    pub nested: Vec<Frame>,
    pub resolving: Option<(ObjectId, String)>,
}

/// Everything the API functions reach through the VM's app data.
pub(crate) struct HostData {
    /// The rules script's path and its hooks, looked up once at load.
    pub rules: Option<(PathBuf, std::collections::HashMap<String, Function>)>,
    /// The rules script's `activated` hooks: the ruleset's `counter_abilities`.
    pub rules_activated: std::collections::HashMap<String, activated::AbilityHooks>,
    /// The rules script's `keyword_triggers`: triggered abilities every object in play
    /// with that keyword (printed or granted) has, in keyword order.
    pub keyword_triggers: Vec<(String, abilities::TriggerDef)>,
    /// The rules script's `keyword_replacements` and `counter_replacements`: replacement
    /// effects every object in play has while it has that keyword (printed or granted) or
    /// holds a counter of that name, in that order.
    pub status_replacements: Vec<(status::Status, abilities::ReplacementDef)>,
    /// The object whose ability is resolving and the ability's hook name (its own
    /// replacement effects apply meanwhile).
    pub resolving: RefCell<Option<(ObjectId, String)>>,
    /// A script's change waiting on a player's choice of which replacement
    /// effect applies next.
    pub settling: RefCell<Option<crate::core::replacement::Settling>>,
    /// `ctx.draw`, `ctx.deal_damage`, ...: changes that pass through replacement effects,
    /// asking for their order when several apply (the ruleset's `decisions` says who).
    /// In `api::CHANGE_FUNCTIONS` then `api::VOCAB_FUNCTIONS` order.
    pub changes: Vec<Function>,
    /// The Lua wrapper that runs a use: the rules hook, the damage it dealt, the card's.
    pub run_use: Function,
    /// Makes one hook of several (a sequence of functions): each runs in turn with the
    /// same arguments (a creature's own Reap: ability, then those its upgrades give it).
    pub chain: Function,
    /// The one `ctx` value every hook receives.
    pub ctx: mlua::AnyUserData,
    /// `ctx.choose`: the Lua half of asking a question.
    pub choose: Function,
    /// `ctx.pay`: the Lua half of paying a cost named by a resolving effect.
    pub pay: Function,
    pub db: Arc<CardDb>,
    pub scripts: Vec<Option<CardScript>>,
    pub paths: Vec<PathBuf>,
    /// The game state while a hook runs.
    pub lent: lent::Lent,
    pub frames: RefCell<Vec<Frame>>,
    /// A suspended resolution and the question it asked.
    pub suspended: RefCell<Option<Suspended>>,
    /// What `resolving` was before each use a resolving ability is making now (innermost
    /// last): `ctx:use` resolves the use in place, as another frame.
    pub uses: RefCell<Vec<Option<(ObjectId, String)>>>,
    /// The epoch of the running top-level hook call; handles carry the epoch that made
    /// them and are refused in any other. A suspended resolution keeps its epoch across
    /// questions.
    pub epoch: Cell<u64>,
    /// The last epoch ever handed out: only ever grows, so no new call reuses the number
    /// of an earlier one (a resumed resolution does not put it back).
    pub epochs_issued: Cell<u64>,
    pub resume_epoch: Cell<Option<u64>>,
    pub question: RefCell<Option<Decision>>,
    /// A play a resolving ability began (`ctx:play`) waiting on an answer, and that
    /// answer as the resolution was resumed with it.
    pub playing: RefCell<Option<api::Playing>>,
    pub answered: RefCell<Option<crate::core::decision::Answer>>,
    pub budget: Rc<Cell<u64>>,
    /// Top-level hook calls made so far (for `cardsmith sim`).
    pub calls: Cell<u64>,
    /// Field names made once as Lua strings.
    pub keys: keys::Keys,
    /// Every keyword a constant ability of any card can grant, and every action one can
    /// allow: a query for anything else needs no look at the objects in play.
    pub grantable: std::collections::HashSet<String>,
    /// Whether a constant ability of any card takes all abilities away (`lose_abilities`):
    /// without one, only lasting effects need a look.
    pub blanks: bool,
    /// Every use or ability some card's constant ability gives (`{ gains = name }`), and
    /// every keyword one takes away (`{ lose = keyword }`): for anything else no constant
    /// ability needs a look.
    pub gives: std::collections::HashSet<String>,
    pub losable: std::collections::HashSet<String>,
    /// The rules-script terms cards name in `restricted_keywords`, by name.
    pub restrictions: std::collections::HashMap<String, Function>,
    /// Every keyword some card has under a restriction (`restricted`).
    pub restricted: std::collections::HashSet<String>,
    /// Every zone some constant ability works from besides play (`from`), `"stack"`
    /// included: where `statics::sources` looks beyond the objects in play.
    pub static_zones: Vec<String>,
    /// Each event name with a zone some triggered ability on it works from (`from`):
    /// where `abilities::triggers` looks beyond the objects in play, for that event only.
    pub trigger_zones: Vec<(String, String)>,
    /// Whether some constant ability of a card sets elements (`element = ...`): if none
    /// does, every object's elements are its printed ones.
    pub sets_elements: bool,
    /// Stats kept until what they were computed from changes.
    pub stats: cache::StatCache,
    /// The sources of constant abilities, kept while the position is unchanged.
    pub sources: cache::SourcesCache,
    /// The script limits; `memory` is set on the VM while Lua code runs (`api::meter`).
    pub limits: Limits,
    /// The work of the action in progress, counted by the interrupt.
    pub action: Rc<sandbox::ActionWork>,
}

impl HostData {
    /// A handle to `id` for the hook call running now, on the lent state (its arguments are
    /// made inside the lend).
    pub(crate) fn lent_handle(&self, id: ObjectId) -> api::Obj {
        api::Obj {
            id,
            generation: self
                .lent
                .with(|st| st.object(id).map_or(0, |o| o.generation))
                .unwrap_or(0),
            epoch: self.epoch.get(),
        }
    }
}
