//! Hook dispatch: a hook call lends the game state to the VM for its duration, under a
//! frame naming the card and what the call may do, within the execution budget; a
//! resolution runs in a coroutine that a question suspends.

use super::api::meter;
use super::{abilities, api, sandbox};
use super::{CardScript, Frame, HostData, Mode, Suspended, MAX_NESTING};
use crate::core::hooks::{HookError, Legality, ResolveStep};
use crate::core::ids::ObjectId;
use crate::core::state::GameState;
use mlua::{Function, IntoLua, IntoLuaMulti, Lua, Thread, ThreadStatus, Value};
use std::path::PathBuf;

/// The argument a check hook gets after `ctx`.
pub(crate) enum Arg<'a> {
    None,
    Mode(Option<&'a str>),
    Object(ObjectId),
    /// A player (a constant ability's `applies_to` for a player's cost).
    Player(crate::core::ids::PlayerId),
    /// A use's name and whether another card's ability makes it (`may_use`).
    Use(ObjectId, &'a str, bool),
    Change(&'a crate::core::replacement::Change),
    Event(&'a crate::core::events::Event),
}

/// Calls `f` with `args` (made while the memory limit was lifted) under `limit`, then
/// puts back the `lifted` one.
fn metered_call<A: IntoLuaMulti, R: mlua::FromLuaMulti>(
    lua: &Lua,
    limit: usize,
    lifted: usize,
    f: &Function,
    args: mlua::Result<A>,
) -> mlua::Result<R> {
    let r = args.and_then(|a| meter::metered(lua, limit, || f.call::<R>(a)));
    meter::restore(lua, lifted);
    r
}

/// The core-facing behaviour of the host, usable from inside API callbacks too.
pub(crate) struct Hooks<'a> {
    pub lua: &'a Lua,
    /// Held rather than looked up: the app-data lookup was a large share of a hook call.
    data: &'a HostData,
}

impl<'a> Hooks<'a> {
    pub(super) fn verdict(
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

    pub(super) fn data(&self) -> &'a HostData {
        self.data
    }

    pub(super) fn error(
        &self,
        card: ObjectId,
        hook: &str,
        st: &GameState,
        e: &mlua::Error,
    ) -> HookError {
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
    pub(super) fn rules_hook(&self, name: &str) -> Option<(PathBuf, Function)> {
        let data = self.data();
        let (path, hooks) = data.rules.as_ref()?;
        Some((path.clone(), hooks.get(name)?.clone()))
    }

    /// A rules-script failure, named as such.
    pub(super) fn rules_error(e: HookError, path: &std::path::Path) -> HookError {
        let mut fault = (*e).clone();
        fault.card = format!("rules ({})", fault.card);
        fault.file = path.to_path_buf();
        HookError::new(fault)
    }

    /// The card's hook function, if its script defines one.
    pub(super) fn hook_fn(
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

    /// One hook of `object`'s activated ability `ability` (its script's `activated`).
    pub(super) fn activated_fn(
        &self,
        st: &GameState,
        object: ObjectId,
        ability: &str,
        hook: fn(&super::activated::AbilityHooks) -> &Option<Function>,
    ) -> Option<Function> {
        let data = self.data();
        // Its card's, else those of the cards it gained the abilities of (RULE-GAINED-1).
        let own =
            super::gained::scripts_of(data, st, object).find_map(|s| s.activated.get(ability));
        // Otherwise an ability the rules give (a counter's): the rules script's hooks.
        let hooks = own.or_else(|| data.rules_activated.get(ability))?;
        hook(hooks).clone()
    }

    /// Runs `f` with the state lent to the VM and `frame` on top of the frame stack.
    pub(crate) fn lend<R>(&self, st: &mut GameState, frame: Frame, f: impl FnOnce() -> R) -> R {
        let data = self.data();
        Self::lend_in(data, st, frame, f)
    }

    /// `lend` with the host data already at hand. Holding it across the call is sound:
    /// the app data is only ever borrowed shared once the host is built.
    pub(super) fn lend_in<R>(
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
                // A resumed resolution keeps its own epoch; every other call takes a
                // number never handed out before.
                let epoch = data.resume_epoch.take().unwrap_or_else(|| {
                    let n = data.epochs_issued.get() + 1;
                    data.epochs_issued.set(n);
                    n
                });
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

    pub(super) fn frame(
        &self,
        st: &GameState,
        card: ObjectId,
        mode: Mode,
        hook: &'static str,
    ) -> Frame {
        Frame {
            card,
            epoch: 0,
            controller: st.object(card).map(|o| o.controller).unwrap_or_default(),
            mode,
            hook,
        }
    }

    /// Calls a check hook (read-only) with `ctx` and extra arguments.
    pub(super) fn call_check<R: mlua::FromLuaMulti>(
        &self,
        st: &mut GameState,
        card: ObjectId,
        hook: &'static str,
        f: &Function,
        arg: Arg,
    ) -> Result<R, HookError> {
        let data = self.data();
        self.call_check_then(data, st, card, hook, f, arg, Ok)
    }

    /// `call_check` with the host data already at hand (one lookup per dispatch: the
    /// lookup is a large part of a hook call's cost), and `then` run on the result while
    /// the call is still running:
    /// what the hook returned is converted to Rust inside its own call, so the handles
    /// in it are checked against the frame that made them.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn call_check_then<R: mlua::FromLuaMulti, T>(
        &self,
        data: &HostData,
        st: &mut GameState,
        card: ObjectId,
        hook: &'static str,
        f: &Function,
        arg: Arg,
        then: impl FnOnce(R) -> mlua::Result<T>,
    ) -> Result<T, HookError> {
        if data.frames.borrow().len() >= MAX_NESTING {
            let e = mlua::Error::runtime(format!(
                "hooks nested more than {MAX_NESTING} deep: does a constant ability depend on itself?"
            ));
            return Err(self.error(card, hook, st, &e));
        }
        let frame = self.frame(st, card, Mode::Check, hook);
        let r = Self::lend_in(data, st, frame, || {
            let ctx = &data.ctx;
            // The arguments are made inside the lend (handles belong to this call) with
            // the memory limit lifted; the hook runs under it (`api::meter`).
            let lua = self.lua;
            let lifted = meter::lift(lua);
            let handle = |id: ObjectId| data.lent_handle(id).into_lua(lua);
            let limit = data.limits.memory;
            match arg {
                Arg::None => metered_call(lua, limit, lifted, f, Ok(ctx)),
                Arg::Mode(m) => {
                    let m = m.map(|m| lua.create_string(m)).transpose();
                    metered_call(lua, limit, lifted, f, m.map(|m| (ctx, m)))
                }
                Arg::Object(id) => {
                    metered_call(lua, limit, lifted, f, handle(id).map(|h| (ctx, h)))
                }
                Arg::Player(p) => metered_call(lua, limit, lifted, f, Ok((ctx, api::PlayerRef(p)))),
                Arg::Use(id, name, via) => {
                    let args = handle(id).and_then(|h| Ok((ctx, h, lua.create_string(name)?, via)));
                    metered_call(lua, limit, lifted, f, args)
                }
                Arg::Change(c) => {
                    let t = data
                        .lent
                        .with(|st| abilities::change_table(lua, &data.keys, st, c))
                        .unwrap_or_else(|| Err(api::not_lent()));
                    metered_call(lua, limit, lifted, f, t.map(|t| (ctx, t)))
                }
                Arg::Event(e) => {
                    let t = data
                        .lent
                        .with(|st| abilities::event_table(lua, &data.keys, &data.db, st, e))
                        .unwrap_or_else(|| Err(api::not_lent()));
                    metered_call(lua, limit, lifted, f, t.map(|t| (ctx, t)))
                }
            }
            .and_then(then)
        });
        r.map_err(|e| self.error(card, hook, st, &e))
    }

    /// A coroutine for a resolution, made with the memory limit lifted (`api::meter`).
    pub(super) fn new_thread(&self, f: Function) -> mlua::Result<Thread> {
        // Where destruction goes in steps, the resolution ends by dealing its damage and
        // destroying in place, where "Destroyed:" abilities may still ask questions.
        let f = if self.data().db.ruleset.destruction == crate::core::ruleset::Destruction::Tagged {
            let wrap: Function = self.lua.named_registry_value(api::FINISH_RESOLUTION)?;
            wrap.call(f)?
        } else {
            f
        };
        let limit = meter::lift(self.lua);
        let t = self.lua.create_thread(f);
        meter::restore(self.lua, limit);
        t
    }

    /// Runs (or resumes) a resolution's coroutine. `nested` are the frames of the uses it
    /// was making when it asked its question, and `resolving` the ability then resolving;
    /// both are put back before it goes on.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn run_thread(
        &self,
        st: &mut GameState,
        card: ObjectId,
        thread: Thread,
        ability: String,
        nested: Vec<Frame>,
        resolving: Option<(ObjectId, String)>,
        args: impl FnOnce() -> mlua::Result<mlua::MultiValue>,
    ) -> Result<ResolveStep, HookError> {
        let mut frame = self.frame(st, card, Mode::Resolve, "resolve");
        // What resolves is controlled by its stack entry's controller: a "Destroyed:"
        // ability by the creature's last controller, not by whoever holds the card now.
        // Its entry may not be the top: a card activated during the resolution waits
        // above it.
        let entry = st.stack.entries().iter().rev().find(|e| e.object == card);
        if let Some(e) = entry {
            frame.controller = e.controller;
        }
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
            let lua = self.lua;
            let limit = meter::lift(lua);
            let r = args().and_then(|a| {
                meter::metered(lua, self.data().limits.memory, || thread.resume::<()>(a))
            });
            meter::restore(lua, limit);
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
