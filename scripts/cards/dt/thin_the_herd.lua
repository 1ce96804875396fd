-- Thin the Herd (DT 411): Play: Shuffle the 4 least powerful creatures into their owners'
-- decks. Ties at the cut: the player picks which of the equally weak go.
return {
	resolve = function(ctx)
		local herd = ctx:rule(
			"n_least_powerful",
			ctx:objects({ zone = "battleline" }),
			4,
			"Shuffle which creature into its owner's deck?"
		)
		local owners = {}
		for _, creature in ipairs(herd) do
			owners[creature:owner().index] = creature:owner()
			ctx:move(creature, "deck")
		end
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			if owners[player.index] ~= nil then
				ctx:shuffle("deck", player)
			end
		end
	end,
}
