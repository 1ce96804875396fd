-- Blue Æmberdrake (AS S05): Destroyed: Gain 4 æmber. Forge your blue key at current cost:
-- only the blue key; already forged, or too little æmber, nothing is forged.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "gain 4, forge your blue key (Blue Æmberdrake)",
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 4)
				ctx:buy(ctx.controller, "key", 0, "key_blue")
			end,
		},
	},
}
