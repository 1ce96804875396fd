-- KeyForge rules that are not plain data: houses, and what reaping and fighting do
-- before a card's own "Reap:" or "Fight:" ability.

-- Why `card` is not of the house its controller chose this turn, if it is not.
local function off_house(ctx, card)
	local house = ctx.controller:declared("house")
	if house ~= nil and card:attribute("house") ~= house then
		return "only cards of the active house (" .. house .. ") can be played or used"
	end
	return nil
end

return {
	legal = function(ctx)
		local why = off_house(ctx, ctx.this)
		if why then
			return false, why
		end
		return true
	end,

	-- A card used through another card's ability may be of any house. A creature can't
	-- fight while there is no enemy creature to fight: that is not a use at all, so it
	-- stays ready, is not counted toward the rule of six and may be used again.
	may_use = function(ctx, object, ability, via)
		if ability == "fight" and #ctx:objects({ zone = "battleline", controller = "opponent" }) == 0 then
			return false, "there is no enemy creature to fight"
		end
		-- Used through another card, or allowed by a lasting effect ("may fight").
		if via or object:allowed(ability) then
			return true
		end
		local why = off_house(ctx, object)
		if why then
			return false, why
		end
		return true
	end,

	reap = function(ctx)
		ctx:gain(ctx.controller, "amber", 1)
	end,

	-- Both creatures deal damage equal to their power to each other, at the same time.
	fight = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		-- Taunt: a creature beside one with taunt can't be attacked, unless it has taunt too.
		local open = {}
		for _, e in ipairs(enemies) do
			local shielded = false
			if not e:has_keyword("taunt") then
				for _, n in ipairs(e:neighbors()) do
					shielded = shielded or n:has_keyword("taunt")
				end
			end
			if not shielded then
				table.insert(open, e)
			end
		end
		local foe = ctx:choose({ prompt = "Fight which enemy creature?", objects = open })[1]
		ctx:deal_damage(foe, ctx.this:stat("power") or 0)
		ctx:deal_damage(ctx.this, foe:stat("power") or 0, foe)
	end,
}
