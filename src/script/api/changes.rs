//! The changes scripts ask for (`ctx:draw`, `ctx:deal_damage`, ...), each settled through
//! replacement effects; uses made by a resolving ability (`ctx:use`); costs a resolving
//! effect names (`ctx:pay`).

use super::*;
use crate::core::procedures::uses::UseBy;
/// The change wrappers behind `ctx:draw`, `ctx:deal_damage`, and the rest.
pub(super) const CHANGES_LUA: &str = r#"
local apply, pick, choose, settle_now, d, r = ...
-- Which of `abilities` (each with a `label`) resolves next: the deciding player picks
-- when there is a choice; returns its index.
local function next_of(ctx, abilities, prompt, order)
  if #abilities < 2 then return 1 end
  local labels = {}
  for _, a in ipairs(abilities) do table.insert(labels, a.label) end
  local picked = choose(ctx, { prompt = prompt, options = labels, order = order })[1]
  for j, label in ipairs(labels) do
    if label == picked then return j end
  end
  return 1
end
-- Destruction in steps (KeyForge): each object tagged so far has its "destroyed"
-- abilities resolved in place, in the order the deciding player picks; a destruction
-- they cause joins in; then everything tagged leaves play together. Called inside a
-- runner it only resolves what is new: the outer one finishes.
local function destruction(ctx)
  while true do
    local pending = d.tagged(ctx)
    if #pending == 0 then break end
    local object = pending[1]
    if #pending > 1 then
      object = choose(ctx, { prompt = "Whose Destroyed: abilities resolve first?", objects = pending })[1]
    end
    local abilities, event = d.begin(ctx, object)
    -- One card's abilities in the order the deciding player picks; once one of them
    -- spared the card or moved it out of play, the rest do not resolve.
    while #abilities > 0 and d.resolving(ctx, object) do
      local a = table.remove(abilities, next_of(ctx, abilities, "Which Destroyed: ability resolves first?"))
      d.enter(ctx, a.source, a.controller)
      a.resolve(ctx, event)
      -- The ability has ended: its damage is dealt (what that destroys joins in).
      settle_now(ctx)
      d.leave(ctx)
    end
    d.done(ctx, object)
  end
  d.finish(ctx)
end
local settle
-- Where triggered abilities resolve inside the ability that triggered them (KeyForge):
-- those its instructions so far triggered resolve now, one after the other in the order
-- the deciding player picks (copies of one card's ability are no choice), each with its
-- damage dealt and what it triggers in turn resolved inside it.
local function reactions(ctx)
  if not r.within then return end
  while true do
    local found = r.collect(ctx)
    if #found == 0 then return end
    while #found > 0 do
      local copies = true
      for _, a in ipairs(found) do
        if a.key ~= found[1].key then copies = false break end
      end
      local i = copies and 1 or next_of(ctx, found, "Which resolves first?", true)
      local a = table.remove(found, i)
      r.enter(ctx, a.source, a.controller)
      a.resolve(ctx, a.event)
      settle(ctx)
      r.leave(ctx)
    end
  end
end
-- What replacement effects that applied do besides (`then`): each in the frame of its
-- card, as a triggered ability resolving inside the ability would, once the change is made.
local function acted(ctx, list)
  if list == nil then return end
  for _, x in ipairs(list) do
    r.enter(ctx, x.source, x.controller)
    x.resolve(ctx, x.change)
    if r.within then settle(ctx) end
    r.leave(ctx)
  end
end
local function settle_change(ctx, change)
  local status, a, b = apply(ctx, change)
  while status == "ask" do
    local chosen = choose(ctx, { player = a, prompt = "Which replacement effect applies first?", options = b })
    status, a, b = pick(ctx, chosen[1])
  end
  acted(ctx, b)
  return a
end
local function run(ctx, change)
  local a = settle_change(ctx, change)
  destruction(ctx)
  reactions(ctx)
  return a
end
-- ctx:destroy(object) -> whether it was destroyed; ctx:destroy({ ... }) destroys them
-- together ("destroy each ...": all tagged before any "Destroyed:" ability resolves) and
-- returns those it destroyed. One a "Destroyed:" ability spared (the "instead" of
-- Armageddon Cloak) was tagged but not destroyed; one a ward kept in play was not tagged,
-- even if another ability destroys it before this destruction is over (KF-MM3-DESTROY-1).
-- `opts.cause` names what destroys it, for its `destroyed` event (poison: "fight").
local function destroy(ctx, target, opts)
  local cause = opts ~= nil and opts.cause or nil
  if type(target) ~= "table" then
    return run(ctx, { kind = "destroy", target = target, cause = cause }) > 0 and not d.spared(ctx, target)
  end
  local tagged = {}
  for _, t in ipairs(target) do
    if settle_change(ctx, { kind = "destroy", target = t, cause = cause }) > 0 and (not t:is_valid() or t:is_destroyed()) then
      table.insert(tagged, t)
    end
  end
  destruction(ctx)
  reactions(ctx)
  local done = {}
  for _, t in ipairs(tagged) do
    if not d.spared(ctx, t) then
      table.insert(done, t)
    end
  end
  return done
end
settle = function(ctx)
  local dealt = settle_now(ctx)
  destruction(ctx)
  reactions(ctx)
  return dealt
end
local function rest(ctx, target) return run(ctx, { kind = "rest", target = target }) > 0 end
local function wake(ctx, target) return run(ctx, { kind = "wake", target = target }) > 0 end
return {
  draw = function(ctx, n, player) return run(ctx, { kind = "draw", count = n, player = player }) end,
  -- `opts` ({ unpreventable = true }) may come third, in place of the source; `opts.cause`
  -- names the kind of damage ("fight", "splash") for its events.
  deal_damage = function(ctx, target, n, source, opts)
    if type(source) == "table" then source, opts = nil, source end
    local unpreventable, sourceless, cause = nil, nil, nil
    if opts ~= nil then unpreventable, sourceless, cause = opts.unpreventable == true, opts.sourceless == true, opts.cause end
    run(ctx, { kind = "damage", target = target, amount = n, source = source, unpreventable = unpreventable, sourceless = sourceless, cause = cause })
  end,
  heal = function(ctx, target, n) return run(ctx, { kind = "heal", target = target, amount = n }) > 0 end,
  recover = function(ctx, target, n) return run(ctx, { kind = "heal", target = target, amount = n }) > 0 end,
  destroy = destroy,
  -- True only if the object left where it was: a replacement that keeps it there (a ward
  -- removed instead) is a change made, not a move.
  move = function(ctx, target, zone, opts)
    local made = run(ctx, { kind = "move", target = target, zone = zone, position = opts and opts.position, player = opts and opts.player, face_down = opts and opts.face_down, status = opts and opts.status }) > 0
    return made and (target == nil or not target:is_valid() or target:zone() == zone)
  end,
  -- `cause` names the act ("exalt"), done by this ability's controller: its event says
  -- both, and the turn's acts record it.
  add_counter = function(ctx, target, name, n, cause)
    local by = cause ~= nil and ctx.controller or nil
    return run(ctx, { kind = "counter", target = target, counter = name, amount = n, cause = cause, player = by }) > 0
  end,
  rest = rest,
  exhaust = rest,
  wake = wake,
  ready = wake,
  gain = function(ctx, player, counter, n, cause) return run(ctx, { kind = "gain", player = player, counter = counter, amount = n, cause = cause }) end,
  run = run,
  settle = settle,
  spare = function(ctx, target) return d.spare(ctx, target) end,
  -- ctx:as_one(f, ...): f's instructions resolve as one; what they trigger resolves once
  -- f has returned (a fight: its damage, its poison, the record of what it destroyed).
  as_one = function(ctx, f, ...)
    r.hold(ctx, true)
    local out = table.pack(f(...))
    r.hold(ctx, false)
    reactions(ctx)
    return table.unpack(out, 1, out.n)
  end,
  -- A resolution's end, where destruction goes in steps: its damage is dealt and what
  -- that destroys is destroyed while the resolution can still ask questions.
  finish_resolution = function(f)
    return function(ctx, ...)
      f(ctx, ...)
      settle(ctx)
    end
  end,
}
"#;

/// The names `CHANGES_LUA` defines (fields of `ctx`).
pub const CHANGE_FUNCTIONS: &[&str] = &[
    "draw",
    "deal_damage",
    "heal",
    "recover",
    "destroy",
    "move",
    "add_counter",
    "rest",
    "exhaust",
    "wake",
    "ready",
    "gain",
    "use",
    "ability_of",
    "play",
    "materialize",
    "settle",
    "spare",
    "as_one",
];

/// Settles a change through replacement effects and performs it. Returns `"done"` and
/// how much happened (cards drawn, or 1 if the change happened), or `"ask"`, the
/// player who orders them and the replacement effects to choose from; the settling then waits
/// for [`apply_pick`].
pub(super) fn apply_change(
    lua: &Lua,
    (_ctx, change): (AnyUserData, Table),
) -> Result<(mlua::String, Value, Value)> {
    use crate::core::replacement::{Change, Order, Settling};
    // Held for the whole call: its keys are used across the action.
    let host: std::rc::Rc<HostData> = (*data(lua)?).clone();
    let k = &host.keys;
    let kind = change.get::<Name>(&k.kind)?.0;
    act(lua, &kind, |db, st, hooks, fr| {
        if matches!(
            kind.as_str(),
            "damage" | "heal" | "destroy" | "move" | "counter" | "rest" | "wake" | "discard"
        ) {
            let h = change.get::<Option<Obj>>(&k.target)?;
            if still_there(st, fr, h.as_ref(), &kind)?.is_none() {
                return Ok((k.done.clone(), Value::Integer(0), Value::Nil));
            }
        }
        let mut c = crate::script::abilities::change_from(&host, &change, st, fr.controller)?;
        // `{ sourceless = true }`: damage no card deals (KeyForge's damage bonus icon).
        let sourceless = change
            .raw_get::<Option<bool>>("sourceless")?
            .unwrap_or(false);
        if let Change::Damage { source, .. } = &mut c {
            if !sourceless {
                source.get_or_insert(fr.card);
            }
        }
        let mut settling = Settling::new(c, Order::Chosen);
        let outcome = settling.run(db, hooks, st).map_err(hook_err)?;
        settled(lua, &host, db, st, settling, outcome)
    })
}

/// Continues the change waiting on the order answer with their pick.
pub(super) fn apply_pick(
    lua: &Lua,
    (_ctx, Name(pick)): (AnyUserData, Name),
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
pub(super) fn settled(
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
            let mut settling = settling;
            let n = replacement::perform(db, st, settled);
            let acted = acted(lua, host, st, settling.take_acted())?;
            Ok((k.done.clone(), Value::Integer(n as i64), acted))
        }
    }
}

/// The replacement effects applied to a settled change that do something besides
/// (`then`, RULE-REPL-THEN-1): each its function, source, the source's controller and the
/// change it replaced, in the order they applied; nil if none.
fn acted(
    lua: &Lua,
    host: &HostData,
    st: &crate::core::GameState,
    acted: Vec<(ObjectId, u16, crate::core::replacement::Change)>,
) -> Result<Value> {
    let mut list: Option<Table> = None;
    for (source, index, change) in acted {
        let Some(then) = crate::script::abilities::replacement_then(host, st, source, index) else {
            continue;
        };
        let controller = st.object(source).map_or(st.turn_player, |o| o.controller);
        let a = lua.create_table()?;
        a.set("resolve", then)?;
        a.set("source", object_handle(lua, st, source))?;
        a.set("controller", PlayerRef(controller))?;
        a.set(
            "change",
            crate::script::abilities::change_table(lua, &host.keys, st, &change)?,
        )?;
        let list = match &mut list {
            Some(l) => l,
            None => list.insert(lua.create_table()?),
        };
        list.push(a)?;
    }
    Ok(list.map_or(Value::Nil, Value::Table))
}

/// `ctx:use`'s first half: checks and starts the use (exhausting the object, counting
/// its title), then makes the used object the frame the use's hooks run in. Returns
/// whether it may go on, and the rules' and the card's hooks for the use.
pub(super) fn use_begin(
    lua: &Lua,
    (_ctx, target, Name(ability), how): (AnyUserData, Option<Obj>, Name, Option<Table>),
) -> Result<(bool, Value, Value)> {
    let by = use_by(how)?;
    let started = act(lua, "use", |db, st, hooks, fr| {
        let Some(id) = still_there(st, fr, target.as_ref(), "use")? else {
            return Ok(None);
        };
        let r = crate::core::procedures::uses::start_use(
            db,
            hooks,
            st,
            fr.controller,
            id,
            &ability,
            by,
        )
        .map_err(hook_err)?;
        // Used as if controlled, its hooks run as the using player's.
        let as_whom = |o: &crate::core::state::GameObject| match by {
            UseBy::AsController => fr.controller,
            _ => o.controller,
        };
        // Having lost all its abilities, it has no "Reap:" of its own to resolve.
        let blank = crate::script::lasting::lost_abilities(hooks, st, id).map_err(hook_err)?;
        let card_fn =
            crate::script::live_use_hook(hooks, st, id, &ability, blank).map_err(hook_err)?;
        match r {
            Ok(_) => Ok(st.object(id).map(|o| (id, as_whom(o), card_fn))),
            Err(why) => {
                st.emit(Event::Skipped {
                    object: fr.card,
                    what: format!("use ({why})"),
                });
                Ok(None)
            }
        }
    })?;
    let Some((id, controller, card_fn)) = started else {
        return Ok((false, Value::Nil, Value::Nil));
    };
    let d = data(lua)?;
    let rules_fn = d.rules.as_ref().and_then(|(_, h)| h.get(&ability)).cloned();
    enter_frame(&d, id, controller, "use", ability);
    let f = |x: Option<Function>| x.map_or(Value::Nil, Value::Function);
    Ok((true, f(rules_fn), f(card_fn)))
}

/// `ctx:ability_of`'s first half: another object's own ability of that name (a use's
/// hook, such as "reap", one the ruleset declares, or "resolve": its card's own effect as
/// it is played, a KeyForge "Play:" ability), made the frame it runs in — as this ability's
/// controller's, with `ctx.this` that object. No use is made: nothing exhausts, nothing is
/// counted, no `used` event. Nil if the object is gone or has no such ability.
pub(super) fn ability_of_begin(
    lua: &Lua,
    (_ctx, target, Name(name)): (AnyUserData, Option<Obj>, Name),
) -> Result<Value> {
    let d = data(lua)?;
    let known = name == "resolve"
        || d.db.ruleset.uses.iter().any(|u| u.id == name)
        || d.db.ruleset.abilities.contains(&name);
    if !known {
        return Err(mlua::Error::runtime(format!(
            "ctx:ability_of: the ruleset declares no ability '{name}' (its uses, `abilities` and \"resolve\" are the names)"
        )));
    }
    let found = act(lua, "ability_of", |_, st, hooks, fr| {
        let Some(id) = still_there(st, fr, target.as_ref(), "ability_of")? else {
            return Ok(None);
        };
        let blank = crate::script::lasting::lost_abilities(hooks, st, id).map_err(hook_err)?;
        let hook = if name == "resolve" {
            crate::script::resolve_hook(&d, st, id, blank)
        } else {
            crate::script::live_use_hook(hooks, st, id, &name, blank).map_err(hook_err)?
        };
        Ok(hook.map(|f| (id, f, fr.controller)))
    })?;
    let Some((id, f, controller)) = found else {
        return Ok(Value::Nil);
    };
    enter_frame(&d, id, controller, "use", name);
    Ok(Value::Function(f))
}

/// Makes `id` the frame the next hook runs in, as `controller`'s, its ability `name`
/// resolving (its own replacement effects apply meanwhile), until `use_finish`.
pub(super) fn enter_frame(
    d: &HostData,
    id: crate::core::ids::ObjectId,
    controller: crate::core::ids::PlayerId,
    hook: &'static str,
    name: String,
) {
    let epoch = d.epoch.get();
    d.frames.borrow_mut().push(Frame {
        card: id,
        epoch,
        controller,
        mode: Mode::Resolve,
        hook,
    });
    let before = d.resolving.replace(Some((id, name)));
    d.uses.borrow_mut().push(before);
}

/// How `ctx:use` and `ctx:uses` make a use, from their optional last argument:
/// `{ as_yours = true }` uses the object as if the ability's controller controlled it.
pub(super) fn use_by(how: Option<Table>) -> Result<UseBy> {
    let Some(how) = how else {
        return Ok(UseBy::Ability);
    };
    for pair in how.pairs::<Value, Value>() {
        let (k, _) = pair?;
        let known = matches!(&k, Value::String(name) if name.to_str()? == "as_yours");
        if !known {
            return Err(mlua::Error::runtime(format!(
                "ctx:use: unknown option {k:?} (the options are: as_yours)"
            )));
        }
    }
    Ok(if how.get::<Option<bool>>("as_yours")?.unwrap_or(false) {
        UseBy::AsController
    } else {
        UseBy::Ability
    })
}

/// `ctx:use`'s second half: back to the ability that made the use.
pub(super) fn use_finish(lua: &Lua, _ctx: AnyUserData) -> Result<()> {
    let d = data(lua)?;
    d.frames.borrow_mut().pop();
    let before = d.uses.borrow_mut().pop().flatten();
    *d.resolving.borrow_mut() = before;
    Ok(())
}

/// Deals the damage queued so far (a fight's), then the state-based check. Returns the
/// damage dealt, after shields, as `{ target, amount, source }` tables: where a
/// replacement effect sent it is where it landed (poison asks it).
pub(super) fn settle_damage(lua: &Lua, _ctx: AnyUserData) -> Result<Table> {
    let host: std::rc::Rc<HostData> = (*data(lua)?).clone();
    let k = &host.keys;
    act(lua, "settle", |db, st, hooks, _| {
        let from = st.log.len();
        let mut w = std::mem::take(&mut st.window);
        w.close(db, hooks, st).map_err(hook_err)?;
        let dealt = lua.create_table()?;
        for e in st.log.since(from) {
            if let Event::Damaged {
                object,
                amount,
                source,
                cause,
            } = e
            {
                let t = lua.create_table()?;
                t.set(&k.target, object_handle(lua, st, *object))?;
                t.set(&k.amount, *amount)?;
                t.set(&k.cause, cause.as_deref())?;
                if let Some(s) = source {
                    t.set(&k.source, object_handle(lua, st, *s))?;
                }
                dealt.push(t)?;
            }
        }
        Ok(dealt)
    })
}

/// `ctx:pay(kind, n)`'s first half: a cost named by a resolving effect (GA-COST-5), paid
/// the way the ruleset pays that cost kind. Returns "paid", "unpayable" or "ask".
pub(super) fn pay_start(
    lua: &Lua,
    (_ctx, kind, n): (AnyUserData, String, Whole),
) -> Result<String> {
    let n = n.0;
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
pub(super) fn pay_finish(
    lua: &Lua,
    (_ctx, Name(kind), List(chosen)): (AnyUserData, Name, List<Obj>),
) -> Result<bool> {
    act(lua, "pay", |db, st, _, fr| {
        let t = db
            .cost_kind(&kind)
            .and_then(|d| match &d.payment {
                Payment::Choose { to, .. } | Payment::Random { to, .. } => db.zone(to),
            })
            .ok_or_else(|| mlua::Error::runtime(format!("ctx:pay: no cost kind '{kind}'")))?;
        let ids = chosen
            .iter()
            .map(|h| fresh(db, st, h))
            .collect::<Result<Vec<ObjectId>>>()?;
        let n = ids.len() as i64;
        pay_with(db, st, fr, &kind, n, ids, t);
        Ok(true)
    })
}

pub(super) fn pay_with(
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
        primitives::move_to(db, st, *id, ZoneRef::Player(fr.controller, to));
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
