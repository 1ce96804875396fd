-- Soul Collector: Each time a creature is destroyed, you gain 1 æmber.
return {
	triggers = {
		{
			on = "destroyed",
			label = "gain 1 æmber",
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
