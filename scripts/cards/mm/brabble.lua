-- Brabble (MM 003): Destroyed: Your opponent loses 1 æmber; if it is not your turn, they
-- lose 3 instead. "Your" is Brabble's controller as its Destroyed: ability resolves.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: the opponent loses 1 (3 on their turn)",
			resolve = function(ctx)
				local n = ctx.controller:is_turn_player() and 1 or 3
				ctx:gain(ctx.opponent, "amber", -math.min(n, ctx.opponent:counter("amber")))
			end,
		},
	},
}
