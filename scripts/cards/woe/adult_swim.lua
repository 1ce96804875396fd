-- Adult Swim (WoE 385): Play: Put each creature with power 3 or lower on top of its owner's
-- deck in a random order.
return {
	resolve = function(ctx)
		local small = ctx:objects({ zone = "battleline", controller = "any", max_stat = { power = 3 } })
		ctx:rule("top_of_decks_at_random", small)
	end,
}
