-- Monument to Faust (MM 236): Action: Keys cost +1 æmber during your opponent's next turn,
-- or +2 if Faust the Great is in your discard pile ("your": the player using it, so
-- Poltergeist reads its own player's pile). Every player's keys, only during that turn.
return {
	action = function(ctx)
		local raise = 1
		if ctx:count({ zone = "discard", controller = "you", card = "faust_the_great" }) > 0 then
			raise = 2
		end
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:lasting({
				target = player,
				duration = "during_opponent_next_turn",
				effect = { cost = "key", increase = raise },
			})
		end
	end,
}
