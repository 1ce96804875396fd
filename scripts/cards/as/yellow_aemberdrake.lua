-- Yellow Æmberdrake (AS S23): Destroyed: Gain 4 æmber. Forge your yellow key at current cost:
-- only the yellow key; already forged, or too little æmber, nothing is forged.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "gain 4, forge your yellow key (Yellow Æmberdrake)",
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 4)
				ctx:buy(ctx.controller, "key", 0, "key_yellow")
			end,
		},
	},
}
