-- Legerdemain (GR 100): Play: Return a damaged creature to its owner's hand. If you do, its
-- controller (as it was in play) gains 1 æmber.
return {
	resolve = function(ctx)
		local damaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:damage() > 0 then
				table.insert(damaged, creature)
			end
		end
		local pick = ctx:choose({
			prompt = "Return which damaged creature to its owner's hand?",
			objects = damaged,
		})[1]
		if pick == nil then
			return
		end
		local controller = pick:controller()
		if ctx:move(pick, "hand") then
			ctx:gain(controller, "amber", 1)
		end
	end,
}
