-- Wulin Lancer: whenever your Shifting Currents change from facing North to West, it gets
-- +2 power until end of turn.
return {
	triggers = {
		{
			on = "switched",
			label = "your Shifting Currents turned from North to West: Wulin Lancer gets +2 power",
			applies = function(ctx, event)
				return ctx:rule("currents_turned", event, "north", "west")
			end,
			resolve = function(ctx)
				ctx:lasting({
					target = ctx.this,
					duration = "end_of_turn",
					effect = { stat = "power", increase = 2 },
				})
			end,
		},
	},
}
