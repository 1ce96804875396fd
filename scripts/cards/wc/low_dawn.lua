-- Low Dawn (WC 377): Play: If there are 3 or more Untamed creatures in your discard pile,
-- gain 2 æmber. Shuffle each Untamed creature from your discard pile into your deck.
return {
	resolve = function(ctx)
		local untamed = ctx:objects({
			zone = "discard",
			controller = "you",
			type = "creature",
			attributes = { house = "untamed" },
		})
		if #untamed >= 3 then
			ctx:gain(ctx.controller, "amber", 2)
		end
		for _, card in ipairs(untamed) do
			ctx:move(card, "deck")
		end
		if #untamed > 0 then
			ctx:shuffle("deck")
		end
	end,
}
