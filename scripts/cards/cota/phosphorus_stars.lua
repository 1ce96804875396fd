-- Phosphorus Stars (CotA 173): Play: Stun each creature that is not Mars. Gain 2 chains.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if not ctx:rule("of_house", creature, "mars") then
				ctx:rule("stun", creature)
			end
		end
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
