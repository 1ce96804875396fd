-- Facet (ToC 041), token creature: Destroyed: If it is your turn, gain 1 æmber.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: gain 1 æmber on your turn (Facet)",
			resolve = function(ctx)
				if ctx.controller:is_turn_player() then
					ctx:gain(ctx.controller, "amber", 1)
				end
			end,
		},
	},
}
