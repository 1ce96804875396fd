-- Axiom of Grisk (WC 182): Play: Ward a creature (either side's). Destroy each creature
-- with no æmber on it, together (a warded one loses its ward instead). Gain 2 chains.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:rule("ward", ctx:choose({ prompt = "Ward which creature?", objects = creatures })[1])
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:counter("amber") == 0 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
