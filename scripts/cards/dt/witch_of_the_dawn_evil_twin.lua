-- Witch of the Dawn, evil twin (DT 373): Play: Destroy another friendly creature. If you
-- do, play a creature of another name from your discard pile; ready and use it.
return {
	resolve = function(ctx)
		local others = ctx:objects({ zone = "battleline", controller = "you", other = true })
		local doomed = ctx:choose({ prompt = "Destroy which other friendly creature?", objects = others })[1]
		if doomed == nil then
			return
		end
		local name = doomed:name()
		ctx:destroy(doomed)
		ctx:settle()
		if doomed:is_valid() and not doomed:is_destroyed() then
			return
		end
		local dead = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "creature" })) do
			if card:name() ~= name then
				table.insert(dead, card)
			end
		end
		local picked =
			ctx:choose({ prompt = "Play which creature from your discard pile?", objects = dead })[1]
		if picked == nil then
			return
		end
		local id = picked:card_id()
		local before = {}
		for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			before[c.id] = true
		end
		if not ctx:play(picked) then
			return
		end
		for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "you", card = id })) do
			if not before[c.id] then
				ctx:ready(c)
				ctx:rule("use_it", c)
				return
			end
		end
	end,
}
