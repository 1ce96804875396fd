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

-- The houses of Call of the Archons: what "choose a house" offers.
local HOUSES = { "brobnar", "dis", "logos", "mars", "sanctum", "shadows", "untamed" }

return {
	-- Terms card text uses (ctx:rule): "choose a house" offers every house.
	rules = {
		houses = function()
			return table.clone(HOUSES)
		end,
	},

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

	-- A card's æmber bonus: its controller gains the printed æmber as it is played,
	-- before its own "Play:" ability.
	resolve = function(ctx)
		local bonus = ctx.this:stat("amber") or 0
		if bonus > 0 then
			ctx:gain(ctx.controller, "amber", bonus)
		end
	end,

	-- A fight, in the rulebook's order. Before the fight: assault (the attacker deals N
	-- to the attacked creature) and hazardous (the attacked creature deals N to the
	-- attacker), dealt together; if either creature is gone after that, there is no
	-- fight damage and no "Fight:" ability (the hook returns false). Then both deal
	-- damage equal to their power at the same time: none at all if the attacked creature
	-- is elusive and this is the first time it is attacked this turn; none to an attacker
	-- with skirmish. Poison destroys any creature its fight damage was dealt to.
	fight = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return false
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
		local attacker = ctx.this
		local foe = ctx:choose({ prompt = "Fight which enemy creature?", objects = open })[1]
		-- Elusive counts the first time it is attacked each turn: the record lasts the turn.
		local evaded = foe:has_keyword("elusive") and not foe:has_keyword("attacked_this_turn")
		ctx:lasting({ target = foe, duration = "turn", effect = { grant = "attacked_this_turn" } })

		-- Before the fight.
		ctx:deal_damage(foe, attacker:stat("assault") or 0, attacker)
		ctx:deal_damage(attacker, foe:stat("hazardous") or 0, foe)
		ctx:settle()
		if not attacker:is_valid() or not foe:is_valid() then
			return false
		end

		-- The fight damage.
		if evaded then
			return true
		end
		local foe_before, attacker_before = foe:damage(), attacker:damage()
		local attacker_poison, foe_poison = attacker:has_keyword("poison"), foe:has_keyword("poison")
		ctx:deal_damage(foe, attacker:stat("power") or 0, attacker)
		if not attacker:has_keyword("skirmish") then
			ctx:deal_damage(attacker, foe:stat("power") or 0, foe)
		end
		ctx:settle()
		if attacker_poison and foe:is_valid() and foe:damage() > foe_before then
			ctx:destroy(foe)
		end
		if foe_poison and attacker:is_valid() and attacker:damage() > attacker_before then
			ctx:destroy(attacker)
		end
		return true
	end,
}
