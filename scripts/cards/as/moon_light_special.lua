-- Moon Light Special (AS 105): Play: Discard a random card from your hand. If you do, gain
-- 1 æmber.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		if #hand == 0 then
			return
		end
		if ctx:discard(hand[ctx:random(#hand)]) then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
