-- Ritual of Life (DT 391): Action: Destroy a friendly creature. If you do, return a
-- different creature from your discard pile to your hand.
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local victim = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
		if victim == nil then
			return
		end
		local before = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "creature" })) do
			before[card.id] = true
		end
		ctx:destroy(victim)
		ctx:settle()
		if victim:is_valid() and not victim:is_destroyed() then
			return
		end
		local others = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "creature" })) do
			if before[card.id] then
				table.insert(others, card)
			end
		end
		local back = ctx:choose({ prompt = "Return which creature to your hand?", objects = others })[1]
		if back ~= nil then
			ctx:move(back, "hand")
		end
	end,
}
