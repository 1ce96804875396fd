-- Urxym the "Diplomat" (GR 185): Elusive (data). After Reap: Lose all your æmber; destroy an
-- enemy non-Mars creature for each æmber lost this way, one at a time.
return {
	reap = function(ctx)
		local before = ctx.controller:counter("amber")
		ctx:gain(ctx.controller, "amber", -before)
		local lost = before - ctx.controller:counter("amber")
		for _ = 1, lost do
			local targets = {}
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
				if not ctx:rule("of_house", creature, "mars") then
					table.insert(targets, creature)
				end
			end
			local pick =
				ctx:choose({ prompt = "Destroy which enemy non-Mars creature?", objects = targets })[1]
			if pick == nil then
				return
			end
			ctx:destroy(pick)
		end
	end,
}
