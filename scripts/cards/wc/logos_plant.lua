-- Logos Plant (WC 288): Elusive (data). After a player (either) chooses Logos as their
-- active house, gain 1 æmber.
return {
	triggers = {
		{
			on = "declared",
			label = "Logos chosen: gain 1 æmber (Logos Plant)",
			applies = function(_ctx, event)
				return event.name == "house" and event.value == "logos"
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
			end,
		},
	},
}
