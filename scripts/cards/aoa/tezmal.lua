-- Tezmal (AoA 066), creature: Elusive (the rules script's). Reap: Choose a house. Your
-- opponent cannot choose that house as their active house on their next turn.
return {
	reap = function(ctx)
		local house = ctx:choose({
			prompt = "Your opponent cannot choose which house next turn?",
			options = ctx:rule("houses"),
		})[1]
		ctx:lasting({
			target = ctx.opponent,
			duration = "opponent_next_turn",
			effect = { declare = "house", cannot = house },
		})
	end,
}
