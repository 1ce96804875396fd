-- Dredging Druid (DT 382): Elusive. Reap: If the tide is high, put up to 3 creatures from
-- your discard pile on top of your deck (in the order picked: the last picked on top).
return {
	reap = function(ctx)
		if ctx:rule("tide") ~= "high" then
			return
		end
		local creatures = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		local picked = ctx:choose({
			prompt = "Put up to 3 creatures on top of your deck",
			objects = creatures,
			min = 0,
			max = math.min(3, #creatures),
		})
		for _, creature in ipairs(picked) do
			ctx:move(creature, "deck", { position = "top" })
		end
	end,
}
