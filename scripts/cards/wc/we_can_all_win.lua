-- We Can ALL Win (WC 344): Play: Each player's keys cost 2 æmber less until the end of
-- your next turn.
return {
	resolve = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:lasting({
				target = player,
				duration = "your_next_turn",
				effect = { cost = "key", reduce = 2 },
			})
		end
	end,
}
