-- Dark Tidings' Treasure artifacts: "Play: Put 4 æmber on this from the common supply.
-- <more>. <When> (if this is ready), move each æmber from this to <a player>'s pool." One
-- script for the four, each with its own <more> and <when>: Dead Man's Chest (DT 193),
-- Bracchanalia (DT 133), Primal Relic (DT 389), Ruins of Archonis (DT 024).

-- Every æmber on the treasure goes to the player's pool.
local function pay_out(ctx, player)
	local held = ctx.this:counter("amber")
	if held > 0 then
		ctx:add_counter(ctx.this, "amber", -held)
		ctx:gain(player, "amber", held)
	end
end

local function holding(ctx)
	return ctx.this:zone() == "artifacts" and ctx.this:counter("amber") > 0
end

local function ready(ctx)
	return holding(ctx) and not ctx.this:is_rested()
end

-- The creatures `player` controls.
local function creatures_of(ctx, player)
	return ctx:rule("line", player)
end

-- Creatures of both players destroyed this turn.
local function creatures_destroyed_this_turn(ctx)
	local n = 0
	for _, player in ipairs({ ctx.controller, ctx.opponent }) do
		for _, act in ipairs(player:this_turn("destroyed")) do
			if act.types ~= nil and table.find(act.types, "creature") then
				n = n + 1
			end
		end
	end
	return n
end

local MORE = {
	dead_mans_chest = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1],
			2
		)
	end,
	bracchanalia = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:capture(ctx:choose({ prompt = "Which friendly creature captures 1?", objects = mine })[1], 1)
	end,
	primal_relic = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		for i = 1, 3 do
			local picked = ctx:choose({
				prompt = "Give a +1 power counter to which creature? (" .. i .. " of 3)",
				objects = creatures,
			})[1]
			for j, c in ipairs(creatures) do
				if c == picked then
					table.remove(creatures, j)
					ctx:add_counter(c, "power", 1)
					break
				end
			end
		end
	end,
	ruins_of_archonis = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local picked = ctx:choose({ prompt = "Archive which card?", objects = hand })[1]
		if picked ~= nil then
			ctx:move(picked, "archives")
		end
	end,
}

-- <when>, by card: the trigger's event, whether it applies, and who is paid.
local WHEN = {
	dead_mans_chest = {
		on = "destroyed",
		applies = function(ctx, _event)
			return ready(ctx) and creatures_destroyed_this_turn(ctx) >= 6
		end,
		to = function(ctx, _event)
			return ctx.controller:is_turn_player() and ctx.controller or ctx.opponent
		end,
	},
	bracchanalia = {
		on = "turn_began",
		applies = function(ctx, event)
			local n = 0
			for _, c in ipairs(creatures_of(ctx, event.player)) do
				if c:counter("amber") > 0 then
					n = n + 1
				end
			end
			return holding(ctx) and n >= 4
		end,
	},
	primal_relic = {
		on = "turn_began",
		applies = function(ctx, event)
			local power = 0
			for _, c in ipairs(creatures_of(ctx, event.player)) do
				power = power + (c:stat("power") or 0)
			end
			return holding(ctx) and power >= 20
		end,
	},
	ruins_of_archonis = {
		on = "played",
		applies = function(ctx, event)
			return ready(ctx) and event.player ~= nil and event.player:plays_this_turn() == 6
		end,
	},
}

-- One trigger per event kind; each card answers only its own <when>.
local function payout_trigger(kind)
	return {
		on = kind,
		label = "the treasure's æmber goes to a player's pool",
		applies = function(ctx, event)
			local when = WHEN[ctx.this:card_id()]
			return when.on == kind and when.applies(ctx, event)
		end,
		resolve = function(ctx, event)
			local when = WHEN[ctx.this:card_id()]
			pay_out(ctx, when.to and when.to(ctx, event) or event.player)
		end,
	}
end

return {
	resolve = function(ctx)
		ctx:add_counter(ctx.this, "amber", 4)
		MORE[ctx.this:card_id()](ctx)
	end,
	triggers = {
		payout_trigger("destroyed"),
		payout_trigger("turn_began"),
		payout_trigger("played"),
	},
}
