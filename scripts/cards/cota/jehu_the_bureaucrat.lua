-- Jehu the Bureaucrat (CotA 250): After you choose Sanctum as your active house, gain 2
-- æmber.
return {
	triggers = {
		{
			on = "declared",
			label = "Sanctum chosen: gain 2 æmber (Jehu)",
			applies = function(ctx, event)
				return event.player == ctx.controller and event.value == "sanctum"
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 2)
			end,
		},
	},
}
