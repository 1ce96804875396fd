-- Tomwa of the Glow (DT 348): Reap: Exhaust a creature. If the tide is high, draw a card
-- for each exhausted enemy creature.
return {
	reap = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:exhaust(ctx:choose({ prompt = "Exhaust which creature?", objects = all })[1])
		if ctx:rule("tide") ~= "high" then
			return
		end
		local n = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:is_rested() then
				n += 1
			end
		end
		if n > 0 then
			ctx:draw(n)
		end
	end,
}
