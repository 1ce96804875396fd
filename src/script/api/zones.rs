//! The zone vocabulary of card text (issue 16): tokens (`ctx:create_token`), positions in
//! a deck (`ctx:move(obj, zone, { position = ... })`), shuffling, Glimpse, searching,
//! revealing, and the named verbs `ctx:discard` and `ctx:banish`. The zones these verbs
//! use are the ruleset's (`vocabulary`); what changes the game passes through
//! replacement effects as a `Change`, like `ctx:move`.

use super::*;
use crate::core::primitives::Position;

/// The Lua side: composes the changes (through `run`, which settles replacement effects),
/// questions (`choose`) and the Rust helpers below.
pub(super) const VOCAB_LUA: &str = r#"
local run, choose, rust, yield = ...
local function move_all(ctx, objs, zone)
  for _, o in ipairs(objs) do run(ctx, { kind = "move", target = o, zone = zone }) end
end
return {
  create_token = function(ctx, id, player, zone)
    local before = rust.token_begin(ctx, id, zone)
    run(ctx, { kind = "create", token = id, player = player, zone = zone })
    return rust.token_made(ctx, before)
  end,
  -- `card` (the top card of a deck, say) goes to `zone` (the token zone by default), at
  -- `position` as `ctx:move` has it, and stands there face down for the card `id` (a copy
  -- of it) until it leaves that zone.
  -- The move and the turn face down are one instruction: what its arrival triggers (an
  -- "after a creature enters play") sees the token, not the card under it (KF-TOK-ENTER-1).
  token_from = function(ctx, card, id, zone, position)
    zone = rust.token_zone(ctx, id, zone)
    if card == nil or not card:is_valid() then return nil end
    return ctx:as_one(function()
      if run(ctx, { kind = "move", target = card, zone = zone, position = position }) == 0 then return nil end
      return rust.stand_for(ctx, card, id, zone)
    end)
  end,
  -- One card, or a list discarded together. Then the rules script's `discarded` hook, if
  -- it has one, gets each card discarded ({ card = its handle now, from = the zone it left })
  -- (KeyForge's Scrap). A list returns every card discarded, as it entered the discard zone.
  discard = function(ctx, target)
    local zone = rust.zone(ctx, "discard")
    local cards = target
    if type(target) ~= "table" then cards = { target } end
    local done = {}
    for _, card in ipairs(cards) do
      local from = nil
      if type(card) == "userdata" and card:is_valid() then from = card:zone() end
      if run(ctx, { kind = "discard", target = card }) > 0 then
        -- Only a card that reached the discard zone was discarded: one the ruleset's
        -- redirects sent elsewhere (an unowned card leaving an archive) was not.
        local now = rust.now(ctx, card)
        if now ~= nil and now:zone() == zone then table.insert(done, { card = now, from = from }) end
      end
    end
    local after = rust.discarded_hook()
    if after ~= nil and #done > 0 then after(ctx, done) end
    if type(target) ~= "table" then return #done > 0 end
    local out = {}
    for _, d in ipairs(done) do table.insert(out, d.card) end
    return out
  end,
  -- True only if it was banished: a ward removed instead, or a redirect, is no banishing.
  banish = function(ctx, target)
    local zone = rust.zone(ctx, "banish")
    if run(ctx, { kind = "move", target = target, zone = zone }) == 0 then return false end
    local now = rust.now(ctx, target)
    return now == nil or now:zone() == zone
  end,
  -- A player (the ability's controller by default) takes control of an object in play
  -- that is not theirs: it joins the same zone of theirs on a flank (asked only when
  -- that zone has others). With duration "until_leaves_play" the control ends as this
  -- ability's card leaves play (its leaves_play event names the object: `released`).
  -- `flank` ("left" or "right"), when the text names it, is where it joins: nobody is asked.
  take_control = function(ctx, target, player, duration, flank)
    player = player or ctx.controller
    if target ~= nil and type(target) ~= "userdata" then
      error("ctx:take_control: expected an object handle, got a " .. type(target), 2)
    end
    if target == nil or not target:is_valid() or target:controller() == player then return false end
    local side = "opponent"
    if player == ctx.controller then side = "you" end
    if flank ~= nil and flank ~= "left" and flank ~= "right" then
      error("ctx:take_control: flank \"" .. tostring(flank) .. "\": expected \"left\" or \"right\"", 2)
    end
    local named = flank ~= nil
    flank = flank or "right"
    -- Only a line zone (a battleline) has flanks to choose between.
    if not named and rust.is_line(ctx, target:zone()) and #ctx:objects({ zone = target:zone(), controller = side }) > 0 then
      local pick = choose(ctx, { options = { "left flank", "right flank" }, prompt = "Put " .. target:name() .. " on which flank?" })[1]
      if pick == "left flank" then flank = "left" end
    end
    local before = target:controller()
    local taken = run(ctx, { kind = "control", target = target, player = player, flank = flank }) > 0
    if taken and duration ~= nil then rust.control_until(ctx, target, duration, before) end
    return taken
  end,
  shuffle = function(ctx, zone, player) rust.shuffle(ctx, zone, player) end,
  reveal = function(ctx, objects) rust.reveal(ctx, objects) end,
  swap = function(ctx, a, b) return rust.swap(ctx, a, b) end,
  exchange = function(ctx, a, b) return rust.exchange(ctx, a, b) end,
  -- The object, in play, goes to its player's zone `zone` in play as the same object (its
  -- state kept); in a line zone with others in it, on the flank the ability's controller
  -- picks unless `flank` names it.
  shift = function(ctx, target, zone, flank)
    if target ~= nil and type(target) ~= "userdata" then
      error("ctx:shift: expected an object handle, got a " .. type(target), 2)
    end
    if flank ~= nil and flank ~= "left" and flank ~= "right" then
      error("ctx:shift: flank \"" .. tostring(flank) .. "\": expected \"left\" or \"right\"", 2)
    end
    if target == nil or not target:is_valid() then return false end
    if flank == nil and rust.is_line(ctx, zone) then
      flank = "right"
      local side = target:controller() == ctx.controller and "you" or "opponent"
      if #ctx:objects({ zone = zone, controller = side }) > 0 then
        local pick = choose(ctx, { options = { "left flank", "right flank" }, prompt = "Put " .. target:name() .. " on which flank?" })[1]
        if pick == "left flank" then flank = "left" end
      end
    end
    return rust.shift(ctx, target, zone, flank == "left")
  end,
  reposition = function(ctx, target, position) return rust.reposition(ctx, target, position) end,
  -- The ruleset's refill, done by card text: the counter shed first, then the draw.
  refill = function(ctx, player)
    local draw, counter, shed = rust.refill_plan(ctx, player)
    if shed > 0 then ctx:gain(player or ctx.controller, counter, -shed) end
    if draw > 0 then ctx:draw(draw, player) end
    return draw
  end,
  top = function(ctx, n, player, zone) return rust.top(ctx, n, player, zone) end,
  glimpse = function(ctx, n, player)
    local top = rust.top(ctx, n, player)
    -- First the looked-at cards that may be activated now for a cost usable while
    -- looked at (the game offers those it would accept); one activated, the others go
    -- to the bottom and nothing goes back on top.
    if rust.offer(ctx, top, player, "Glimpse " .. tostring(n) .. ": activate a card you are looking at?") then
      local chosen = yield()
      if #chosen > 0 then
        local rest = {}
        for _, o in ipairs(top) do
          if o:is_valid() then rest[#rest + 1] = o end
        end
        rust.to_bottom(ctx, rest)
        return rest
      end
    end
    local bottom = choose(ctx, {
      player = player, objects = top, min = 0, max = #top,
      prompt = "Glimpse " .. tostring(n) .. ": choose the cards to put on the bottom of the deck",
    })
    rust.to_bottom(ctx, bottom)
    return bottom
  end,
  search = function(ctx, spec)
    local found, zone, whose, count = rust.search(ctx, spec)
    local chosen = choose(ctx, {
      player = spec.player, objects = found, min = 0, max = count,
      prompt = spec.prompt or ("search the " .. zone .. ": choose up to " .. tostring(count)),
    })
    if spec.reveal then rust.reveal(ctx, chosen) end
    if spec.to then move_all(ctx, chosen, spec.to) end
    rust.shuffle(ctx, zone, whose)
    return chosen
  end,
}
"#;

/// The names `VOCAB_LUA` defines (fields of `ctx`), after `CHANGE_FUNCTIONS`.
pub const VOCAB_FUNCTIONS: &[&str] = &[
    "create_token",
    "token_from",
    "discard",
    "banish",
    "take_control",
    "shuffle",
    "reveal",
    "glimpse",
    "search",
    "top",
    "swap",
    "exchange",
    "shift",
    "reposition",
    "refill",
];

/// The Rust helpers `VOCAB_LUA` calls, as a table.
pub(super) fn helpers(lua: &Lua) -> Result<Table> {
    let t = lua.create_table()?;
    t.set("token_begin", function(lua, token_begin)?)?;
    t.set("token_made", function(lua, token_made)?)?;
    t.set("token_zone", function(lua, token_zone)?)?;
    t.set("stand_for", function(lua, stand_for)?)?;
    t.set("zone", function(lua, verb_zone)?)?;
    t.set("now", function(lua, now)?)?;
    t.set("discarded_hook", function(lua, discarded_hook)?)?;
    t.set("is_line", function(lua, is_line)?)?;
    t.set("shuffle", function(lua, shuffle)?)?;
    t.set("reveal", function(lua, reveal)?)?;
    t.set("swap", function(lua, swap)?)?;
    t.set("exchange", function(lua, exchange)?)?;
    t.set("shift", function(lua, shift)?)?;
    t.set("reposition", function(lua, reposition)?)?;
    t.set("refill_plan", function(lua, refill_plan)?)?;
    t.set("top", function(lua, deck_top)?)?;
    t.set("to_bottom", function(lua, to_bottom)?)?;
    t.set("offer", function(lua, offer)?)?;
    t.set("search", function(lua, search)?)?;
    t.set(
        "control_until",
        function(lua, super::lasting::control_until)?,
    )?;
    Ok(t)
}

/// A position as a change table holds it: `"top"`, `"bottom"` or n (from the top).
pub(crate) fn position_value(lua: &Lua, p: Position) -> Result<Value> {
    Ok(match p {
        Position::Top => Value::String(lua.create_string("top")?),
        Position::Bottom => Value::String(lua.create_string("bottom")?),
        Position::Nth(n) => Value::Integer(i64::from(n)),
    })
}

/// Reads `position = "top" | "bottom" | n` (n from 1, the top); nil is the top.
pub(crate) fn position_from(v: Value) -> Result<Position> {
    match v {
        Value::Nil => Ok(Position::Top),
        Value::String(s) if s.to_str()?.as_ref() as &str == "top" => Ok(Position::Top),
        Value::String(s) if s.to_str()?.as_ref() as &str == "bottom" => Ok(Position::Bottom),
        Value::Integer(n) if n >= 1 && n <= i64::from(u32::MAX) => Ok(Position::Nth(n as u32)),
        Value::Number(n) if n >= 1.0 && n.fract() == 0.0 && n <= f64::from(u32::MAX) => {
            Ok(Position::Nth(n as u32))
        }
        other => Err(mlua::Error::runtime(format!(
            "position must be \"top\", \"bottom\" or a whole number from 1 (the top), not {}",
            match &other {
                Value::String(s) => format!("'{}'", s.to_string_lossy()),
                Value::Integer(n) => n.to_string(),
                Value::Number(n) => n.to_string(),
                v => format!("a {}", v.type_name()),
            }
        ))),
    }
}

/// Checks a token id and the zone it is made in (the ruleset's `vocabulary.token_zone`,
/// else where the token's card type resolves to).
pub(crate) fn token_and_zone(
    db: &CardDb,
    token: Option<String>,
    zone: Option<String>,
) -> Result<(String, String)> {
    let token =
        token.ok_or_else(|| mlua::Error::runtime("a create change needs token = a token id"))?;
    let Some(card) = db.lookup(&token).filter(|c| db.card(*c).token) else {
        let known: Vec<&str> = db
            .cards
            .iter()
            .filter(|c| c.token)
            .map(|c| c.id.as_str())
            .collect();
        return Err(mlua::Error::runtime(format!(
            "no token definition '{token}' (a set's card with token: true); the tokens are: {}",
            if known.is_empty() {
                "none".to_string()
            } else {
                known.join(", ")
            }
        )));
    };
    let zone = match zone {
        Some(z) => z,
        None => match &db.ruleset.vocabulary.token_zone {
            Some(z) => z.clone(),
            None => db.resolve_zone(card).to_string(),
        },
    };
    if !db.is_zone(&zone) {
        return Err(mlua::Error::runtime(format!("no zone named '{zone}'")));
    }
    Ok((token, zone))
}

fn token_begin(
    lua: &Lua,
    (_ctx, id, zone): (AnyUserData, Option<Name>, Option<Name>),
) -> Result<usize> {
    act(lua, "create_token", |db, st, _, _| {
        token_and_zone(db, id.map(|n| n.0), zone.map(|n| n.0))?;
        Ok(st.objects().len())
    })
}

/// The token just made (the first object made since `before` that still exists).
fn token_made(lua: &Lua, (_ctx, before): (AnyUserData, usize)) -> Result<Option<Obj>> {
    read(lua, |_, st, _| {
        Ok(st
            .objects()
            .iter()
            .skip(before)
            .find(|o| o.zone != ZoneRef::Gone)
            .map(|o| object_handle(lua, st, o.id)))
    })
}

/// Checks the card a card stands for (`ctx:token_from`) and returns the zone it goes to:
/// the one given, else the ruleset's token zone, else where that card's type resolves.
fn token_zone(
    lua: &Lua,
    (_ctx, id, zone): (AnyUserData, Option<Name>, Option<Name>),
) -> Result<String> {
    let db = data(lua)?.db.clone();
    let id = id
        .ok_or_else(|| mlua::Error::runtime("token_from needs the id of the card it stands for"))?
        .0;
    let card = db
        .lookup(&id)
        .ok_or_else(|| mlua::Error::runtime(format!("token_from: no card '{id}'")))?;
    let zone = match zone {
        Some(z) => z.0,
        None => match &db.ruleset.vocabulary.token_zone {
            Some(z) => z.clone(),
            None => db.resolve_zone(card).to_string(),
        },
    };
    if !db.is_zone(&zone) {
        return Err(mlua::Error::runtime(format!("no zone named '{zone}'")));
    }
    Ok(zone)
}

/// The card just moved by `token_from` (its handle from before the move: the same object,
/// one zone change on, now in `zone`) turns face down as a copy of `id`; a `created`
/// event names it. Nil if the move went elsewhere (a replacement effect).
fn stand_for(
    lua: &Lua,
    (_ctx, card, id, zone): (AnyUserData, UserDataRef<Obj>, Name, Name),
) -> Result<Option<Obj>> {
    let handle = act(lua, "token_from", |db, st, _, _| {
        let (Some(token), Some(z)) = (db.lookup(&id.0), db.zone(&zone.0)) else {
            return Ok(None);
        };
        let Some(o) = st.object(card.id) else {
            return Ok(None);
        };
        let ZoneRef::Player(player, at) = o.zone else {
            return Ok(None);
        };
        if o.generation != card.generation + 1 || at != z {
            return Ok(None);
        }
        st.show_as_token(card.id, token);
        st.emit(Event::Created {
            player,
            object: card.id,
        });
        Ok(Some(card.id))
    })?;
    read(
        lua,
        |_, st, _| Ok(handle.map(|h| object_handle(lua, st, h))),
    )
}

/// The handle of `card`'s object as it is now, after its moves; nil once it is gone.
fn now(lua: &Lua, (_ctx, card): (AnyUserData, Option<UserDataRef<Obj>>)) -> Result<Option<Obj>> {
    read(lua, |_, st, _| {
        Ok(card.and_then(|c| {
            st.object(c.id)
                .filter(|o| o.zone != ZoneRef::Gone)
                .map(|o| object_handle(lua, st, o.id))
        }))
    })
}

/// The rules script's `discarded(ctx, cards)` hook, run after `ctx:discard`.
fn discarded_hook(lua: &Lua, (): ()) -> Result<Option<mlua::Function>> {
    let d = data(lua)?;
    Ok(d.rules
        .as_ref()
        .and_then(|(_, h)| h.get("discarded").cloned()))
}

/// The ruleset's zone for a verb of card text, or an error saying the ruleset has none.
fn verb_zone(lua: &Lua, (_ctx, verb): (AnyUserData, String)) -> Result<String> {
    let d = data(lua)?;
    let v = &d.db.ruleset.vocabulary;
    let zone = match verb.as_str() {
        "discard" => &v.discard,
        "banish" => &v.banish,
        _ => &None,
    };
    zone.clone().ok_or_else(|| {
        mlua::Error::runtime(format!(
            "ctx:{verb}: the ruleset '{}' names no {verb} zone (vocabulary: ({verb}: \"...\"))",
            d.db.ruleset.id
        ))
    })
}

/// Whether the zone of that name is a line zone (objects in it have flanks and neighbours).
fn is_line(lua: &Lua, (_ctx, zone): (AnyUserData, String)) -> Result<bool> {
    let d = data(lua)?;
    Ok(d.db
        .zone(&zone)
        .is_some_and(|z| d.db.ruleset.zones[z.0 as usize].line))
}

/// A player's zone by name (the controller's if no player is given).
fn player_zone(db: &CardDb, fr: Frame, zone: &str, player: Option<&PlayerRef>) -> Result<ZoneRef> {
    let z = db.zone(zone).ok_or_else(|| {
        mlua::Error::runtime(format!(
            "no zone named '{zone}'; the ruleset's zones are: {}",
            db.ruleset
                .zones
                .iter()
                .map(|z| z.id.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))
    })?;
    Ok(ZoneRef::Player(player.map_or(fr.controller, |p| p.0), z))
}

fn shuffle(
    lua: &Lua,
    (_ctx, Name(zone), player): (AnyUserData, Name, Option<UserDataRef<PlayerRef>>),
) -> Result<()> {
    act(lua, "shuffle", |db, st, _, fr| {
        let z = player_zone(db, fr, &zone, player.as_deref())?;
        primitives::shuffle(db, st, z);
        Ok(())
    })
}

/// The objects behind the handles that still name the same objects.
fn current(st: &GameState, fr: Frame, objs: &[Obj]) -> Result<Vec<ObjectId>> {
    let mut out = Vec::new();
    for h in objs {
        kept(h, fr)?;
        if st
            .object(h.id)
            .is_some_and(|o| o.generation == h.generation)
        {
            out.push(h.id);
        }
    }
    Ok(out)
}

/// `ctx:swap(a, b)`: the two objects trade places in the zone they share (a battleline);
/// false, with nothing changed, if either is gone or they are not in one player's zone.
fn swap(lua: &Lua, (_ctx, a, b): (AnyUserData, Option<Obj>, Option<Obj>)) -> Result<bool> {
    act(lua, "swap", |_, st, _, fr| {
        let (Some(a), Some(b)) = (a, b) else {
            return Ok(false);
        };
        match current(st, fr, &[a, b])?.as_slice() {
            [a, b] => Ok(primitives::swap(st, *a, *b)),
            _ => Ok(false),
        }
    })
}

/// `ctx:exchange(a, b)`: the two objects in play trade counters, damage and attachments
/// (RULE-EXCHANGE-1); false, with nothing changed, if either is gone.
fn exchange(lua: &Lua, (_ctx, a, b): (AnyUserData, Option<Obj>, Option<Obj>)) -> Result<bool> {
    act(lua, "exchange", |db, st, _, fr| {
        let (Some(a), Some(b)) = (a, b) else {
            return Ok(false);
        };
        match current(st, fr, &[a, b])?.as_slice() {
            [a, b] => Ok(primitives::exchange(db, st, *a, *b)),
            _ => Ok(false),
        }
    })
}

/// `ctx:shift(obj, zone, flank)`: the object moves to its player's zone `zone` in play as
/// the same object (RULE-SHIFT-1); false, with nothing changed, if it can't.
fn shift(
    lua: &Lua,
    (_ctx, target, zone, left): (AnyUserData, Option<Obj>, String, bool),
) -> Result<bool> {
    act(lua, "shift", |db, st, _, fr| {
        let Some(target) = target else {
            return Ok(false);
        };
        let Some(z) = db.zone(&zone) else {
            return Err(mlua::Error::runtime(format!(
                "ctx:shift: unknown zone '{zone}'"
            )));
        };
        match current(st, fr, &[target])?.as_slice() {
            [id] => Ok(primitives::shift(db, st, *id, z, left)),
            _ => Ok(false),
        }
    })
}

/// `ctx:reposition(obj, position)`: it moves within its zone ("move it to a flank").
fn reposition(
    lua: &Lua,
    (_ctx, target, position): (AnyUserData, Option<Obj>, Value),
) -> Result<bool> {
    let position = position_from(position)?;
    act(lua, "reposition", |_, st, _, fr| {
        let Some(target) = target else {
            return Ok(false);
        };
        match current(st, fr, &[target])?.as_slice() {
            [id] => Ok(primitives::reposition(st, *id, position)),
            _ => Ok(false),
        }
    })
}

/// `ctx:refill`'s plan: the cards to draw, and the counter to shed with how much.
fn refill_plan(
    lua: &Lua,
    (_ctx, player): (AnyUserData, Option<UserDataRef<PlayerRef>>),
) -> Result<(u32, String, i64)> {
    with_state(lua, |db, st, hooks, fr| {
        let who = player.as_deref().map_or(fr.controller, |p| p.0);
        let plan = crate::core::turn::refill_plan(db, hooks, st, who).map_err(hook_err)?;
        Ok(plan.unwrap_or((0, String::new(), 0)))
    })
}

fn reveal(lua: &Lua, (_ctx, List(objs)): (AnyUserData, List<Obj>)) -> Result<()> {
    act(lua, "reveal", |_, st, _, fr| {
        let ids = current(st, fr, &objs)?;
        primitives::reveal(st, fr.controller, ids);
        Ok(())
    })
}

/// The deck the vocabulary names (else the zone cards are drawn from).
fn deck(db: &CardDb) -> &str {
    db.ruleset
        .vocabulary
        .deck
        .as_deref()
        .unwrap_or(&db.ruleset.draw_from)
}

fn count_arg(what: &str, n: i64) -> Result<usize> {
    usize::try_from(n)
        .map_err(|_| mlua::Error::runtime(format!("{what}: the count must be 0 or more, not {n}")))
}

/// `ctx:top(n, player?)`: the top `n` cards of a player's deck (the ruleset's), top
/// first, looked at on purpose. Reading only: any hook may ask.
/// `ctx:top(n [, player [, zone]])`: the top n cards of the player's deck, or of another
/// of their zones by name ("the top card of your discard pile"), top first.
fn deck_top(
    lua: &Lua,
    (_ctx, n, player, zone): (
        AnyUserData,
        Whole,
        Option<UserDataRef<PlayerRef>>,
        Option<String>,
    ),
) -> Result<Vec<Obj>> {
    let n = count_arg("ctx:top", n.0)?;
    read(lua, |db, st, fr| {
        let name = zone.as_deref().unwrap_or(deck(db));
        let z = player_zone(db, fr, name, player.as_deref())?;
        Ok(st
            .zone(z)
            .iter()
            .rev()
            .take(n)
            .map(|id| object_handle(lua, st, *id))
            .collect())
    })
}

fn to_bottom(lua: &Lua, (_ctx, List(objs)): (AnyUserData, List<Obj>)) -> Result<()> {
    act(lua, "glimpse", |_, st, _, fr| {
        for id in current(st, fr, &objs)? {
            primitives::put_at(st, id, Position::Bottom);
        }
        Ok(())
    })
}

/// Glimpse's offer: asks (suspending the resolution) which of the looked-at cards with
/// an alternative cost usable while looked at its player activates, if any has one;
/// the game narrows the offer to those it would accept. False when there is nothing to
/// offer.
fn offer(
    lua: &Lua,
    (_ctx, List(objs), player, Text(prompt)): (
        AnyUserData,
        List<Obj>,
        Option<UserDataRef<PlayerRef>>,
        Text,
    ),
) -> Result<bool> {
    let candidates = act(lua, "glimpse", |db, st, _, fr| {
        Ok(current(st, fr, &objs)?
            .into_iter()
            .filter(|id| {
                st.object(*id).is_some_and(|o| {
                    db.card(o.card)
                        .alternative_costs
                        .iter()
                        .any(|c| c.while_looked_at)
                })
            })
            .collect::<Vec<ObjectId>>())
    })?;
    if candidates.is_empty() {
        return Ok(false);
    }
    let player = match player {
        Some(p) => p.0,
        None => frame(lua)?.controller,
    };
    *data(lua)?.question.borrow_mut() = Some(Decision {
        player,
        choice: Choice::ActivateLookedAt,
        prompt,
        options: Options::Objects {
            candidates,
            min: 0,
            max: 1,
        },
    });
    Ok(true)
}

/// `ctx:search`'s first half: the matching cards of the zone searched (hidden ones
/// included: a search looks on purpose), the zone, whose it is, and how many at most.
fn search(
    lua: &Lua,
    (_ctx, spec): (AnyUserData, Table),
) -> Result<(Vec<Obj>, String, PlayerRef, usize)> {
    let filter_spec = lua.create_table()?;
    let mut count = 1;
    let mut player = None;
    for pair in spec.pairs::<Value, Value>() {
        let (k, v) = pair?;
        match k.as_string().map(|s| s.to_string_lossy()).as_deref() {
            Some("count") => {
                count = count_arg("ctx:search", typed(lua, "count", v, "a whole number")?)?
            }
            Some("player") => {
                player = Some(typed::<UserDataRef<PlayerRef>>(lua, "player", v, "a player")?.0)
            }
            Some("to" | "reveal" | "prompt") => {}
            _ => filter_spec.set(k, v)?,
        }
    }
    let mut filter = parse_filter(lua, &filter_spec, false)?.filter;
    act(lua, "search", |db, st, hooks, fr| {
        let whose = player.unwrap_or(fr.controller);
        let zone = filter
            .zone
            .get_or_insert_with(|| deck(db).to_string())
            .clone();
        let z = player_zone(db, fr, &zone, Some(&PlayerRef(whose)))?;
        let mut found = Vec::new();
        let top_first: Vec<ObjectId> = st.zone(z).iter().rev().copied().collect();
        for id in top_first {
            if query::matches(db, st, hooks, &filter, whose, Some(fr.card), id).map_err(hook_err)? {
                found.push(object_handle(lua, st, id));
            }
        }
        Ok((found, zone, PlayerRef(whose), count))
    })
}
