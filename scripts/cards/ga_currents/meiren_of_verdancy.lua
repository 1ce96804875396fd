-- Meiren of Verdancy: [Kongming Bonus] whenever your Shifting Currents change from facing
-- East to South, recover 4. [Class Bonus] Floating Memory (from the graveyard).
return {
	triggers = {
		{
			on = "switched",
			label = "[Kongming Bonus] your Shifting Currents turned from East to South: recover 4",
			applies = function(ctx, event)
				return ctx:rule("lineage_bonus", "kongming")
					and ctx:rule("currents_turned", event, "east", "south")
			end,
			resolve = function(ctx)
				ctx:recover(ctx:objects({ zone = "field", type = "champion", controller = "you" })[1], 4)
			end,
		},
	},
}
