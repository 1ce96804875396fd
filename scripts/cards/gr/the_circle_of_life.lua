-- The Circle of Life (GR 384): Play: Each haunted player gains 2 æmber. The card is still
-- being played, not yet in its discard pile, as the players' piles are counted.
return {
	resolve = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			if ctx:rule("haunted", player) then
				ctx:gain(player, "amber", 2)
			end
		end
	end,
}
