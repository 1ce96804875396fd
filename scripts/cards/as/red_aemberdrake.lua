-- Red Æmberdrake (AS S16): Destroyed: Gain 4 æmber. Forge your red key at current cost:
-- only the red key; already forged, or too little æmber, nothing is forged.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "gain 4, forge your red key (Red Æmberdrake)",
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 4)
				ctx:buy(ctx.controller, "key", 0, "key_red")
			end,
		},
	},
}
