-- Forgotten Guardian (GR 338): Play: Purge a card from a discard pile. Scrap: Shuffle a
-- purged card into its owner's deck.
return {
	resolve = function(ctx)
		ctx:rule("purge_from_a_discard_pile")
	end,
	scrap = function(ctx)
		local purged = ctx:objects({ zone = "purged" })
		local pick =
			ctx:choose({ prompt = "Shuffle which purged card into its owner's deck?", objects = purged })[1]
		if pick == nil then
			return
		end
		local owner = pick:owner()
		if ctx:move(pick, "deck") then
			ctx:shuffle("deck", owner)
		end
	end,
}
