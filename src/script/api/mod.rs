//! The scripting surface, registered in one place. Scripts see `ctx` (the hook's
//! context), object handles and player handles. Handles are ids resolved against the
//! lent game state on every call; a handle to an object that has since changed zones is
//! stale and fails clearly. Everything that changes the game goes through the core's
//! primitives, and only while resolving.

use super::num::{whole, Fits, Whole};
use super::{cache, Frame, Hooks, HostData, Mode};
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
/// Where the rules script's named terms (its `rules` table) wait for [`register`].
pub(crate) const RULE_TERMS: &str = "cardsmith.rule_terms";
/// Where `ctx.rule` is kept.
pub(crate) const RULE_FN: &str = "cardsmith.rule";
/// Where the wrapper of a resolution's function is kept, for rulesets destroying in
/// steps (`changes.rs`'s `finish_resolution`).
pub(crate) const FINISH_RESOLUTION: &str = "cardsmith.finish_resolution";
/// Where `ctx.ability` is kept.
pub(crate) const ABILITY_FN: &str = "cardsmith.ability";
/// The registry name of the function making a use's late hook (RULE-GIVEN-USE-1).
pub(crate) const GIVEN_FN: &str = "cardsmith.given";
/// The registry name of the function binding a given hook to its giver (`ctx:giver()`).
pub(crate) const GIVER_FN: &str = "cardsmith.giver";

/// shared `ctx` value and the `choose` helper.
#[allow(clippy::type_complexity)]
pub(crate) fn register(
    lua: &Lua,
    db: &CardDb,
) -> Result<(AnyUserData, Function, Function, Vec<Function>, Function)> {
    let ctx = lua.create_userdata(Ctx)?;
    log::register(lua);
    // ctx:rule(name, ...): a term of the game's rules that card text uses ("Class Bonus",
    // "LV"), defined once in the ruleset's rules script and run in the calling hook's
    // frame. An unknown name is an error at the card's line.
    let terms: Value = lua.named_registry_value(RULE_TERMS)?;
    let rule: Function = lua
        .load(
            "local terms = ...\nreturn function(ctx, name, ...)\n  local f = terms and terms[name]\n  if type(f) ~= 'function' then\n    error(\"the rules script defines no rule '\" .. tostring(name) .. \"'\", 2)\n  end\n  return f(ctx, ...)\nend",
        )
        .set_name("=cardsmith.rule")
        .call(terms)?;
    lua.set_named_registry_value(RULE_FN, rule)?;
    // ctx:ability(name, ...): the object's abilities of that name (a use, or an ability
    // the ruleset declares): its own first, then each one its attachments' `grants` give
    // it, oldest first, all run now in the calling hook's frame, so a rules script
    // resolves them at its point of a use (KeyForge's "Before Fight:": a creature's own
    // and an upgrade's both resolve). What the first that returns something returns
    // follows `true` (Gabos Longarms names where its fight damage goes). Called from Lua,
    // so the abilities may ask questions (yield) like any other part of the resolution.
    let ability: Function = lua
        .load(
            "local own = ...\nreturn function(ctx, name, ...)\n  local fs = own(ctx, name)\n  if #fs == 0 then return false end\n  local said = nil\n  for _, f in ipairs(fs) do\n    local r = table.pack(f(ctx, ...))\n    if said == nil and r.n > 0 and r[1] ~= nil then said = r end\n  end\n  if said == nil then return true end\n  return true, table.unpack(said, 1, said.n)\nend",
        )
        .set_name("=cardsmith.ability")
        .call(function(lua, own_ability)?)?;
    lua.set_named_registry_value(ABILITY_FN, ability)?;
    // given(name): a use's hook that runs, when its turn comes, what constant abilities and
    // lasting effects give the used object then (after its own abilities of the use: "each
    // friendly creature with æmber on it gains, After Reap: ..." sees æmber its own Reap:
    // put there).
    let given: Function = lua
        .load(
            "local now = ...\nreturn function(name)\n  return function(ctx, ...)\n    for _, f in ipairs(now(ctx, name)) do f(ctx, ...) end\n  end\nend",
        )
        .set_name("=cardsmith.given")
        .call(function(lua, context::given_now)?)?;
    lua.set_named_registry_value(GIVEN_FN, given)?;
    // A given hook runs with a `ctx` that reads as the real one but names its giver
    // ("put a counter on Election": the Election whose ability it is). Methods are called
    // on the real one, so the core sees the context it knows.
    let giver: Function = lua
        .load(
            "return function(f, giver)\n  return function(ctx, ...)\n    local view = setmetatable({}, { __index = function(_, k)\n      if k == 'giver' then return function() return giver end end\n      local v = ctx[k]\n      if type(v) == 'function' then return function(_, ...) return v(ctx, ...) end end\n      return v\n    end })\n    return f(view, ...)\n  end\nend",
        )
        .set_name("=cardsmith.giver")
        .eval::<Function>()?;
    lua.set_named_registry_value(GIVER_FN, giver)?;
    let ask = function(lua, ask)?;
    let yield_fn: Function = lua.named_registry_value("cardsmith.yield")?;
    // ctx:choose asks the core to register the question, then suspends the resolving
    // coroutine; the answer comes back as the value of `yield`. Without a real choice the
    // core answers at once and nothing is asked.
    let choose: Function = lua
        .load(
            "local ask, yield = ...\nreturn function(ctx, spec)\n  local forced = ask(ctx, spec)\n  if forced ~= nil then return forced end\n  return yield()\nend",
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
        .call((function(lua, pay_start)?, function(lua, pay_finish)?, yield_fn))?;
    // Changes pass through replacement effects; when several apply, a player (the
    // ruleset's `decisions`) is asked which applies first, and the settling goes on
    // from there with the answer.
    let changes: Table = lua.load(CHANGES_LUA).set_name("=cardsmith.changes").call((
        function(lua, apply_change)?,
        function(lua, apply_pick)?,
        choose.clone(),
        function(lua, settle_damage)?,
        destruction::helpers(lua)?,
        reactions::helpers(lua, db)?,
    ))?;
    lua.set_named_registry_value(
        FINISH_RESOLUTION,
        changes.raw_get::<Function>("finish_resolution")?,
    )?;
    // A use (or a play): the rules' part (reap's æmber, fight's damage), its damage
    // dealt, then the card's own ability while the object is still where it was used.
    // A rules part that returns false says the use did not happen as such (a fight that
    // never reached its damage): the card's own ability does not resolve. Values it
    // returns after true go to the card's own ability ("Fight: ... the attacked creature").
    let run_use: Function = lua
        .load(
            "local settle = ...\nreturn function(ctx, rules_fn, card_fn)\n  local this = ctx.this\n  local went, r = true, table.pack(true)\n  if rules_fn then r = table.pack(rules_fn(ctx)) went = r[1] ~= false end\n  settle(ctx)\n  if went and card_fn and this:is_valid() and not this:is_destroyed() then card_fn(ctx, table.unpack(r, 2, r.n)) end\n  return r\nend",
        )
        .set_name("=cardsmith.use")
        .call(changes.raw_get::<Function>("settle")?)?;
    // ctx:use resolves the use where the ability says it (written order): the use is
    // checked and started, then run as a nested frame of the resolving ability (as the
    // ability's controller's with `{ as_yours = true }`). It returns true and what the
    // rules' part returned after true (KeyForge's fight: the creature attacked).
    let use_fn: Function = lua
        .load(
            "local begin, finish, run_use = ...\nreturn function(ctx, target, ability, how)\n  local ok, rules_fn, card_fn = begin(ctx, target, ability, how)\n  if not ok then return false end\n  local r = run_use(ctx, rules_fn, card_fn)\n  finish(ctx)\n  if r[1] == false then return true end\n  return true, table.unpack(r, 2, r.n)\nend",
        )
        .set_name("=cardsmith.ctx_use")
        .call((
            function(lua, use_begin)?,
            function(lua, use_finish)?,
            run_use.clone(),
        ))?;
    changes.raw_set("use", use_fn)?;
    // ctx:ability_of runs another object's own ability here, as a nested frame (as
    // ctx:use does) in which this ability's controller controls it; it is no use.
    let ability_of_fn: Function = lua
        .load(
            "local begin, finish = ...\nreturn function(ctx, target, name, ...)\n  local f = begin(ctx, target, name)\n  if f == nil then return false end\n  local r = table.pack(f(ctx, ...))\n  finish(ctx)\n  return true, table.unpack(r, 1, r.n)\nend",
        )
        .set_name("=cardsmith.ability_of")
        .call((
            function(lua, ability_of_begin)?,
            function(lua, use_finish)?,
        ))?;
    changes.raw_set("ability_of", ability_of_fn)?;
    // ctx:play plays a card as the ability's controller's own play, ctx:materialize
    // materializes one (play.rs): the play's questions are the resolution's; played where
    // abilities resolve at once, the card resolves in place, its damage dealt as it ends,
    // before the ability goes on; where they wait on a stack, it waits there ("stacked").
    for (name, begin) in [
        ("play", function(lua, play_begin)?),
        ("materialize", function(lua, materialize_begin)?),
    ] {
        let f: Function = lua
            .load(
                "local begin, answer, finish, run_use, settle, yield = ...\nreturn function(ctx, card, opts)\n  local s, rules_fn, card_fn = begin(ctx, card, opts)\n  while s == 'ask' do s, rules_fn, card_fn = answer(ctx, yield()) end\n  if s == 'stacked' then return true end\n  if s ~= 'played' then return false end\n  run_use(ctx, rules_fn, card_fn)\n  settle(ctx)\n  finish(ctx)\n  return true\nend",
            )
            .set_name(format!("=cardsmith.ctx_{name}"))
            .call((
                begin,
                function(lua, play_answer)?,
                function(lua, play_finish)?,
                run_use.clone(),
                changes.raw_get::<Function>("settle")?,
                lua.named_registry_value::<Function>("cardsmith.yield")?,
            ))?;
        changes.raw_set(name, f)?;
    }
    verbs::register(lua)?;
    // The zone vocabulary of card text (tokens, deck positions, search, ...): zones.rs.
    let vocab: Table = lua.load(VOCAB_LUA).set_name("=cardsmith.zones").call((
        changes.raw_get::<Function>("run")?,
        choose.clone(),
        zones::helpers(lua)?,
        lua.named_registry_value::<Function>("cardsmith.yield")?,
    ))?;
    // In `CHANGE_FUNCTIONS` then `VOCAB_FUNCTIONS` order, so that `ctx`'s getters find
    // them by position.
    let changes = CHANGE_FUNCTIONS
        .iter()
        .map(|name| changes.raw_get::<Function>(*name))
        .chain(
            VOCAB_FUNCTIONS
                .iter()
                .map(|name| vocab.raw_get::<Function>(*name)),
        )
        .collect::<Result<Vec<_>>>()?;
    Ok((ctx, choose, pay, changes, run_use))
}

mod attach;
mod changes;
mod combat;
mod context;
mod destruction;
mod faces;
mod handles;
mod lasting;
mod lasting_parts;
pub(crate) mod limits;
pub(crate) mod log;
pub(crate) mod meter;
mod parse;
mod play;
mod reactions;
mod reflexive;
mod statuses;
mod turns;
mod verbs;
mod zones;

pub use changes::CHANGE_FUNCTIONS;
use changes::*;
use context::*;
pub(crate) use context::{answer_value, square_value};
use limits::{List, Name, Text};
use meter::{function, getter, Api};
use parse::*;
pub(crate) use parse::{parse_modes, parse_targets};
pub(crate) use play::Playing;
use play::*;
pub use verbs::VERB_FUNCTIONS;
pub use zones::VOCAB_FUNCTIONS;
use zones::VOCAB_LUA;
pub(crate) use zones::{position_from, position_value, token_and_zone};

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

/// Reads the lent state: any part of it (for the stat cache, `script::cache`).
fn read<R>(lua: &Lua, f: impl FnOnce(&CardDb, &GameState, Frame) -> Result<R>) -> Result<R> {
    read_as(lua, cache::ANY, f)
}

/// Reads only objects, zones and lasting effects, which the play and board stamps cover;
/// a read of an object or zone out of play is recorded where it is made (`live`,
/// `cache::read_zone`).
fn read_board<R>(lua: &Lua, f: impl FnOnce(&CardDb, &GameState, Frame) -> Result<R>) -> Result<R> {
    read_as(lua, 0, f)
}

/// Reads players (and the board).
fn read_players<R>(
    lua: &Lua,
    f: impl FnOnce(&CardDb, &GameState, Frame) -> Result<R>,
) -> Result<R> {
    read_as(lua, cache::PLAYERS, f)
}

fn read_as<R>(
    lua: &Lua,
    what: u8,
    f: impl FnOnce(&CardDb, &GameState, Frame) -> Result<R>,
) -> Result<R> {
    let fr = frame(lua)?;
    let d = data(lua)?;
    cache::read(what);
    d.lent
        .with(|st| f(&d.db, st, fr))
        .unwrap_or_else(|| Err(not_lent()))
}

/// Takes the lent state out for work that may call other hooks (queries that check
/// granted keywords) or change the game (actions), and puts it back after. Counts as a
/// read of anything.
fn with_state<R>(
    lua: &Lua,
    f: impl FnOnce(&CardDb, &mut GameState, &Hooks, Frame) -> Result<R>,
) -> Result<R> {
    with_state_as(lua, cache::ANY, f)
}

/// [`with_state`] for work that itself reads only the board; the hooks it calls record
/// their own reads.
fn with_board<R>(
    lua: &Lua,
    f: impl FnOnce(&CardDb, &mut GameState, &Hooks, Frame) -> Result<R>,
) -> Result<R> {
    with_state_as(lua, 0, f)
}

fn with_state_as<R>(
    lua: &Lua,
    what: u8,
    f: impl FnOnce(&CardDb, &mut GameState, &Hooks, Frame) -> Result<R>,
) -> Result<R> {
    let fr = frame(lua)?;
    let d = data(lua)?;
    cache::read(what);
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
        Some(o) if o.generation == h.generation => {
            cache::read_zone(st, o.zone);
            Ok(o)
        }
        Some(o) => Err(mlua::Error::runtime(format!(
            "stale handle: {} {} changed zones since this handle was taken",
            db.card(o.card).name,
            h.id
        ))),
        None => Err(mlua::Error::runtime(format!("no object {}", h.id))),
    }
}

/// The one conversion of a handle coming from Lua into Rust (every API argument, a
/// replacement's `instead` result, a damage `source`, `ctx:choose` candidates, payment,
/// `ctx:lasting` targets all go through `impl FromLua for Obj`, which calls this). The
/// handle must belong to the running call — its epoch is live in the frame stack
/// (epochs are never reused, so an old one never becomes valid again) — and name an
/// object that exists. Whether the object is still the same one (its generation) is
/// checked where it is used: reading through a stale handle is an error, an action on
/// one is skipped (see [`live`], [`still_there`], [`fresh`]).
pub(crate) fn handle_from(lua: &Lua, value: Value) -> Result<Obj> {
    let h = match value {
        Value::UserData(ud) => *ud.borrow::<Obj>().map_err(|_| {
            mlua::Error::runtime("expected an object handle, got another kind of userdata")
        })?,
        other => {
            return Err(mlua::Error::runtime(format!(
                "expected an object handle, got a {}",
                other.type_name()
            )))
        }
    };
    let d = data(lua)?;
    let frames = d.frames.borrow();
    let top = frames.last().copied().ok_or_else(|| {
        mlua::Error::runtime(
            "no hook is running: ctx and handles can only be used during the hook call that received them",
        )
    })?;
    if !frames.iter().any(|f| f.epoch == h.epoch) {
        return Err(kept_error(&h));
    }
    kept(&h, top)?;
    if d.lent.with(|st| st.object(h.id).is_none()) == Some(true) {
        return Err(mlua::Error::runtime(format!("no object {}", h.id)));
    }
    Ok(h)
}

fn kept_error(h: &Obj) -> mlua::Error {
    mlua::Error::runtime(format!(
        "the handle to object {} was kept from an earlier hook call; handles last only for the call that made them",
        h.id
    ))
}

/// Where a handle names the object a change is about (a replacement's result, a damage
/// source, a choice's candidates): it must still be the same object.
pub(crate) fn fresh(db: &CardDb, st: &GameState, h: &Obj) -> Result<ObjectId> {
    match st.object(h.id) {
        Some(o) if o.generation == h.generation => Ok(h.id),
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
        return Err(kept_error(h));
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

fn hook_err(e: crate::core::hooks::HookError) -> mlua::Error {
    mlua::Error::runtime(e.to_string())
}

/// The Luau type definitions of the API, for editors (luau-lsp). Kept beside the
/// registration above; a test checks every name here exists on the real objects.
pub const API_STUB: &str = include_str!("../cardsmith.d.luau");
