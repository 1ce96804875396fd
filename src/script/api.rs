//! The scripting surface, registered in one place. Scripts see `ctx` (the hook's
//! context), object handles and player handles. Handles are ids resolved against the
//! lent game state on every call; a handle to an object that has since changed zones is
//! stale and fails clearly. Everything that changes the game goes through the core's
//! primitives, and only while resolving.

use super::{Frame, Hooks, HostData, Mode};
use crate::core::board::Square;
use crate::core::decision::{Answer, Choice, Decision, Options};
use crate::core::events::Event;
use crate::core::hooks::{ModeSpec, TargetSpec};
use crate::core::ids::{ObjectId, PlayerId};
use crate::core::primitives;
use crate::core::query;
use crate::core::ruleset::{CardDb, ObjectFilter, Payment, Who};
use crate::core::stack::Target;
use crate::core::state::{GameObject, GameState, ZoneRef};
use mlua::{
    AnyUserData, FromLua, Function, Lua, Result, String as LuaString, Table, UserData,
    UserDataFields, UserDataMethods, UserDataRef, Value,
};

/// The hook context passed to every hook as its first argument.
pub(crate) struct Ctx;

/// A handle to a game object.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Obj {
    pub id: ObjectId,
    pub generation: u32,
    /// The hook call that made this handle.
    pub epoch: u64,
}

/// A handle to a player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct PlayerRef(pub PlayerId);

/// Registers the API: the userdata types and the host's Lua-side helpers. Returns the
/// shared `ctx` value and the `choose` helper.
#[allow(clippy::type_complexity)]
pub(crate) fn register(
    lua: &Lua,
) -> Result<(AnyUserData, Function, Function, Vec<Function>, Function)> {
    let ctx = lua.create_userdata(Ctx)?;
    let ask = lua.create_function(ask)?;
    let yield_fn: Function = lua.named_registry_value("cardsmith.yield")?;
    // ctx:choose asks the core to register the question, then suspends the resolving
    // coroutine; the answer comes back as the value of `yield`.
    let choose: Function = lua
        .load(
            "local ask, yield = ...\nreturn function(ctx, spec) ask(ctx, spec) return yield() end",
        )
        .set_name("=cardsmith.choose")
        .call((ask, yield_fn.clone()))?;
    // ctx:pay pays at once when there is no choice; otherwise it asks which cards, in
    // the same way, and pays with the answer.
    let pay: Function = lua
        .load(
            "local start, finish, yield = ...\nreturn function(ctx, kind, n)\n  local s = start(ctx, kind, n)\n  if s == 'ask' then return finish(ctx, kind, yield()) end\n  return s == 'paid'\nend",
        )
        .set_name("=cardsmith.pay")
        .call((lua.create_function(pay_start)?, lua.create_function(pay_finish)?, yield_fn))?;
    // Changes pass through replacement effects; when several apply, the affected player
    // is asked which applies first, and the settling goes on from there with the answer.
    let changes: Table = lua.load(CHANGES_LUA).set_name("=cardsmith.changes").call((
        lua.create_function(apply_change)?,
        lua.create_function(apply_pick)?,
        choose.clone(),
    ))?;
    // A use: the rules' part (reap's æmber, fight's damage), its damage dealt, then the
    // card's own ability while the object is still where it was used.
    let run_use: Function = lua
        .load(
            "local settle = ...\nreturn function(ctx, rules_fn, card_fn)\n  local this = ctx.this\n  if rules_fn then rules_fn(ctx) end\n  settle(ctx)\n  if card_fn and this:is_valid() then card_fn(ctx) end\nend",
        )
        .set_name("=cardsmith.use")
        .call(lua.create_function(settle_damage)?)?;
    // ctx:use resolves the use where the ability says it (written order): the use is
    // checked and started, then run as a nested frame of the resolving ability.
    let use_fn: Function = lua
        .load(
            "local begin, finish, run_use = ...\nreturn function(ctx, target, ability)\n  local ok, rules_fn, card_fn = begin(ctx, target, ability)\n  if not ok then return false end\n  run_use(ctx, rules_fn, card_fn)\n  finish(ctx)\n  return true\nend",
        )
        .set_name("=cardsmith.ctx_use")
        .call((
            lua.create_function(use_begin)?,
            lua.create_function(use_finish)?,
            run_use.clone(),
        ))?;
    changes.raw_set("use", use_fn)?;
    // In `CHANGE_FUNCTIONS` order, so that `ctx`'s getters find them by position.
    let changes = CHANGE_FUNCTIONS
        .iter()
        .map(|name| changes.raw_get::<Function>(*name))
        .collect::<Result<Vec<_>>>()?;
    Ok((ctx, choose, pay, changes, run_use))
}

/// The change wrappers behind `ctx:draw`, `ctx:deal_damage`, and the rest.
const CHANGES_LUA: &str = r#"
local apply, pick, choose = ...
local function run(ctx, change)
  local status, a, b = apply(ctx, change)
  while status == "ask" do
    local chosen = choose(ctx, { player = a, prompt = "Which replacement effect applies first?", options = b })
    status, a, b = pick(ctx, chosen[1])
  end
  return a
end
local function rest(ctx, target) return run(ctx, { kind = "rest", target = target }) > 0 end
local function wake(ctx, target) return run(ctx, { kind = "wake", target = target }) > 0 end
return {
  draw = function(ctx, n, player) return run(ctx, { kind = "draw", count = n, player = player }) end,
  deal_damage = function(ctx, target, n, source) run(ctx, { kind = "damage", target = target, amount = n, source = source }) end,
  heal = function(ctx, target, n) return run(ctx, { kind = "heal", target = target, amount = n }) > 0 end,
  destroy = function(ctx, target) return run(ctx, { kind = "destroy", target = target }) > 0 end,
  move = function(ctx, target, zone) return run(ctx, { kind = "move", target = target, zone = zone }) > 0 end,
  add_counter = function(ctx, target, name, n) return run(ctx, { kind = "counter", target = target, counter = name, amount = n }) > 0 end,
  rest = rest,
  exhaust = rest,
  wake = wake,
  ready = wake,
  gain = function(ctx, player, counter, n) return run(ctx, { kind = "gain", player = player, counter = counter, amount = n }) end,
}
"#;

/// The names `CHANGES_LUA` defines (fields of `ctx`).
pub const CHANGE_FUNCTIONS: &[&str] = &[
    "draw",
    "deal_damage",
    "heal",
    "destroy",
    "move",
    "add_counter",
    "rest",
    "exhaust",
    "wake",
    "ready",
    "gain",
    "use",
];

/// Settles a change through replacement effects and performs it. Returns `"done"` and
/// how much happened (cards drawn, or 1 if the change happened), or `"ask"`, the
/// affected player and the replacement effects to choose from; the settling then waits
/// for [`apply_pick`].
fn apply_change(
    lua: &Lua,
    (_ctx, change): (AnyUserData, Table),
) -> Result<(mlua::String, Value, Value)> {
    use crate::core::replacement::{Change, Order, Settling};
    // Held for the whole call: its keys are used across the action.
    let host: std::rc::Rc<HostData> = (*data(lua)?).clone();
    let k = &host.keys;
    let kind: String = change.get(&k.kind)?;
    act(lua, &kind, |db, st, hooks, fr| {
        if matches!(
            kind.as_str(),
            "damage" | "heal" | "destroy" | "move" | "counter" | "rest" | "wake"
        ) {
            let h = change.get::<Option<UserDataRef<Obj>>>(&k.target)?;
            if still_there(st, fr, h.as_deref(), &kind)?.is_none() {
                return Ok((k.done.clone(), Value::Integer(0), Value::Nil));
            }
        }
        let mut c = super::abilities::change_from(&host, &change, st, fr.card)?;
        if let Change::Damage { source, .. } = &mut c {
            source.get_or_insert(fr.card);
        }
        let mut settling = Settling::new(c, Order::Chosen);
        let outcome = settling.run(db, hooks, st).map_err(hook_err)?;
        settled(lua, &host, db, st, settling, outcome)
    })
}

/// Continues the change waiting on the affected player's order answer with their pick.
fn apply_pick(
    lua: &Lua,
    (_ctx, pick): (AnyUserData, String),
) -> Result<(mlua::String, Value, Value)> {
    let host: std::rc::Rc<HostData> = (*data(lua)?).clone();
    let Some(mut settling) = host.settling.borrow_mut().take() else {
        return Err(mlua::Error::runtime(
            "no change waits on the order of its replacement effects",
        ));
    };
    act(lua, "replacement order", |db, st, hooks, _| {
        let outcome = settling.choose(db, hooks, st, &pick).map_err(hook_err)?;
        settled(lua, &host, db, st, settling, outcome)
    })
}

/// Performs a settled change, or keeps the settling until the player picks.
fn settled(
    lua: &Lua,
    host: &HostData,
    db: &crate::core::CardDb,
    st: &mut crate::core::GameState,
    settling: crate::core::replacement::Settling,
    outcome: crate::core::replacement::Outcome,
) -> Result<(mlua::String, Value, Value)> {
    use crate::core::replacement::{self, Outcome};
    let k = &host.keys;
    match outcome {
        Outcome::Ask { player, options } => {
            *host.settling.borrow_mut() = Some(settling);
            Ok((
                k.ask.clone(),
                Value::UserData(lua.create_userdata(PlayerRef(player))?),
                Value::Table(lua.create_sequence_from(options)?),
            ))
        }
        Outcome::Done(settled) => {
            let n = replacement::perform(db, st, settled);
            Ok((k.done.clone(), Value::Integer(n as i64), Value::Nil))
        }
    }
}

/// `ctx:use`'s first half: checks and starts the use (exhausting the object, counting
/// its title), then makes the used object the frame the use's hooks run in. Returns
/// whether it may go on, and the rules' and the card's hooks for the use.
fn use_begin(
    lua: &Lua,
    (_ctx, target, ability): (AnyUserData, Option<UserDataRef<Obj>>, String),
) -> Result<(bool, Value, Value)> {
    let started = act(lua, "use", |db, st, hooks, fr| {
        let Some(id) = still_there(st, fr, target.as_deref(), "use")? else {
            return Ok(None);
        };
        let r = crate::core::procedures::uses::start_use(
            db,
            hooks,
            st,
            fr.controller,
            id,
            &ability,
            true,
        )
        .map_err(hook_err)?;
        match r {
            Ok(_) => Ok(st.object(id).map(|o| (id, o.controller))),
            Err(why) => {
                st.emit(Event::Skipped {
                    object: fr.card,
                    what: format!("use ({why})"),
                });
                Ok(None)
            }
        }
    })?;
    let Some((id, controller)) = started else {
        return Ok((false, Value::Nil, Value::Nil));
    };
    let d = data(lua)?;
    let rules_fn = d.rules.as_ref().and_then(|(_, h)| h.get(&ability)).cloned();
    let card_fn = d
        .lent
        .with(|st| st.object(id).map(|o| o.card))
        .flatten()
        .and_then(|c| d.scripts.get(c.0 as usize))
        .and_then(|s| s.as_ref())
        .and_then(|s| s.abilities.get(&ability))
        .cloned();
    let epoch = d.epoch.get();
    d.frames.borrow_mut().push(Frame {
        card: id,
        epoch,
        controller,
        mode: Mode::Resolve,
        hook: "use",
    });
    let before = d.resolving.replace(Some((id, ability)));
    d.uses.borrow_mut().push(before);
    let f = |x: Option<Function>| x.map_or(Value::Nil, Value::Function);
    Ok((true, f(rules_fn), f(card_fn)))
}

/// `ctx:use`'s second half: back to the ability that made the use.
fn use_finish(lua: &Lua, _ctx: AnyUserData) -> Result<()> {
    let d = data(lua)?;
    d.frames.borrow_mut().pop();
    let before = d.uses.borrow_mut().pop().flatten();
    *d.resolving.borrow_mut() = before;
    Ok(())
}

/// Deals the damage queued so far (a fight's), then the state-based check.
fn settle_damage(lua: &Lua, _ctx: AnyUserData) -> Result<()> {
    act(lua, "settle", |db, st, hooks, _| {
        let mut w = std::mem::take(&mut st.window);
        w.close(db, hooks, st).map_err(hook_err)?;
        Ok(())
    })
}

/// `ctx:pay(kind, n)`'s first half: a cost named by a resolving effect (GA-COST-5), paid
/// the way the ruleset pays that cost kind. Returns "paid", "unpayable" or "ask".
fn pay_start(lua: &Lua, (_ctx, kind, n): (AnyUserData, String, i64)) -> Result<String> {
    act(lua, "pay", |db, st, _, fr| {
        let def = db
            .cost_kind(&kind)
            .ok_or_else(|| mlua::Error::runtime(format!("ctx:pay: no cost kind '{kind}'")))?;
        let (from, to) = match &def.payment {
            Payment::Choose { from, to, .. } | Payment::Random { from, to } => (from, to),
        };
        let (Some(f), Some(t)) = (db.zone(from), db.zone(to)) else {
            return Err(mlua::Error::runtime(format!(
                "cost kind '{kind}' names an unknown zone"
            )));
        };
        let need = n.max(0) as usize;
        let mut pool = st.zone(ZoneRef::Player(fr.controller, f)).to_vec();
        if pool.len() < need {
            return Ok("unpayable".to_string());
        }
        let chosen: Vec<ObjectId> = match def.payment {
            Payment::Random { .. } => (0..need)
                .map(|_| pool.swap_remove(st.rng.below(pool.len() as u64) as usize))
                .collect(),
            Payment::Choose { .. } if pool.len() == need => pool,
            Payment::Choose { .. } => {
                *data(lua)?.question.borrow_mut() = Some(Decision {
                    player: fr.controller,
                    choice: Choice::PayCost,
                    prompt: format!("choose {need} to pay the {kind} cost"),
                    options: Options::Objects {
                        candidates: pool,
                        min: need,
                        max: need,
                    },
                });
                return Ok("ask".to_string());
            }
        };
        pay_with(db, st, fr, &kind, n, chosen, t);
        Ok("paid".to_string())
    })
}

/// `ctx:pay`'s second half: pays with the cards the player chose.
fn pay_finish(
    lua: &Lua,
    (_ctx, kind, chosen): (AnyUserData, String, Vec<UserDataRef<Obj>>),
) -> Result<bool> {
    act(lua, "pay", |db, st, _, fr| {
        let t = db
            .cost_kind(&kind)
            .and_then(|d| match &d.payment {
                Payment::Choose { to, .. } | Payment::Random { to, .. } => db.zone(to),
            })
            .ok_or_else(|| mlua::Error::runtime(format!("ctx:pay: no cost kind '{kind}'")))?;
        let ids: Vec<ObjectId> = chosen.iter().map(|o| o.id).collect();
        let n = ids.len() as i64;
        pay_with(db, st, fr, &kind, n, ids, t);
        Ok(true)
    })
}

fn pay_with(
    db: &CardDb,
    st: &mut GameState,
    fr: Frame,
    kind: &str,
    amount: i64,
    chosen: Vec<ObjectId>,
    to: crate::core::ids::ZoneIdx,
) {
    let face_down = matches!(
        db.cost_kind(kind).map(|d| &d.payment),
        Some(Payment::Choose {
            face_down: true,
            ..
        })
    );
    for id in &chosen {
        primitives::move_to(st, *id, ZoneRef::Player(fr.controller, to));
        if let Some(o) = st.object_mut(*id) {
            o.face_down = face_down;
        }
    }
    st.emit(Event::CostPaid {
        player: fr.controller,
        kind: kind.to_string(),
        amount,
        objects: chosen,
    });
}

/// The shared `ctx` value.
pub(crate) fn ctx(lua: &Lua) -> Result<AnyUserData> {
    Ok(data(lua)?.ctx.clone())
}

/// A handle to `id` valid for the current hook call.
pub(crate) fn object_handle(lua: &Lua, st: &GameState, id: ObjectId) -> Obj {
    Obj {
        id,
        generation: st.object(id).map(|o| o.generation).unwrap_or(0),
        epoch: lua
            .app_data_ref::<std::rc::Rc<HostData>>()
            .map_or(0, |d| d.epoch.get()),
    }
}

fn data(lua: &Lua) -> Result<mlua::AppDataRef<'_, std::rc::Rc<HostData>>> {
    lua.app_data_ref::<std::rc::Rc<HostData>>()
        .ok_or_else(|| mlua::Error::runtime("the script host is not initialised"))
}

fn frame(lua: &Lua) -> Result<Frame> {
    data(lua)?.frames.borrow().last().copied().ok_or_else(|| {
        mlua::Error::runtime(
            "no hook is running: ctx and handles can only be used during the hook call that received them",
        )
    })
}

/// The error for a state read when no hook is running (or inside another read).
pub(crate) fn not_lent() -> mlua::Error {
    mlua::Error::runtime(
        "no game state is lent now: ctx and handles can only be used during the hook call that received them",
    )
}

/// Reads the lent state.
fn read<R>(lua: &Lua, f: impl FnOnce(&CardDb, &GameState, Frame) -> Result<R>) -> Result<R> {
    let fr = frame(lua)?;
    let d = data(lua)?;
    d.lent
        .with(|st| f(&d.db, st, fr))
        .unwrap_or_else(|| Err(not_lent()))
}

/// Takes the lent state out for work that may call other hooks (queries that check
/// granted keywords) or change the game (actions), and puts it back after.
fn with_state<R>(
    lua: &Lua,
    f: impl FnOnce(&CardDb, &mut GameState, &Hooks, Frame) -> Result<R>,
) -> Result<R> {
    let fr = frame(lua)?;
    let d = data(lua)?;
    d.lent
        .with_mut(|st| f(&d.db, st, &Hooks::new(lua, &d), fr))
        .unwrap_or_else(|| Err(not_lent()))
}

/// Like [`with_state`], for actions: only while resolving.
fn act<R>(
    lua: &Lua,
    what: &str,
    f: impl FnOnce(&CardDb, &mut GameState, &Hooks, Frame) -> Result<R>,
) -> Result<R> {
    let fr = frame(lua)?;
    if fr.mode != Mode::Resolve {
        return Err(mlua::Error::runtime(format!(
            "ctx:{what} changes the game and is not allowed in the '{}' hook (check hooks are read-only)",
            fr.hook
        )));
    }
    with_state(lua, f)
}

fn live<'s>(db: &CardDb, st: &'s GameState, h: &Obj, fr: Frame) -> Result<&'s GameObject> {
    kept(h, fr)?;
    match st.object(h.id) {
        Some(o) if o.generation == h.generation => Ok(o),
        Some(o) => Err(mlua::Error::runtime(format!(
            "stale handle: {} {} changed zones since this handle was taken",
            db.card(o.card).name,
            h.id
        ))),
        None => Err(mlua::Error::runtime(format!("no object {}", h.id))),
    }
}

/// Refuses a handle kept from an earlier hook call.
fn kept(h: &Obj, fr: Frame) -> Result<()> {
    if h.epoch != fr.epoch {
        return Err(mlua::Error::runtime(format!(
            "the handle to object {} was kept from an earlier hook call; handles last only for the call that made them",
            h.id
        )));
    }
    Ok(())
}

/// For actions: the object if it is still the same object, else `None` (the
/// instruction can't happen and is skipped).
fn still_there(
    st: &mut GameState,
    fr: Frame,
    h: Option<&Obj>,
    what: &str,
) -> Result<Option<ObjectId>> {
    if let Some(h) = h {
        kept(h, fr)?;
    }
    let card = fr.card;
    Ok(match h {
        Some(h)
            if st
                .object(h.id)
                .is_some_and(|o| o.generation == h.generation) =>
        {
            Some(h.id)
        }
        _ => {
            st.emit(Event::Skipped {
                object: card,
                what: what.to_string(),
            });
            None
        }
    })
}

fn zone_name(db: &CardDb, z: ZoneRef) -> String {
    match z {
        ZoneRef::Player(_, zi) => db.zone_name(zi).to_string(),
        ZoneRef::Stack => "stack".into(),
        ZoneRef::Gone => "gone".into(),
    }
}

impl UserData for Obj {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_method_get("id", |_, this| Ok(this.id.0));
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("name", |lua, this, ()| {
            read(lua, |db, st, fr| {
                Ok(db.card(live(db, st, this, fr)?.card).name.clone())
            })
        });
        methods.add_method("card_id", |lua, this, ()| {
            read(lua, |db, st, fr| {
                Ok(db.card(live(db, st, this, fr)?.card).id.clone())
            })
        });
        // String arguments are borrowed from Lua: no allocation per call.
        methods.add_method("has_type", |lua, this, t: LuaString| {
            let t = t.to_str()?;
            read(lua, |db, st, fr| {
                Ok(db
                    .card(live(db, st, this, fr)?.card)
                    .types
                    .iter()
                    .any(|x| *x == *t))
            })
        });
        methods.add_method("has_subtype", |lua, this, t: LuaString| {
            let t = t.to_str()?;
            read(lua, |db, st, fr| {
                Ok(db
                    .card(live(db, st, this, fr)?.card)
                    .subtypes
                    .iter()
                    .any(|x| *x == *t))
            })
        });
        methods.add_method("attribute", |lua, this, name: LuaString| {
            let name = name.to_str()?;
            read(lua, |db, st, fr| {
                Ok(db
                    .card(live(db, st, this, fr)?.card)
                    .attributes
                    .get(&*name)
                    .cloned())
            })
        });
        methods.add_method("has_element", |lua, this, t: LuaString| {
            let t = t.to_str()?;
            read(lua, |db, st, fr| {
                Ok(db
                    .card(live(db, st, this, fr)?.card)
                    .elements
                    .iter()
                    .any(|x| *x == *t))
            })
        });
        methods.add_method("stat", |lua, this, s: LuaString| {
            let s = s.to_str()?;
            with_state(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                crate::core::hooks::Behaviors::stat(hooks, db, st, this.id, &s).map_err(hook_err)
            })
        });
        methods.add_method("neighbors", |lua, this, ()| {
            read(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                let ZoneRef::Player(_, z) = o.zone else {
                    return Ok(Vec::new());
                };
                if !db.ruleset.zones.get(z.0 as usize).is_some_and(|d| d.line) {
                    return Ok(Vec::new());
                }
                let line = st.zone(o.zone);
                let Some(i) = line.iter().position(|x| *x == o.id) else {
                    return Ok(Vec::new());
                };
                let mut out = Vec::new();
                if i > 0 {
                    out.push(object_handle(lua, st, line[i - 1]));
                }
                if let Some(&next) = line.get(i + 1) {
                    out.push(object_handle(lua, st, next));
                }
                Ok(out)
            })
        });
        methods.add_method("square", |lua, this, ()| {
            let sq = read(lua, |db, st, fr| Ok(live(db, st, this, fr)?.square))?;
            sq.map(|s| square_value(lua, s)).transpose()
        });
        methods.add_method("damage", |lua, this, ()| {
            read(lua, |db, st, fr| Ok(live(db, st, this, fr)?.damage))
        });
        methods.add_method("is_rested", |lua, this, ()| {
            read(lua, |db, st, fr| Ok(live(db, st, this, fr)?.rested))
        });
        methods.add_method("zone", |lua, this, ()| {
            read(lua, |db, st, fr| {
                Ok(zone_name(db, live(db, st, this, fr)?.zone))
            })
        });
        methods.add_method("controller", |lua, this, ()| {
            read(lua, |db, st, fr| {
                Ok(PlayerRef(live(db, st, this, fr)?.controller))
            })
        });
        methods.add_method("x", |lua, this, ()| {
            read(lua, |db, st, fr| {
                let o = live(db, st, this, fr)?;
                Ok(st.stack.find(o.id).map_or(o.x, |e| e.x))
            })
        });
        methods.add_method("counter", |lua, this, name: String| {
            read(lua, |db, st, fr| {
                Ok(live(db, st, this, fr)?
                    .counters
                    .get(&name)
                    .copied()
                    .unwrap_or(0))
            })
        });
        methods.add_method("is_valid", |lua, this, ()| {
            read(lua, |_, st, _| {
                Ok(st
                    .object(this.id)
                    .is_some_and(|o| o.generation == this.generation))
            })
        });
        methods.add_method("has_keyword", |lua, this, k: String| {
            with_state(lua, |db, st, hooks, fr| {
                live(db, st, this, fr)?;
                crate::core::hooks::Behaviors::has_keyword(hooks, db, st, this.id, &k)
                    .map_err(hook_err)
            })
        });
        methods.add_meta_method("__eq", |_, this, other: UserDataRef<Obj>| {
            Ok(*this == *other)
        });
        methods.add_meta_method("__tostring", |lua, this, ()| {
            read(lua, |db, st, _| {
                Ok(match st.object(this.id) {
                    Some(o) => format!("{} {}", db.card(o.card).name, this.id),
                    None => format!("object {}", this.id),
                })
            })
        });
    }
}

impl UserData for PlayerRef {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_method_get("index", |_, this| Ok(this.0 .0 as i64 + 1));
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("count", |lua, this, zone: String| {
            read(lua, |db, st, _| {
                let z = db
                    .zone(&zone)
                    .ok_or_else(|| mlua::Error::runtime(format!("no zone named '{zone}'")))?;
                Ok(st.zone(ZoneRef::Player(this.0, z)).len())
            })
        });
        methods.add_method("counter", |lua, this, name: String| {
            read(lua, |_, st, _| {
                Ok(st
                    .player(this.0)
                    .and_then(|p| p.counters.get(&name))
                    .copied()
                    .unwrap_or(0))
            })
        });
        methods.add_method("declared", |lua, this, name: String| {
            read(lua, |_, st, _| {
                Ok(st
                    .player(this.0)
                    .and_then(|p| p.declared.get(&name))
                    .cloned())
            })
        });
        methods.add_method("is_turn_player", |lua, this, ()| {
            read(lua, |_, st, _| Ok(st.turn_player == this.0))
        });
        methods.add_method("has_element", |lua, this, e: String| {
            read(lua, |db, st, _| {
                Ok(
                    crate::core::procedures::elements::enabled_elements(db, st, this.0)
                        .contains(&e.as_str()),
                )
            })
        });
        methods.add_meta_method("__eq", |_, this, other: UserDataRef<PlayerRef>| {
            Ok(*this == *other)
        });
        methods.add_meta_method("__tostring", |_, this, ()| Ok(this.0.to_string()));
    }
}

fn hook_err(e: crate::core::hooks::HookError) -> mlua::Error {
    mlua::Error::runtime(e.to_string())
}

fn entry_field<R>(lua: &Lua, f: impl FnOnce(&crate::core::stack::StackEntry) -> R) -> Result<R> {
    read(lua, |_, st, fr| {
        st.stack
            .find(fr.card)
            .map(f)
            .ok_or_else(|| mlua::Error::runtime("this card is not on the effects stack"))
    })
}

/// The legal targets chosen for requirement `i` (1-based), as of now.
fn legal_targets(lua: &Lua, i: usize) -> Result<Vec<Obj>> {
    with_state(lua, |db, st, hooks, fr| {
        let Some(entry) = st.stack.find(fr.card).cloned() else {
            return Err(mlua::Error::runtime(
                "this card is not on the effects stack",
            ));
        };
        let Some(group) = entry.targets.get(i.wrapping_sub(1)) else {
            return Ok(Vec::new());
        };
        let mut out = Vec::new();
        for t in &group.chosen {
            if let Target::Object { id, generation } = *t {
                let same = st.object(id).is_some_and(|o| o.generation == generation);
                if same
                    && query::matches(
                        db,
                        st,
                        hooks,
                        &group.filter,
                        entry.controller,
                        Some(fr.card),
                        id,
                    )
                    .map_err(hook_err)?
                {
                    out.push(Obj {
                        id,
                        generation,
                        epoch: fr.epoch,
                    });
                }
            }
        }
        Ok(out)
    })
}

impl UserData for Ctx {
    fn add_fields<F: UserDataFields<Self>>(fields: &mut F) {
        fields.add_field_function_get("this", |lua, _| {
            read(lua, |_, st, fr| Ok(object_handle(lua, st, fr.card)))
        });
        fields.add_field_function_get("controller", |lua, _| Ok(PlayerRef(frame(lua)?.controller)));
        fields.add_field_function_get("opponent", |lua, _| {
            read(lua, |_, st, fr| {
                Ok(PlayerRef(st.next_player(fr.controller)))
            })
        });
        fields.add_field_function_get("x", |lua, _| {
            read(lua, |_, st, fr| {
                Ok(st.stack.find(fr.card).map_or(0, |e| e.x))
            })
        });
        fields.add_field_function_get("kind", |lua, _| {
            read(lua, |_, st, fr| {
                Ok(st.stack.find(fr.card).map(|e| match e.kind {
                    crate::core::events::PlayKind::Activation => "activation",
                    crate::core::events::PlayKind::Materialization => "materialization",
                }))
            })
        });
        fields.add_field_function_get("modes", |lua, _| {
            read(lua, |_, st, fr| {
                Ok(st
                    .stack
                    .find(fr.card)
                    .map(|e| e.modes.clone())
                    .unwrap_or_default())
            })
        });
        fields.add_field_function_get("choose", |lua, _| Ok(data(lua)?.choose.clone()));
        fields.add_field_function_get("pay", |lua, _| Ok(data(lua)?.pay.clone()));
        for (i, &name) in CHANGE_FUNCTIONS.iter().enumerate() {
            fields.add_field_function_get(name, move |lua, _| Ok(data(lua)?.changes[i].clone()));
        }
    }

    fn add_methods<M: UserDataMethods<Self>>(methods: &mut M) {
        methods.add_method("mode", |lua, _, name: String| {
            read(lua, |_, st, fr| {
                Ok(st
                    .stack
                    .find(fr.card)
                    .is_some_and(|e| e.modes.contains(&name)))
            })
        });
        methods.add_method("paid", |lua, _, id: String| {
            read(lua, |_, st, fr| {
                Ok(st.stack.find(fr.card).is_some_and(|e| {
                    e.costs_paid
                        && (e.optional_costs.contains(&id)
                            || e.alternative_cost.as_deref() == Some(id.as_str()))
                }))
            })
        });
        methods.add_method("target", |lua, _, i: usize| {
            Ok(legal_targets(lua, i)?.into_iter().next())
        });
        methods.add_method("targets", |lua, _, i: usize| legal_targets(lua, i));
        methods.add_method("target_count", |lua, _, i: usize| {
            entry_field(lua, |e| {
                e.targets
                    .get(i.wrapping_sub(1))
                    .map_or(0, |g| g.chosen.len())
            })
        });
        methods.add_method("squares", |lua, _, i: usize| {
            let chosen: Vec<Square> = entry_field(lua, |e| {
                e.targets
                    .get(i.wrapping_sub(1))
                    .map(|g| {
                        g.chosen
                            .iter()
                            .filter_map(|t| match t {
                                Target::Square(sq) => Some(*sq),
                                _ => None,
                            })
                            .collect()
                    })
                    .unwrap_or_default()
            })?;
            chosen
                .into_iter()
                .map(|sq| square_value(lua, sq))
                .collect::<Result<Vec<_>>>()
        });
        methods.add_method("occupants", |lua, _, sq: Value| {
            let sq = square_arg(&sq)?;
            read(lua, |db, st, _| {
                Ok(crate::core::board::occupants(db, st, sq)
                    .into_iter()
                    .map(|id| object_handle(lua, st, id))
                    .collect::<Vec<_>>())
            })
        });
        methods.add_method("around", |lua, _, (sq, radius): (Value, u32)| {
            let sq = square_arg(&sq)?;
            let found = read(lua, |db, _, _| {
                Ok(crate::core::board::board(db)
                    .map(|(_, def)| crate::core::board::squares_within(def, sq, radius))
                    .unwrap_or_default())
            })?;
            found
                .into_iter()
                .map(|s| square_value(lua, s))
                .collect::<Result<Vec<_>>>()
        });
        methods.add_method("distance", |_, _, (a, b): (Value, Value)| {
            Ok(square_arg(&a)?.distance(square_arg(&b)?))
        });
        methods.add_method("check", |lua, _, ()| {
            let trace = entry_field(lua, |e| e.resistance.clone())?;
            trace
                .map(|t| {
                    let out = lua.create_table()?;
                    out.set("score", t.score)?;
                    out.set("resistance", t.resistance)?;
                    out.set("success", t.success)?;
                    out.set("missed", !t.landed.is_empty())?;
                    Ok(out)
                })
                .transpose()
        });
        methods.add_method("objects", |lua, _, spec: Table| {
            let filter = parse_filter(lua, &spec, false)?.filter;
            with_state(lua, |db, st, hooks, fr| {
                let found = query::find(db, st, hooks, &filter, fr.controller, Some(fr.card))
                    .map_err(hook_err)?;
                Ok(found
                    .into_iter()
                    .map(|id| object_handle(lua, st, id))
                    .collect::<Vec<_>>())
            })
        });
        methods.add_method("count", |lua, _, spec: Table| {
            let filter = parse_filter(lua, &spec, false)?.filter;
            with_state(lua, |db, st, hooks, fr| {
                Ok(
                    query::find(db, st, hooks, &filter, fr.controller, Some(fr.card))
                        .map_err(hook_err)?
                        .len(),
                )
            })
        });

        // Actions: resolution only.
        methods.add_method("copy", |lua, _, target: Option<UserDataRef<Obj>>| {
            act(lua, "copy", |_, st, _, fr| {
                let Some(id) = still_there(st, fr, target.as_deref(), "copy")? else {
                    return Ok(None);
                };
                let on_stack = st.object(id).is_some_and(|o| o.zone == ZoneRef::Stack);
                let copy = if on_stack {
                    primitives::copy_on_stack(st, id, fr.controller)
                } else {
                    primitives::copy_on_field(st, id, fr.controller)
                };
                Ok(copy.map(|c| Obj {
                    id: c,
                    generation: 0,
                    epoch: fr.epoch,
                }))
            })
        });
        methods.add_method("random", |lua, _, n: u64| {
            act(lua, "random", |_, st, _, _| {
                if n == 0 {
                    return Err(mlua::Error::runtime("ctx:random(n) needs n >= 1"));
                }
                Ok(st.rng.below(n) + 1)
            })
        });
    }
}

/// `ctx:choose(spec)`'s first half: checks the spec and records the question.
fn ask(lua: &Lua, (_ctx, spec): (AnyUserData, Table)) -> Result<()> {
    let fr = frame(lua)?;
    if fr.mode != Mode::Resolve {
        return Err(mlua::Error::runtime(format!(
            "ctx:choose can only ask while resolving, not in the '{}' hook",
            fr.hook
        )));
    }
    let prompt: String = spec
        .get::<Option<String>>("prompt")?
        .unwrap_or_else(|| "choose".into());
    let player = match spec.get::<Option<UserDataRef<PlayerRef>>>("player")? {
        Some(p) => p.0,
        None => {
            let d = data(lua)?;
            match d.db.ruleset.decisions {
                crate::core::ruleset::DecisionMaker::Controller => fr.controller,
                // The active player decides unless the ability names someone else.
                crate::core::ruleset::DecisionMaker::TurnPlayer => {
                    d.lent.with(|st| st.turn_player).ok_or_else(not_lent)?
                }
            }
        }
    };
    let min: Option<usize> = spec.get("min")?;
    let max: Option<usize> = spec.get("max")?;
    let options = if let Some(names) = spec.get::<Option<Vec<String>>>("options")? {
        let max = max.unwrap_or(1).min(names.len());
        Options::Names {
            min: min.unwrap_or(1).min(max),
            max,
            names,
        }
    } else if let Some(objs) = spec.get::<Option<Vec<UserDataRef<Obj>>>>("objects")? {
        let candidates: Vec<ObjectId> = objs.iter().map(|o| o.id).collect();
        let max = max.unwrap_or(1).min(candidates.len());
        Options::Objects {
            min: min.unwrap_or(1).min(max),
            max,
            candidates,
        }
    } else if spec.contains_key("number")? {
        Options::Number {
            min: spec.get::<Option<i64>>("min")?.unwrap_or(0),
            max: spec.get::<Option<i64>>("max")?.unwrap_or(0),
        }
    } else {
        return Err(mlua::Error::runtime(
            "ctx:choose needs one of: options = {names}, objects = {handles}, number = true",
        ));
    };
    *data(lua)?.question.borrow_mut() = Some(Decision {
        player,
        choice: Choice::Script,
        prompt,
        options,
    });
    Ok(())
}

/// The Lua value a resumed `ctx:choose` returns.
pub(crate) fn answer_value(lua: &Lua, answer: &Answer) -> Result<Value> {
    match answer {
        Answer::Number(n) => Ok(Value::Integer(*n)),
        Answer::Names(n) => Ok(Value::Table(lua.create_sequence_from(n.iter().cloned())?)),
        Answer::Objects(o) => {
            let d = data(lua)?;
            let handles: Vec<Obj> = d
                .lent
                .with(|st| o.iter().map(|id| object_handle(lua, st, *id)).collect())
                .ok_or_else(not_lent)?;
            Ok(Value::Table(lua.create_sequence_from(handles)?))
        }
        Answer::Squares(s) => {
            let list = lua.create_table()?;
            for sq in s {
                list.push(square_value(lua, *sq)?)?;
            }
            Ok(Value::Table(list))
        }
    }
}

/// A square as scripts see it: a plain `{ x = .., y = .. }` table.
pub(crate) fn square_value(lua: &Lua, sq: Square) -> Result<Table> {
    let t = lua.create_table()?;
    t.set("x", sq.x)?;
    t.set("y", sq.y)?;
    Ok(t)
}

/// Reads a square table back, naming what was wrong with it.
pub(crate) fn square_arg(v: &Value) -> Result<Square> {
    let Value::Table(t) = v else {
        return Err(mlua::Error::runtime(format!(
            "expected a square {{ x = .., y = .. }}, got a {}",
            v.type_name()
        )));
    };
    let (x, y): (Option<i64>, Option<i64>) = (t.get("x")?, t.get("y")?);
    match (x, y) {
        (Some(x), Some(y)) if (0..256).contains(&x) && (0..256).contains(&y) => {
            Ok(Square::new(x as u8, y as u8))
        }
        _ => Err(mlua::Error::runtime(
            "a square needs whole numbers x and y from 0 to 255",
        )),
    }
}

const FILTER_KEYS: &[&str] = &[
    "zone",
    "controller",
    "type",
    "types",
    "subtype",
    "subtypes",
    "card",
    "keyword",
    "stats",
    "rested",
    "other",
    "label",
    "count",
    "up_to",
    "min",
    "max",
    "square",
    "within",
];

/// A filter read from a script table, with a target requirement's count and label.
struct FilterSpec {
    filter: ObjectFilter,
    min: usize,
    max: usize,
    label: Option<String>,
    /// A requirement for squares (`square = true`), and how far they may be
    /// (`within = n`).
    squares: bool,
    within: Option<u32>,
}

fn string_list(key: &str, v: Value) -> Result<Vec<String>> {
    match v {
        Value::String(s) => Ok(vec![s.to_str()?.to_string()]),
        Value::Table(t) => t.sequence_values::<String>().collect(),
        other => Err(mlua::Error::runtime(format!(
            "'{key}' must be a string or a list of strings, not a {}",
            other.type_name()
        ))),
    }
}

fn typed<T: FromLua>(lua: &Lua, key: &str, v: Value, what: &str) -> Result<T> {
    let type_name = v.type_name();
    T::from_lua(v, lua)
        .map_err(|_| mlua::Error::runtime(format!("'{key}' must be {what}, not a {type_name}")))
}

/// Reads a filter (and, for targets, its count and label) from a script table, in one
/// pass over its fields.
fn parse_filter(lua: &Lua, t: &Table, counts: bool) -> Result<FilterSpec> {
    let mut f = ObjectFilter::default();
    let (mut count, mut up_to, mut min, mut max, mut label) = (None, None, None, None, None);
    let (mut squares, mut within) = (false, None);
    for pair in t.pairs::<Value, Value>() {
        let (k, v) = pair?;
        let key = match &k {
            Value::String(s) => s.to_str()?.to_string(),
            other => {
                return Err(mlua::Error::runtime(format!(
                    "an object filter's keys are names, not a {}",
                    other.type_name()
                )))
            }
        };
        let n = || -> Result<usize> { typed(lua, &key, v.clone(), "a whole number") };
        match (key.as_str(), counts) {
            ("zone", _) => f.zone = Some(typed(lua, &key, v, "a zone name")?),
            ("controller", _) => {
                f.controller = match typed::<String>(lua, &key, v, "a string")?.as_str() {
                    "any" => Who::Any,
                    "you" => Who::You,
                    "opponent" => Who::Opponent,
                    other => {
                        return Err(mlua::Error::runtime(format!(
                            "controller must be \"you\", \"opponent\" or \"any\", not \"{other}\""
                        )))
                    }
                }
            }
            ("type" | "types", _) => f.types.extend(string_list(&key, v)?),
            ("subtype" | "subtypes", _) => f.subtypes.extend(string_list(&key, v)?),
            ("card", _) => f.card = Some(typed(lua, &key, v, "a card id")?),
            ("keyword", _) => f.keyword = Some(typed(lua, &key, v, "a keyword")?),
            ("rested", _) => f.rested = Some(typed(lua, &key, v, "true or false")?),
            ("stats", _) => f.stats = typed(lua, &key, v, "a table of stat = number")?,
            ("other", _) => f.other = typed(lua, &key, v, "true or false")?,
            ("label", true) => label = Some(typed(lua, &key, v, "a string")?),
            ("count", true) => count = Some(n()?),
            ("up_to", true) => up_to = Some(n()?),
            ("min", true) => min = Some(n()?),
            ("max", true) => max = Some(n()?),
            ("square", true) => squares = typed(lua, &key, v, "true or false")?,
            ("within", true) => within = Some(typed(lua, &key, v, "a whole number of squares")?),
            _ => {
                return Err(mlua::Error::runtime(format!(
                    "unknown field '{key}' in an object filter; expected one of {}",
                    FILTER_KEYS.join(", ")
                )))
            }
        }
    }
    let (min, max) = match (count, up_to, min, max) {
        (Some(n), None, None, None) => (n, n),
        (None, Some(n), None, None) => (0, n),
        (None, None, min, max) => (min.unwrap_or(1), max.or(min).unwrap_or(1)),
        _ => {
            return Err(mlua::Error::runtime(
                "give one of: count = n, up_to = n, or min/max",
            ))
        }
    };
    if min > max {
        return Err(mlua::Error::runtime(format!(
            "min {min} is more than max {max}"
        )));
    }
    if within.is_some() && !squares {
        return Err(mlua::Error::runtime(
            "'within' is for a requirement of squares: add square = true",
        ));
    }
    Ok(FilterSpec {
        filter: f,
        min,
        max,
        label,
        squares,
        within,
    })
}

pub(crate) fn parse_targets(lua: &Lua, v: Value) -> Result<Vec<TargetSpec>> {
    let list = match v {
        Value::Nil => return Ok(Vec::new()),
        Value::Table(t) => t,
        other => {
            return Err(mlua::Error::runtime(format!(
                "targets must return a list of target requirements, not a {}",
                other.type_name()
            )))
        }
    };
    let mut out = Vec::new();
    for (i, item) in list.sequence_values::<Value>().enumerate() {
        let Value::Table(t) = item? else {
            return Err(mlua::Error::runtime(format!(
                "target requirement {} must be a table",
                i + 1
            )));
        };
        let spec = parse_filter(lua, &t, true).map_err(|e| {
            mlua::Error::runtime(format!("target requirement {}: {}", i + 1, plain(&e)))
        })?;
        out.push(TargetSpec {
            label: spec.label.unwrap_or_else(|| format!("target {}", i + 1)),
            filter: spec.filter,
            min: spec.min,
            max: spec.max,
            squares: spec.squares.then_some(crate::core::hooks::SquareSpec {
                within: spec.within,
            }),
        });
    }
    Ok(out)
}

pub(crate) fn parse_modes(v: Value) -> Result<Option<ModeSpec>> {
    let t = match v {
        Value::Nil => return Ok(None),
        Value::Table(t) => t,
        other => {
            return Err(mlua::Error::runtime(format!(
                "modes must return {{ options = {{...}}, choose = n }}, not a {}",
                other.type_name()
            )))
        }
    };
    let options: Vec<String> = t
        .get::<Option<Vec<String>>>("options")?
        .ok_or_else(|| mlua::Error::runtime("modes: missing 'options', a list of mode names"))?;
    let choose: Option<usize> = t.get("choose")?;
    let min = t.get::<Option<usize>>("min")?.or(choose).unwrap_or(1);
    let max = t.get::<Option<usize>>("max")?.or(choose).unwrap_or(min);
    let bonus_max: Option<usize> = t.get("bonus_choose")?;
    Ok(Some(ModeSpec {
        options,
        min,
        max,
        bonus_max,
    }))
}

fn plain(e: &mlua::Error) -> String {
    match e {
        mlua::Error::RuntimeError(m) => m.clone(),
        other => other.to_string(),
    }
}

impl FromLua for Obj {
    fn from_lua(value: Value, _: &Lua) -> Result<Self> {
        match value {
            Value::UserData(ud) => Ok(*ud.borrow::<Obj>()?),
            other => Err(mlua::Error::runtime(format!(
                "expected an object handle, got a {}",
                other.type_name()
            ))),
        }
    }
}

/// The Luau type definitions of the API, for editors (luau-lsp). Kept beside the
/// registration above; a test checks every name here exists on the real objects.
pub const API_STUB: &str = include_str!("cardsmith.d.luau");
