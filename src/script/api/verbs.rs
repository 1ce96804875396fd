//! The verbs that move a player counter through the ordinary changes: `ctx:capture` and
//! `ctx:steal` (æmber between players and creatures) and `ctx:buy` (a player cost paid and
//! what it buys gained, its kind chosen where the cost has kinds: KeyForge's key colours).

use super::*;

/// The Lua half of `ctx:capture` and `ctx:steal`: each is a player-counter change and a
/// creature-counter change, both through replacement effects.
const VERBS_LUA: &str = r#"
local cost_def, pay_plan, bought = ...
local function amount(what, n)
  if type(n) ~= "number" or n ~= math.floor(n) or n < 0 then
    error(what .. ": the amount must be a whole number, 0 or more, not " .. tostring(n), 3)
  end
end
return {
  capture = function(ctx, creature, n, counter)
    amount("ctx:capture", n)
    counter = counter or "amber"
    if creature == nil or not creature:is_valid() then return 0 end
    local from = ctx.opponent
    -- The ability's own object counts as its controller's: a creature whose ability runs
    -- as if you controlled it (ctx:ability_of, ctx:use as_yours) captures from your opponent.
    if creature ~= ctx.this and creature:controller().index ~= ctx.controller.index then from = ctx.controller end
    local k = math.min(n, from:counter(counter))
    if k <= 0 then return 0 end
    -- A loss named "capture", which a replacement effect may take from elsewhere ("captured
    -- from your pool is taken from the common supply instead").
    ctx:gain(from, counter, -k, "capture")
    ctx:add_counter(creature, counter, k, "capture")
    return k
  end,
  steal = function(ctx, n, counter)
    amount("ctx:steal", n)
    counter = counter or "amber"
    local had = ctx.opponent:counter(counter)
    local k = math.min(n, had)
    if k <= 0 then return 0 end
    -- A loss named "steal", which a replacement effect may stop ("cannot be stolen"): the
    -- thief gains only what the opponent really lost.
    ctx:gain(ctx.opponent, counter, -k, "steal")
    k = had - ctx.opponent:counter(counter)
    if k <= 0 then return 0 end
    ctx:gain(ctx.controller, counter, k)
    return k
  end,
  -- Pays one of the ruleset's player costs at its current amount (plus `extra` for this
  -- payment) and gains what it buys (KeyForge: "forge a key at current cost"); false if
  -- the player can't pay it or something forbids it ("cannot forge keys").
  -- The pool is spent first, then æmber on cards a constant ability lets them spend; the
  -- whole payment goes to another player if a constant ability says so (The Sting).
  -- Where the cost buys one of several kinds (`one_of`: KeyForge's key colours), the buyer
  -- chooses one they have none of, asked only when two or more are left; `kind` names the
  -- one bought ("forge your red key"): false, nothing paid, if they have it already.
  buy = function(ctx, player, id, extra, kind)
    local counter, gain, kinds = cost_def(id)
    if kind ~= nil then
      local known = false
      for _, k in ipairs(kinds) do known = known or k == kind end
      if not known then
        error("ctx:buy: '" .. tostring(kind) .. "' is not one of the kinds cost '" .. id .. "' buys", 2)
      end
      if player:counter(kind) > 0 then return false end
      kinds = { kind }
    end
    local pool, objects, to, total = pay_plan(player, id, extra)
    if pool == nil then return false end
    if pool > 0 then ctx:gain(player, counter, -pool) end
    for _, spent in ipairs(objects) do ctx:add_counter(spent[1], counter, -spent[2]) end
    if to ~= nil and total > 0 then ctx:gain(to, counter, total) end
    ctx:gain(player, gain, 1)
    bought(player, id)
    local left = {}
    for _, kind in ipairs(kinds) do
      if player:counter(kind) <= 0 then table.insert(left, kind) end
    end
    if #left > 0 then
      local kind = ctx:choose({ prompt = "Choose what your " .. id .. " is", options = left,
        min = 1, max = 1, player = player })[1]
      bought(player, id, kind)
      ctx:gain(player, kind, 1)
    end
    return true
  end,
}
"#;

/// The verbs `VERBS_LUA` defines (fields of `ctx`).
pub const VERB_FUNCTIONS: &[&str] = &["capture", "steal", "buy"];

/// Makes the verbs once, kept in the registry for `ctx`'s getters.
pub(super) fn register(lua: &Lua) -> Result<()> {
    // The counter a player cost is paid from and the counter it buys, by its id.
    let cost_def = function(lua, |lua, Name(id): Name| {
        let d = data(lua)?;
        match d.db.ruleset.player_costs.iter().find(|c| c.id == id) {
            Some(c) => Ok((c.counter.clone(), c.gain.clone(), c.one_of.clone())),
            None => Err(mlua::Error::runtime(format!(
                "ctx:buy: the ruleset has no player cost '{id}'"
            ))),
        }
    })?;
    // How a player pays a player cost now: nil if they can't; else from their pool, from
    // the cards ({ {object, n} }), to whom, and the whole amount.
    let pay_plan = function(
        lua,
        |lua, (p, Name(id), extra): (UserDataRef<PlayerRef>, Name, Value)| {
            let Some(pay) = super::handles::payment(lua, p.0, &id, extra, "ctx:buy")? else {
                return Ok(mlua::MultiValue::new());
            };
            let objects = lua.create_table()?;
            with_state(lua, |_, st, _, _| {
                for (o, n) in &pay.objects {
                    let pair = lua.create_sequence_from([
                        Value::UserData(lua.create_userdata(object_handle(lua, st, *o))?),
                        Value::Integer(*n),
                    ])?;
                    objects.raw_push(pair)?;
                }
                Ok(())
            })?;
            let to = match pay.to {
                Some(t) => Value::UserData(lua.create_userdata(PlayerRef(t))?),
                None => Value::Nil,
            };
            Ok(mlua::MultiValue::from_vec(vec![
                Value::Integer(pay.pool),
                Value::Table(objects),
                to,
                Value::Integer(pay.total),
            ]))
        },
    )?;
    // The turn's record of a purchase (`kind`: its kind, once chosen), as the turn
    // procedure's own purchase records it.
    let bought = function(
        lua,
        |lua, (p, Name(id), kind): (UserDataRef<PlayerRef>, Name, Option<String>)| {
            with_state(lua, |_, st, _, _| {
                match kind {
                    Some(kind) => st.record_bought_kind(p.0, &id, &kind),
                    None => st.record_act(p.0, crate::core::state::ActKind::Bought, None, &id),
                }
                Ok(())
            })
        },
    )?;
    let verbs: Table = lua
        .load(VERBS_LUA)
        .set_name("=cardsmith.verbs")
        .call((cost_def, pay_plan, bought))?;
    for name in VERB_FUNCTIONS {
        let f: Function = verbs.raw_get(*name)?;
        lua.set_named_registry_value(&format!("cardsmith.verb.{name}"), f)?;
    }
    Ok(())
}

/// `ctx.capture`, `ctx.steal` and `ctx.buy`.
pub(super) fn ctx_fields<F: UserDataFields<Ctx>>(fields: &mut F) {
    for name in VERB_FUNCTIONS {
        getter(fields, name, move |lua, _| {
            lua.named_registry_value::<Function>(&format!("cardsmith.verb.{name}"))
        });
    }
}
