-- Kongming, Wayward Maven (level 1, Kongming lineage): On Enter: you gain the Shifting
-- Currents mastery (the rules script's masteries).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: gain the Shifting Currents mastery",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("gain_mastery", "shifting_currents")
			end,
		},
	},
}
