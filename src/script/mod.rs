//! The script host: card behaviour written in Luau, run in a sandbox, behind the core's
//! [`Behaviors`] trait.
//!
//! One [`LuaHost`] (one VM) per game. Each card script is compiled once, in its own
//! read-only environment, and returns a table of hooks. During a hook call the host lends
//! the game state to the VM; the API functions resolve every handle against the lent
//! state on each call. Scripts keep nothing between calls.
//!
//! Invariant: scripts never hold game state; they ask the core to act.

mod api;
mod sandbox;
mod statics;

pub use api::API_STUB;
pub use sandbox::Limits;

use crate::core::decision::{Answer, Decision};
use crate::core::hooks::{Behaviors, HookError, Legality, ModeSpec, ResolveStep, TargetSpec};
use crate::core::ids::{CardIdx, ObjectId, PlayerId};
use crate::core::ruleset::CardDb;
use crate::core::state::GameState;
use crate::core::CostModifier;
use mlua::{Function, Lua, Table, Thread, ThreadStatus, Value};
use statics::StaticAbility;
use std::cell::{Cell, RefCell};
use std::path::PathBuf;
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

/// Hooks a rules script may define; each applies to every card.
pub const RULES_HOOKS: &[&str] = &["legal"];

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

/// The names of the hooks a card table may define.
pub const HOOKS: &[&str] = &["modes", "targets", "legal", "resolve", "statics"];

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
}

/// Everything the API functions reach through the VM's app data.
pub(crate) struct HostData {
    /// The rules script's path and its `legal` hook.
    pub rules: Option<(PathBuf, Option<Function>)>,
    /// The one `ctx` value every hook receives.
    pub ctx: mlua::AnyUserData,
    /// `ctx.choose`: the Lua half of asking a question.
    pub choose: Function,
    /// `ctx.pay`: the Lua half of paying a cost named by a resolving effect.
    pub pay: Function,
    pub db: Arc<CardDb>,
    pub scripts: Vec<Option<CardScript>>,
    pub paths: Vec<PathBuf>,
    /// The game state while a hook runs (an empty placeholder otherwise).
    pub lent: RefCell<GameState>,
    pub frames: RefCell<Vec<Frame>>,
    /// A suspended resolution and the question it asked.
    pub suspended: RefCell<Option<(ObjectId, Thread, u64)>>,
    /// Counts top-level hook calls; handles carry the epoch that made them and are
    /// refused in any other. A suspended resolution keeps its epoch across questions.
    pub epoch: Cell<u64>,
    pub resume_epoch: Cell<Option<u64>>,
    pub question: RefCell<Option<Decision>>,
    pub budget: Cell<u64>,
    /// Top-level hook calls made so far (for `cardsmith sim`).
    pub calls: Cell<u64>,
    pub limits: Limits,
}

/// The Lua host for one game.
pub struct LuaHost {
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
        let lua = sandbox::new_vm(&limits).map_err(|e| {
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
        for (i, card) in db.cards.iter().enumerate() {
            let src = sources.cards.get(i).and_then(|s| s.as_ref());
            paths.push(src.map(|s| s.path.clone()).unwrap_or_default());
            let Some(src) = src else {
                scripts.push(None);
                continue;
            };
            let compiled = sandbox::compile_card(&lua, &card.id, src, HOOKS).and_then(|table| {
                let statics = statics::parse(&card.id, &src.path, &table)?;
                let f = |name: &str| table.raw_get::<Option<Function>>(name).ok().flatten();
                Ok(CardScript {
                    modes: f("modes"),
                    targets: f("targets"),
                    legal: f("legal"),
                    resolve: f("resolve"),
                    table,
                    statics,
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
            Some(src) => match sandbox::compile_card(&lua, "rules", src, RULES_HOOKS) {
                Ok(table) => Some((
                    src.path.clone(),
                    table.raw_get::<Option<Function>>("legal").ok().flatten(),
                )),
                Err(e) => {
                    errors.push(e);
                    None
                }
            },
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        let (ctx, choose, pay) = match api::register(&lua) {
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
        lua.set_app_data(HostData {
            rules,
            ctx,
            choose,
            pay,
            db,
            scripts,
            paths,
            lent: RefCell::new(GameState::default()),
            frames: RefCell::new(Vec::new()),
            suspended: RefCell::new(None),
            epoch: Cell::new(0),
            resume_epoch: Cell::new(None),
            question: RefCell::new(None),
            budget: Cell::new(0),
            calls: Cell::new(0),
            limits,
        });
        Ok(LuaHost { lua })
    }

    /// The hooks a card's script defines (for `validate`).
    pub fn hooks_of(&self, card: CardIdx) -> Vec<String> {
        let Some(data) = self.lua.app_data_ref::<HostData>() else {
            return Vec::new();
        };
        let Some(Some(s)) = data.scripts.get(card.0 as usize) else {
            return Vec::new();
        };
        let t = &s.table;
        HOOKS
            .iter()
            .filter(|h| !matches!(t.raw_get::<Value>(**h), Ok(Value::Nil) | Err(_)))
            .map(|h| h.to_string())
            .collect()
    }

    pub fn lua(&self) -> &Lua {
        &self.lua
    }

    /// How many top-level script hook calls this VM has made.
    pub fn script_calls(&self) -> u64 {
        self.lua
            .app_data_ref::<HostData>()
            .map_or(0, |d| d.calls.get())
    }
}

/// The argument a check hook gets after `ctx`.
pub(crate) enum Arg<'a> {
    None,
    Mode(Option<&'a str>),
    Object(ObjectId),
}

/// The core-facing behaviour of the host, usable from inside API callbacks too.
pub(crate) struct Hooks<'a>(pub &'a Lua);

impl Hooks<'_> {
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

    fn data(&self) -> mlua::AppDataRef<'_, HostData> {
        self.0
            .app_data_ref::<HostData>()
            .expect("the host registers its data before any hook runs")
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
    pub(crate) fn lend<R>(&self, st: &mut GameState, mut frame: Frame, f: impl FnOnce() -> R) -> R {
        {
            let data = self.data();
            std::mem::swap(&mut *data.lent.borrow_mut(), st);
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
        }
        let r = f();
        let data = self.data();
        data.frames.borrow_mut().pop();
        std::mem::swap(&mut *data.lent.borrow_mut(), st);
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
        if self.data().frames.borrow().len() >= MAX_NESTING {
            let e = mlua::Error::runtime(format!(
                "hooks nested more than {MAX_NESTING} deep: does a constant ability depend on itself?"
            ));
            return Err(self.error(card, hook, st, &e));
        }
        let frame = self.frame(st, card, Mode::Check, hook);
        let r = self.lend(st, frame, || {
            let ctx = api::ctx(self.0)?;
            match arg {
                Arg::None => f.call::<R>(ctx),
                Arg::Mode(m) => f.call::<R>((ctx, m)),
                // The handle is made inside the lend, so it belongs to this call.
                Arg::Object(id) => {
                    let h = {
                        let d = self.data();
                        let st = d.lent.borrow();
                        api::object_handle(self.0, &st, id)
                    };
                    f.call::<R>((ctx, h))
                }
            }
        });
        r.map_err(|e| self.error(card, hook, st, &e))
    }

    fn run_thread(
        &self,
        st: &mut GameState,
        card: ObjectId,
        thread: Thread,
        args: impl mlua::IntoLuaMulti,
    ) -> Result<ResolveStep, HookError> {
        let frame = self.frame(st, card, Mode::Resolve, "resolve");
        let r = self.lend(st, frame, || thread.resume::<()>(args));
        if let Err(e) = r {
            return Err(self.error(card, "resolve", st, &e));
        }
        let data = self.data();
        if thread.status() == ThreadStatus::Resumable {
            let Some(q) = data.question.borrow_mut().take() else {
                let e = mlua::Error::runtime(
                    "the resolve hook yielded without asking a question (use ctx:choose)",
                );
                drop(data);
                return Err(self.error(card, "resolve", st, &e));
            };
            *data.suspended.borrow_mut() = Some((card, thread, data.epoch.get()));
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
        api::parse_targets(self.0, v).map_err(|e| self.error(card, "targets", st, &e))
    }

    fn legal(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Legality, HookError> {
        if let Some(f) = self.hook_fn(st, card, |s| &s.legal) {
            let (ok, why) = self.call_check(st, card, "legal", &f, Arg::None)?;
            let verdict = self.verdict(st, card, "legal", ok, why)?;
            if verdict != Legality::Legal {
                return Ok(verdict);
            }
        }
        // The rules script's legality applies to every card.
        let rules = self.data().rules.clone();
        if let Some((path, Some(f))) = rules {
            let r: Result<(Value, Option<String>), HookError> =
                self.call_check(st, card, "legal", &f, Arg::None);
            let (ok, why) = r.map_err(|e| {
                let mut fault = (*e).clone();
                fault.card = format!("rules ({})", fault.card);
                fault.file = path.clone();
                HookError::new(fault)
            })?;
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
            .0
            .create_thread(f)
            .map_err(|e| self.error(card, "resolve", st, &e))?;
        let ctx = api::ctx(self.0).map_err(|e| self.error(card, "resolve", st, &e))?;
        self.run_thread(st, card, thread, ctx)
    }

    fn resume(
        &self,
        _db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        answer: &Answer,
    ) -> Result<ResolveStep, HookError> {
        let suspended = self.data().suspended.borrow_mut().take();
        let Some((obj, thread, epoch)) = suspended.filter(|(o, _, _)| *o == card) else {
            let e = mlua::Error::runtime("no suspended resolution to resume");
            return Err(self.error(card, "resolve", st, &e));
        };
        self.data().resume_epoch.set(Some(epoch));
        let value =
            api::answer_value(self.0, answer).map_err(|e| self.error(obj, "resolve", st, &e))?;
        self.run_thread(st, obj, thread, value)
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

    fn abandon(&self) {
        let data = self.data();
        data.suspended.borrow_mut().take();
        data.question.borrow_mut().take();
    }
}

impl Behaviors for LuaHost {
    fn modes(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Option<ModeSpec>, HookError> {
        Hooks(&self.lua).modes(db, st, card)
    }
    fn targets(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        mode: Option<&str>,
    ) -> Result<Vec<TargetSpec>, HookError> {
        Hooks(&self.lua).targets(db, st, card, mode)
    }
    fn legal(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<Legality, HookError> {
        Hooks(&self.lua).legal(db, st, card)
    }
    fn cost_modifiers(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        kind: &str,
    ) -> Result<Vec<CostModifier>, HookError> {
        Hooks(&self.lua).cost_modifiers(db, st, card, kind)
    }
    fn has_keyword(
        &self,
        db: &CardDb,
        st: &mut GameState,
        object: ObjectId,
        keyword: &str,
    ) -> Result<bool, HookError> {
        Hooks(&self.lua).has_keyword(db, st, object, keyword)
    }
    fn resolve(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
    ) -> Result<ResolveStep, HookError> {
        Hooks(&self.lua).resolve(db, st, card)
    }
    fn resume(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        answer: &Answer,
    ) -> Result<ResolveStep, HookError> {
        Hooks(&self.lua).resume(db, st, card, answer)
    }
    fn permits(
        &self,
        db: &CardDb,
        st: &mut GameState,
        card: ObjectId,
        action: &str,
    ) -> Result<bool, HookError> {
        Hooks(&self.lua).permits(db, st, card, action)
    }
    fn abandon(&self) {
        Hooks(&self.lua).abandon()
    }
}
