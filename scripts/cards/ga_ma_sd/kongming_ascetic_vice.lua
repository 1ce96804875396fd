-- Kongming, Ascetic Vice (level 2, Kongming lineage): On Enter: Empower 3. Inherited
-- Effect — whenever your Shifting Currents change from facing North to South, draw a card
-- (from the field or from the lineage beneath a later Kongming).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: Empower 3",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("empower", 3)
			end,
		},
		{
			on = "switched",
			from = { "field", "lineage" },
			label = "Inherited: your Shifting Currents turned from North to South: draw a card",
			applies = function(ctx, event)
				return ctx:rule("currents_turned", event, "north", "south")
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
