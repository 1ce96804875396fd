-- Eureka! (AoA 128): Alpha (data). Play: Gain 2 æmber. Archive 2 random cards from your
-- hand.
return {
	resolve = function(ctx)
		ctx:gain(ctx.controller, "amber", 2)
		for _ = 1, 2 do
			local hand = ctx:objects({ zone = "hand", controller = "you" })
			if #hand == 0 then
				return
			end
			ctx:move(hand[ctx:random(#hand)], "archives")
		end
	end,
}
