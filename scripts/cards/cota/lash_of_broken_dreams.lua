-- Lash of Broken Dreams (CotA 075): Action: Keys cost +3 æmber during your opponent's next
-- turn. The opponent is the one who forges then: the effect is on their key cost, and
-- ends with that turn.
return {
	action = function(ctx)
		ctx:lasting({
			target = ctx.opponent,
			duration = "opponent_next_turn",
			effect = { cost = "key", increase = 3 },
		})
	end,
}
