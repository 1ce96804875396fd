-- Crushing Deep (WoE 388): Play: During your opponent's next turn, their keys cost +3 for
-- each key they have forged (counted now: they forge none before that turn).
return {
	resolve = function(ctx)
		local keys = ctx.opponent:counter("keys")
		if keys == 0 then
			return
		end
		ctx:lasting({
			target = ctx.opponent,
			duration = "during_opponent_next_turn",
			effect = { cost = "key", increase = 3 * keys },
		})
	end,
}
