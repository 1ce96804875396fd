-- Mælstrom (WoE 395): Play: Put each creature on top of its owner's deck in a random order.
-- Gain 2 chains.
return {
	resolve = function(ctx)
		ctx:rule("top_of_decks_at_random", ctx:objects({ zone = "battleline", controller = "any" }))
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
