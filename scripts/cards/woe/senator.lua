-- Senator (WoE 288), token creature: Action: Keys cost +1 æmber during your opponent's
-- next turn (every player's keys, during that turn only: as The Evil Eye).
return {
	action = function(ctx)
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			ctx:lasting({
				target = player,
				duration = "during_opponent_next_turn",
				effect = { cost = "key", increase = 1 },
			})
		end
	end,
}
