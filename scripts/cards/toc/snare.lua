-- Snare (ToC 042), token creature: Destroyed: If it is your turn, your opponent loses 1 æmber.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: the opponent loses 1 æmber on your turn (Snare)",
			resolve = function(ctx)
				if ctx.controller:is_turn_player() then
					ctx:gain(ctx.opponent, "amber", -1)
				end
			end,
		},
	},
}
