-- Song of Spring (AoA 332), action: Play: Shuffle any number of friendly Untamed creatures
-- from your hand, discard pile, or battleline back into your deck.
return {
	resolve = function(ctx)
		local untamed = {}
		for _, zone in ipairs({ "hand", "discard", "battleline" }) do
			for _, card in ipairs(ctx:objects({ zone = zone, controller = "you", type = "creature" })) do
				if ctx:rule("of_house", card, "untamed") then
					table.insert(untamed, card)
				end
			end
		end
		local picked = ctx:choose({
			prompt = "Shuffle which Untamed creatures into your deck?",
			objects = untamed,
			min = 0,
			max = #untamed,
		})
		for _, card in ipairs(picked) do
			ctx:move(card, "deck")
		end
		if #picked > 0 then
			ctx:shuffle("deck")
		end
	end,
}
