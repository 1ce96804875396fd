-- Chenille (DT 375): Hazardous 6. Action: Return a Bombyx from your discard pile to your
-- hand. Bombyx (DT 376) and Fifalde (DT 377) use this script: each Action: returns the next
-- of the life cycle, and the later two are destroyed as they are played unless they destroy
-- a friendly creature of the one before.
local NEXT = { chenille = "bombyx", bombyx = "fifalde" }
local BEFORE = { bombyx = "chenille", fifalde = "bombyx" }

local function of_card(ctx, zone, id)
	local out = {}
	for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
		if card:card_id() == id then
			table.insert(out, card)
		end
	end
	return out
end

local function heal_and_gain(ctx)
	ctx:heal(ctx.this, ctx.this:damage())
	ctx:gain(ctx.controller, "amber", 1)
end

return {
	resolve = function(ctx)
		local before = BEFORE[ctx.this:card_id()]
		if before == nil then
			return
		end
		local picked = ctx:choose({
			prompt = "Destroy which friendly creature?",
			objects = of_card(ctx, "battleline", before),
		})[1]
		if picked ~= nil then
			ctx:destroy(picked)
			ctx:settle()
			if not picked:is_valid() or picked:is_destroyed() then
				return
			end
		end
		ctx:destroy(ctx.this)
	end,
	action = function(ctx)
		local next_id = NEXT[ctx.this:card_id()]
		if next_id == nil then
			return
		end
		local picked = ctx:choose({
			prompt = "Return which card to your hand?",
			objects = of_card(ctx, "discard", next_id),
		})[1]
		if picked ~= nil then
			ctx:move(picked, "hand")
		end
	end,
	fight = function(ctx)
		if ctx.this:card_id() == "fifalde" then
			heal_and_gain(ctx)
		end
	end,
	reap = function(ctx)
		if ctx.this:card_id() == "fifalde" then
			heal_and_gain(ctx)
		end
	end,
}
