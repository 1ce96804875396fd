//! The script host: card behaviour written in Luau, run in a sandbox, behind the core's
//! [`Behaviors`] trait.
//!
//! One [`LuaHost`] (one VM) per game. Each card script is compiled once, in its own
//! read-only environment, and returns a table of hooks. During a hook call the host lends
//! the game state to the VM; the API functions resolve every handle against the lent
//! state on each call. Scripts keep nothing between calls.
//!
//! Invariant: scripts never hold game state; they ask the core to act.

mod abilities;
mod api;
mod keys;
mod lent;
mod sandbox;
mod statics;

pub use api::{API_STUB, CHANGE_FUNCTIONS};
pub use sandbox::Limits;

use crate::core::decision::{Answer, Decision};
use crate::core::hooks::{Behaviors, HookError, Legality, ModeSpec, ResolveStep, TargetSpec};
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use crate::core::CostModifier;
use mlua::{Function, IntoLuaMulti, Lua, Table, Thread, ThreadStatus, Value};
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

/// Every script a game needs: one per card (by card index) and the ruleset's rules
/// script.
#[derive(Clone, Debug, Default)]
pub struct ScriptSet {
    pub cards: Vec<Option<ScriptSource>>,
    pub rules: Option<ScriptSource>,
}

/// Hooks a rules script may define; each applies to every card. It may also define one
/// hook per use the ruleset declares (run before the card's own).
pub const RULES_HOOKS: &[&str] = &["legal", "may_use"];

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
/// declares (KeyForge's `reap`, `fight`, `action`).
pub const HOOKS: &[&str] = &[
    "modes",
    "targets",
    "legal",
    "resolve",
    "statics",
    "replacements",
    "triggers",
];

/// The hooks a card may define under `db`'s ruleset.
pub fn card_hooks(db: &CardDb) -> Vec<&str> {
    let mut hooks = HOOKS.to_vec();
    hooks.extend(db.ruleset.uses.iter().map(|u| u.id.as_str()));
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
    pub resolve: Option<Function>,
    pub statics: Vec<StaticAbility>,
    /// Use hooks (`reap`, `fight`, ...), by name.
    pub abilities: std::collections::HashMap<String, Function>,
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
    /// The object whose ability is resolving and the ability's hook name (its own
    /// replacement effects apply meanwhile).
    pub resolving: RefCell<Option<(ObjectId, String)>>,
    /// A script's change waiting on the affected player's choice of which replacement
    /// effect applies next.
    pub settling: RefCell<Option<crate::core::replacement::Settling>>,
    /// `ctx.draw`, `ctx.deal_damage`, ...: changes that pass through replacement effects,
    /// asking the affected player for their order when several apply.
    /// In `api::CHANGE_FUNCTIONS` order.
    pub changes: Vec<Function>,
    /// The Lua wrapper that runs a use: the rules hook, the damage it dealt, the card's.
    pub run_use: Function,
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
    /// Counts top-level hook calls; handles carry the epoch that made them and are
    /// refused in any other. A suspended resolution keeps its epoch across questions.
    pub epoch: Cell<u64>,
    pub resume_epoch: Cell<Option<u64>>,
    pub question: RefCell<Option<Decision>>,
    pub budget: Rc<Cell<u64>>,
    /// Top-level hook calls made so far (for `cardsmith sim`).
    pub calls: Cell<u64>,
    /// Field names made once as Lua strings.
    pub keys: keys::Keys,
    /// Every keyword a constant ability of any card can grant, and every action one can
    /// allow: a query for anything else needs no look at the objects in play.
    pub grantable: std::collections::HashSet<String>,
}

/// The Lua host for one game.
pub struct LuaHost {
    data: Rc<HostData>,
    lua: Lua,
}

impl LuaHost {
    /// Creates a VM and compiles every card's script. Returns every problem found, not
    /// just the first.
    pub fn new(
        db: Arc<CardDb>,
        sources: &ScriptSet,
        limits: Limits,
    ) -> Result<LuaHost, Vec<ScriptError>> {
        let budget = Rc::new(Cell::new(0));
        let lua = sandbox::new_vm(&limits, budget.clone()).map_err(|e| {
            vec![ScriptError {
                card: String::new(),
                file: PathBuf::new(),
                line: None,
                message: format!("could not start the script VM: {e}"),
            }]
        })?;
        let mut scripts = Vec::with_capacity(db.cards.len());
        let mut paths = Vec::with_capacity(db.cards.len());
        let mut errors = Vec::new();
        let hook_names = card_hooks(&db);
        let uses: Vec<String> = db.ruleset.uses.iter().map(|u| u.id.clone()).collect();
        for (i, card) in db.cards.iter().enumerate() {
            let src = sources.cards.get(i).and_then(|s| s.as_ref());
            paths.push(src.map(|s| s.path.clone()).unwrap_or_default());
            let Some(src) = src else {
                scripts.push(None);
                continue;
            };
            let compiled =
                sandbox::compile_card(&lua, &card.id, src, &hook_names).and_then(|table| {
                    let statics = statics::parse(&card.id, &src.path, &table)?;
                    let replacements = abilities::parse_replacements(&card.id, &src.path, &table)?;
                    let triggers = abilities::parse_triggers(&card.id, &src.path, &table)?;
                    let f = |name: &str| table.raw_get::<Option<Function>>(name).ok().flatten();
                    Ok(CardScript {
                        modes: f("modes"),
                        targets: f("targets"),
                        legal: f("legal"),
                        resolve: f("resolve"),
                        abilities: uses
                            .iter()
                            .filter_map(|u| f(u).map(|func| (u.clone(), func)))
                            .collect(),
                        table,
                        statics,
                        replacements,
                        triggers,
                    })
                });
            match compiled {
                Ok(script) => scripts.push(Some(script)),
                Err(e) => {
                    errors.push(e);
                    scripts.push(None);
                }
            }
        }
        let rules = match &sources.rules {
            None => None,
            Some(src) => match sandbox::compile_card(
                &lua,
                "rules",
                src,
                &RULES_HOOKS
                    .iter()
                    .copied()
                    .chain(uses.iter().map(String::as_str))
                    .collect::<Vec<_>>(),
            ) {
                Ok(table) => {
                    let hooks = RULES_HOOKS
                        .iter()
                        .copied()
                        .chain(uses.iter().map(String::as_str))
                        .filter_map(|name| {
                            let f = table.raw_get::<Option<Function>>(name).ok().flatten()?;
                            Some((name.to_string(), f))
                        })
                        .collect();
                    Some((src.path.clone(), hooks))
                }
                Err(e) => {
                    errors.push(e);
                    None
                }
            },
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        let registered = api::register(&lua).and_then(|r| Ok((r, keys::Keys::new(&lua)?)));
        let ((ctx, choose, pay, changes, run_use), keys) = match registered {
            Ok(v) => v,
            Err(e) => {
                return Err(vec![ScriptError {
                    card: String::new(),
                    file: PathBuf::new(),
                    line: None,
                    message: format!("could not register the script API: {e}"),
                }])
            }
        };
        let grantable = scripts
            .iter()
            .flatten()
            .flat_map(|s| &s.statics)
            .filter_map(|s| match &s.effect {
                statics::Effect::Grant { keyword } => Some(keyword.clone()),
                statics::Effect::Allow { action } => Some(action.clone()),
                _ => None,
            })
            .collect();
        let data = Rc::new(HostData {
            rules,
            resolving: RefCell::new(None),
            settling: RefCell::new(None),
            changes,
            run_use,
            ctx,
            choose,
            pay,
            db,
            scripts,
            paths,
            lent: lent::Lent::default(),
            frames: RefCell::new(Vec::new()),
            suspended: RefCell::new(None),
            uses: RefCell::new(Vec::new()),
            epoch: Cell::new(0),
            resume_epoch: Cell::new(None),
            question: RefCell::new(None),
            budget,
            keys,
            grantable,
            calls: Cell::new(0),
        });
        lua.set_app_data(data.clone());
        Ok(LuaHost { data, lua })
    }

    /// The hooks a card's script defines (for `validate`).
    pub fn hooks_of(&self, card: CardIdx) -> Vec<String> {
        let Some(data) = self.lua.app_data_ref::<Rc<HostData>>() else {
            return Vec::new();
        };
        let Some(Some(s)) = data.scripts.get(card.0 as usize) else {
            return Vec::new();
        };
        let t = &s.table;
        card_hooks(&data.db)
            .iter()
            .filter(|h| !matches!(t.raw_get::<Value>(**h), Ok(Value::Nil) | Err(_)))
            .map(|h| h.to_string())
            .collect()
    }

    fn hooks(&self) -> Hooks<'_> {
        Hooks::new(&self.lua, &self.data)
    }

    pub fn lua(&self) -> &Lua {
        &self.lua
    }

    /// How many top-level script hook calls this VM has made.
    pub fn script_calls(&self) -> u64 {
        self.lua
            .app_data_ref::<Rc<HostData>>()
            .map_or(0, |d| d.calls.get())
    }
}

/// The argument a check hook gets after `ctx`.
pub(crate) enum Arg<'a> {
    None,
    Mode(Option<&'a str>),
    Object(ObjectId),
    /// A use's name and whether another card's ability makes it (`may_use`).
    Use(ObjectId, &'a str, bool),
    Change(&'a crate::core::replacement::Change),
    Event(&'a crate::core::events::Event),
}

/// The core-facing behaviour of the host, usable from inside API callbacks too.
pub(crate) struct Hooks<'a> {
    pub lua: &'a Lua,
    /// Held rather than looked up: the app-data lookup was a large share of a hook call.
    data: &'a HostData,
}

impl<'a> Hooks<'a> {
    fn verdict(
        &self,
        st: &GameState,
        card: ObjectId,
        hook: &str,
        ok: Value,
        why: Option<String>,
    ) -> Result<Legality, HookError> {
        Ok(match ok {
            Value::Nil | Value::Boolean(true) => Legality::Legal,
            Value::Boolean(false) => {
                Legality::Illegal(why.unwrap_or_else(|| "the card's legality check failed".into()))
            }
            other => {
                let e = mlua::Error::runtime(format!(
                    "legal must return true, or false and a reason; got a {}",
                    other.type_name()
                ));
                return Err(self.error(card, hook, st, &e));
            }
        })
    }

    pub(crate) fn new(lua: &'a Lua, data: &'a HostData) -> Self {
        Hooks { lua, data }
    }

    fn data(&self) -> &'a HostData {
        self.data
    }

    fn error(&self, card: ObjectId, hook: &str, st: &GameState, e: &mlua::Error) -> HookError {
        let data = self.data();
        let idx = st.object(card).map(|o| o.card);
        let (id, path) = match idx {
            Some(i) => (
                data.db.card(i).id.clone(),
                data.paths.get(i.0 as usize).cloned().unwrap_or_default(),
            ),
            None => (String::new(), PathBuf::new()),
        };
        sandbox::hook_error(&id, hook, &path, e)
    }

    /// A hook of the rules script, with the script's path.
    fn rules_hook(&self, name: &str) -> Option<(PathBuf, Function)> {
        let data = self.data();
        let (path, hooks) = data.rules.as_ref()?;
        Some((path.clone(), hooks.get(name)?.clone()))
    }

    /// A rules-script failure, named as such.
    fn rules_error(e: HookError, path: &std::path::Path) -> HookError {
        let mut fault = (*e).clone();
        fault.card = format!("rules ({})", fault.card);
        fault.file = path.to_path_buf();
        HookError::new(fault)
    }

    /// The card's hook function, if its script defines one.
    fn hook_fn(
        &self,
        st: &GameState,
        card: ObjectId,
        hook: fn(&CardScript) -> &Option<Function>,
    ) -> Option<Function> {
        let data = self.data();
        let idx = st.object(card)?.card;
        let script = data.scripts.get(idx.0 as usize)?.as_ref()?;
        hook(script).clone()
    }

    /// Runs `f` with the state lent to the VM and `frame` on top of the frame stack.
    pub(crate) fn lend<R>(&self, st: &mut GameState, frame: Frame, f: impl FnOnce() -> R) -> R {
        let data = self.data();
        Self::lend_in(data, st, frame, f)
    }

    /// `lend` with the host data already at hand. Holding it across the call is sound:
    /// the app data is only ever borrowed shared once the host is built.
    fn lend_in<R>(
        data: &HostData,
        st: &mut GameState,
        mut frame: Frame,
        f: impl FnOnce() -> R,
    ) -> R {
        let depth = {
            let mut frames = data.frames.borrow_mut();
            // The execution budget and the handle epoch are per top-level hook call.
            if frames.is_empty() {
                data.budget.set(0);
                data.calls.set(data.calls.get() + 1);
                let epoch = data.resume_epoch.take().unwrap_or(data.epoch.get() + 1);
                data.epoch.set(epoch);
            }
            frame.epoch = data.epoch.get();
            frames.push(frame);
            frames.len() - 1
        };
        let r = data.lent.lend(st, f);
        // Frames a use pushed and an error or a question left behind go too.
        data.frames.borrow_mut().truncate(depth);
        r
    }

    fn frame(&self, st: &GameState, card: ObjectId, mode: Mode, hook: &'static str) -> Frame {
        Frame {
            card,
            epoch: 0,
            controller: st.object(card).map(|o| o.controller).unwrap_or_default(),
            mode,
            hook,
        }
    }

    /// Calls a check hook (read-only) with `ctx` and extra arguments.
    fn call_check<R: mlua::FromLuaMulti>(
        &self,
        st: &mut GameState,
        card: ObjectId,
        hook: &'static str,
        f: &Function,
        arg: Arg,
    ) -> Result<R, HookError> {
        let data = self.data();
        self.call_check_in(data, st, card, hook, f, arg)
    }

    /// `call_check` with the host data already at hand (one lookup per dispatch: the
    /// lookup is a large part of a hook call's cost).
    fn call_check_in<R: mlua::FromLuaMulti>(
        &self,
        data: &HostData,
        st: &mut GameState,
        card: ObjectId,
        hook: &'static str,
        f: &Function,
        arg: Arg,
    ) -> Result<R, HookError> {
        if data.frames.borrow().len() >= MAX_NESTING {
            let e = mlua::Error::runtime(format!(
                "hooks nested more than {MAX_NESTING} deep: does a constant ability depend on itself?"
            ));
            return Err(self.error(card, hook, st, &e));
        }
        let frame = self.frame(st, card, Mode::Check, hook);
        let r = Self::lend_in(data, st, frame, || {
            let ctx = &data.ctx;
            // A handle is made inside the lend, so it belongs to this call.
            let handle = |id: ObjectId| api::Obj {
                id,
                generation: data
                    .lent
                    .with(|st| st.object(id).map_or(0, |o| o.generation))
                    .unwrap_or(0),
                epoch: data.epoch.get(),
            };
            match arg {
                Arg::None => f.call::<R>(ctx),
                Arg::Mode(m) => f.call::<R>((ctx, m)),
                Arg::Object(id) => f.call::<R>((ctx, handle(id))),
                Arg::Use(id, name, via) => f.call::<R>((ctx, handle(id), name, via)),
                Arg::Change(c) => {
                    let t = data
                        .lent
                        .with(|st| abilities::change_table(self.lua, &data.keys, st, c))
                        .unwrap_or_else(|| Err(api::not_lent()))?;
                    f.call::<R>((ctx, t))
                }
                Arg::Event(e) => {
                    let t = data
                        .lent
                        .with(|st| abilities::event_table(self.lua, &data.keys, &data.db, st, e))
                        .unwrap_or_else(|| Err(api::not_lent()))?;
                    f.call::<R>((ctx, t))
                }
            }
        });
        r.map_err(|e| self.error(card, hook, st, &e))
    }

    /// Runs (or resumes) a resolution's coroutine. `nested` are the frames of the uses it
    /// was making when it asked its question, and `resolving` the ability then resolving;
    /// both are put back before it goes on.
    #[allow(clippy::too_many_arguments)]
    fn run_thread(
        &self,
        st: &mut GameState,
        card: ObjectId,
        thread: Thread,
        ability: String,
        nested: Vec<Frame>,
        resolving: Option<(ObjectId, String)>,
        args: impl FnOnce() -> mlua::Result<mlua::MultiValue>,
    ) -> Result<ResolveStep, HookError> {
        let frame = self.frame(st, card, Mode::Resolve, "resolve");
        *self.data().resolving.borrow_mut() =
            Some(resolving.unwrap_or_else(|| (card, ability.clone())));
        // The arguments are made inside the lend: handles belong to this call.
        let (r, nested) = self.lend(st, frame, || {
            let base = {
                let data = self.data();
                let mut frames = data.frames.borrow_mut();
                let epoch = data.epoch.get();
                let base = frames.len();
                frames.extend(nested.into_iter().map(|f| Frame { epoch, ..f }));
                base
            };
            let r = args().and_then(|a| thread.resume::<()>(a));
            let still = self.data().frames.borrow()[base..].to_vec();
            (r, still)
        });
        let resolving = self.data().resolving.borrow_mut().take();
        if let Err(e) = r {
            self.data().uses.borrow_mut().clear();
            return Err(self.error(card, "resolve", st, &e));
        }
        let data = self.data();
        if thread.status() == ThreadStatus::Resumable {
            let Some(q) = data.question.borrow_mut().take() else {
                let e = mlua::Error::runtime(
                    "the resolve hook yielded without asking a question (use ctx:choose)",
                );
                return Err(self.error(card, "resolve", st, &e));
            };
            *data.suspended.borrow_mut() = Some(Suspended {
                card,
                thread,
                epoch: data.epoch.get(),
                ability,
                nested,
                resolving,
            });
            return Ok(ResolveStep::Ask(q));
        }
        Ok(ResolveStep::Done)
    }
}

impl Behaviors for Hooks<'_> {
    fn modes(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        let Some(f) = self.hook_fn(st, card, |s| &s.modes) else {
            return Ok(None);
        };
        let v: Value = self.call_check(st, card, "modes", &f, Arg::None)?;
        api::parse_modes(v).map_err(|e| self.error(card, "modes", st, &e))
    }

    fn targets(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        let Some(f) = self.hook_fn(st, card, |s| &s.targets) else {
            return Ok(Vec::new());
        };
        let v: Value = self.call_check(st, card, "targets", &f, Arg::Mode(mode))?;
        api::parse_targets(self.lua, v).map_err(|e| self.error(card, "targets", st, &e))
    }

    fn legal(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Legality, HookError> {
        // The hot path of every activation: one host-data lookup, no function clones.
        let data = self.data();
        let own = st
            .object(card)
            .and_then(|o| data.scripts.get(o.card.0 as usize))
            .and_then(|s| s.as_ref())
            .and_then(|s| s.legal.as_ref());
        if let Some(f) = own {
            let (ok, why) = self.call_check_in(data, st, card, "legal", f, Arg::None)?;
            let verdict = self.verdict(st, card, "legal", ok, why)?;
            if verdict != Legality::Legal {
                return Ok(verdict);
            }
        }
        // The rules script's legality applies to every card.
        if let Some((path, f)) = data
            .rules
            .as_ref()
            .and_then(|(p, h)| Some((p, h.get("legal")?)))
        {
            let r: Result<(Value, Option<String>), HookError> =
                self.call_check_in(data, st, card, "legal", f, Arg::None);
            let (ok, why) = r.map_err(|e| Self::rules_error(e, path))?;
            return self.verdict(st, card, "legal", ok, why);
        }
        Ok(Legality::Legal)
    }

    fn cost_modifiers(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        statics::cost_modifiers(self, st, card, kind)
    }

    fn has_keyword(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        keyword: &str,
    ) -> Result<bool, HookError> {
        statics::has_keyword(self, st, object, keyword)
    }

    fn keyword_holders(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        objects: Vec<ObjectId>,
        keyword: &str,
    ) -> Result<Vec<ObjectId>, HookError> {
        statics::keyword_holders(self, st, objects, keyword)
    }

    fn resolve(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        let Some(f) = self.hook_fn(st, card, |s| &s.resolve) else {
            return Ok(ResolveStep::Done);
        };
        let thread = self
            .lua
            .create_thread(f)
            .map_err(|e| self.error(card, "resolve", st, &e))?;
        self.run_thread(st, card, thread, "resolve".into(), Vec::new(), None, || {
            api::ctx(self.lua)?.into_lua_multi(self.lua)
        })
    }

    fn resume(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        answer: &Answer,
    ) -> Result<ResolveStep, HookError> {
        let suspended = self.data().suspended.borrow_mut().take();
        let Some(s) = suspended.filter(|s| s.card == card) else {
            let e = mlua::Error::runtime("no suspended resolution to resume");
            return Err(self.error(card, "resolve", st, &e));
        };
        self.data().resume_epoch.set(Some(s.epoch));
        self.run_thread(
            st,
            s.card,
            s.thread,
            s.ability,
            s.nested,
            s.resolving,
            || api::answer_value(self.lua, answer)?.into_lua_multi(self.lua),
        )
    }

    fn permits(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        action: &str,
    ) -> Result<bool, HookError> {
        statics::permits(self, st, card, action)
    }

    fn resolve_ability(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &crate::core::stack::Ability,
    ) -> Result<ResolveStep, HookError> {
        use crate::core::stack::Ability;
        match ability {
            Ability::Use { name, .. } => {
                let rules = self.rules_hook(name).map(|(_, f)| f);
                let card = {
                    let data = self.data();
                    st.object(object)
                        .and_then(|o| data.scripts.get(o.card.0 as usize))
                        .and_then(|s| s.as_ref())
                        .and_then(|s| s.abilities.get(name).cloned())
                };
                if rules.is_none() && card.is_none() {
                    return Ok(ResolveStep::Done);
                }
                let run_use = self.data().run_use.clone();
                let thread = self
                    .lua
                    .create_thread(run_use)
                    .map_err(|e| self.error(object, name, st, &e))?;
                self.run_thread(st, object, thread, name.clone(), Vec::new(), None, || {
                    (api::ctx(self.lua)?, rules, card).into_lua_multi(self.lua)
                })
            }
            Ability::Trigger { index, event, .. } => {
                let f = {
                    let data = self.data();
                    st.object(object)
                        .and_then(|o| data.scripts.get(o.card.0 as usize))
                        .and_then(|s| s.as_ref())
                        .and_then(|s| s.triggers.get(*index as usize - 1))
                        .map(|t| t.resolve.clone())
                };
                let Some(f) = f else {
                    return Ok(ResolveStep::Done);
                };
                let thread = self
                    .lua
                    .create_thread(f)
                    .map_err(|e| self.error(object, "triggers", st, &e))?;
                self.run_thread(
                    st,
                    object,
                    thread,
                    "trigger".into(),
                    Vec::new(),
                    None,
                    || {
                        let ev = {
                            let d = self.data();
                            d.lent
                                .with(|st| {
                                    abilities::event_table(self.lua, &d.keys, &d.db, st, event)
                                })
                                .unwrap_or_else(|| Err(api::not_lent()))?
                        };
                        (api::ctx(self.lua)?, ev).into_lua_multi(self.lua)
                    },
                )
            }
        }
    }

    fn may_use(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        via: bool,
    ) -> Result<Legality, HookError> {
        let Some((path, f)) = self.rules_hook("may_use") else {
            return Ok(Legality::Legal);
        };
        let (ok, why): (Value, Option<String>) = self
            .call_check(st, object, "may_use", &f, Arg::Use(object, ability, via))
            .map_err(|e| Self::rules_error(e, &path))?;
        self.verdict(st, object, "may_use", ok, why)
    }

    fn has_hook(&self, _db: &CardDb, st: &GameState, object: ObjectId, hook: &str) -> bool {
        let data = self.data();
        st.object(object)
            .and_then(|o| data.scripts.get(o.card.0 as usize))
            .and_then(|s| s.as_ref())
            .is_some_and(|s| s.abilities.contains_key(hook))
    }

    fn replacements(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Replacement>, HookError> {
        abilities::replacements(self, st, change)
    }

    fn replace(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        r: &crate::core::replacement::Replacement,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Change>, HookError> {
        abilities::replace(self, st, r, change)
    }

    fn triggers(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        event: &crate::core::events::Event,
    ) -> Result<Vec<(ObjectId, u16, String)>, HookError> {
        abilities::triggers(self, st, event)
    }

    fn stat(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        stat: &str,
    ) -> Result<Option<i64>, HookError> {
        statics::stat(self, st, object, stat)
    }

    fn abandon(&self) {
        let data = self.data();
        data.suspended.borrow_mut().take();
        data.uses.borrow_mut().clear();
        data.question.borrow_mut().take();
        data.resolving.borrow_mut().take();
        data.settling.borrow_mut().take();
    }
}

impl Behaviors for LuaHost {
    fn modes(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        self.hooks().modes(db, st, card)
    }
    fn targets(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        self.hooks().targets(db, st, card, mode)
    }
    fn legal(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Legality, HookError> {
        self.hooks().legal(db, st, card)
    }
    fn cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        self.hooks().cost_modifiers(db, st, card, kind)
    }
    fn has_keyword(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        keyword: &str,
    ) -> Result<bool, HookError> {
        self.hooks().has_keyword(db, st, object, keyword)
    }
    fn keyword_holders(
        &self,
        db: &CardDb,
        st: &mut GameState,
        objects: Vec<ObjectId>,
        keyword: &str,
    ) -> Result<Vec<ObjectId>, HookError> {
        self.hooks().keyword_holders(db, st, objects, keyword)
    }
    fn resolve(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        self.hooks().resolve(db, st, card)
    }
    fn resume(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        answer: &Answer,
    ) -> Result<ResolveStep, HookError> {
        self.hooks().resume(db, st, card, answer)
    }
    fn permits(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        action: &str,
    ) -> Result<bool, HookError> {
        self.hooks().permits(db, st, card, action)
    }
    fn resolve_ability(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &crate::core::stack::Ability,
    ) -> Result<ResolveStep, HookError> {
        self.hooks().resolve_ability(db, st, object, ability)
    }
    fn may_use(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        ability: &str,
        via: bool,
    ) -> Result<Legality, HookError> {
        self.hooks().may_use(db, st, object, ability, via)
    }
    fn has_hook(&self, db: &CardDb, st: &GameState, object: ObjectId, hook: &str) -> bool {
        self.hooks().has_hook(db, st, object, hook)
    }
    fn replacements(
        &self,
        db: &CardDb,
        st: &mut GameState,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Replacement>, HookError> {
        self.hooks().replacements(db, st, change)
    }
    fn replace(
        &self,
        db: &CardDb,
        st: &mut GameState,
        r: &crate::core::replacement::Replacement,
        change: &crate::core::replacement::Change,
    ) -> Result<Vec<crate::core::replacement::Change>, HookError> {
        self.hooks().replace(db, st, r, change)
    }
    fn triggers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        event: &crate::core::events::Event,
    ) -> Result<Vec<(ObjectId, u16, String)>, HookError> {
        self.hooks().triggers(db, st, event)
    }
    fn stat(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        stat: &str,
    ) -> Result<Option<i64>, HookError> {
        self.hooks().stat(db, st, object, stat)
    }
    fn abandon(&self) {
        self.hooks().abandon()
    }
}
