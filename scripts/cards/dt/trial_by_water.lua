-- Trial by Water (DT 092): Play: reset the tide; until the start of your next turn, players
-- cannot raise the tide. In a game of two, that is until the end of the opponent's next turn.
return {
	resolve = function(ctx)
		ctx:rule("reset_tide")
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:lasting({
				target = player,
				duration = "opponent_next_turn",
				effect = { forbid = "raise_tide" },
			})
		end
	end,
}
