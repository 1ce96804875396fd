-- Catch and Release (WoE 369): Play: Return each creature to its owner's hand. Each player
-- discards random cards from their hand until they have 6 or fewer cards in hand. Gain 2
-- chains.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:move(creature, "hand")
		end
		for _, side in ipairs({ "you", "opponent" }) do
			local hand = ctx:look({ zone = "hand", controller = side })
			while #hand > 6 do
				ctx:discard(table.remove(hand, ctx:random(#hand)))
			end
		end
		ctx:gain(ctx.controller, "chains", 2)
	end,
}
