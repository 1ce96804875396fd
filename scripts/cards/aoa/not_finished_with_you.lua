-- Not Finished with You (AoA 063), action: Play: Shuffle any number of creatures from your
-- discard pile into your deck.
return {
	resolve = function(ctx)
		local dead = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		local picked = ctx:choose({
			prompt = "Shuffle which creatures into your deck?",
			objects = dead,
			min = 0,
			max = #dead,
		})
		for _, card in ipairs(picked) do
			ctx:move(card, "deck")
		end
		if #picked > 0 then
			ctx:shuffle("deck")
		end
	end,
}
