-- Commpod (CotA 181): Action: Reveal any number of Mars cards from your hand. For each
-- card revealed this way, you may ready one Mars creature.
return {
	action = function(ctx)
		local n = ctx:rule("reveal_from_hand", "mars")
		if n == 0 then
			return
		end
		local mars = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", rested = true })) do
			if ctx:rule("of_house", creature, "mars") then
				table.insert(mars, creature)
			end
		end
		local chosen = ctx:choose({
			prompt = "Ready up to " .. n .. " Mars creatures",
			objects = mars,
			min = 0,
			max = math.min(n, #mars),
		})
		for _, creature in ipairs(chosen) do
			ctx:ready(creature)
		end
	end,
}
