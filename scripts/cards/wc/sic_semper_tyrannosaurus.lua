-- Sic Semper Tyrannosaurus (WC 209): Play: Move each æmber from the most powerful creature
-- (the player picks among those tied) to your pool, then destroy that creature.
return {
	resolve = function(ctx)
		local best = ctx:rule("most_powerful", ctx:objects({ zone = "battleline", controller = "any" }))
		local pick = ctx:choose({ prompt = "Which most powerful creature?", objects = best })[1]
		if pick == nil then
			return
		end
		local held = pick:counter("amber")
		if held > 0 then
			ctx:add_counter(pick, "amber", -held)
			ctx:gain(ctx.controller, "amber", held)
		end
		ctx:destroy(pick)
	end,
}
