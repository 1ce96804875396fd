-- Spirited Neophyte: On Attack: if your Shifting Currents face North, empower 2.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: Empower 2 if your Shifting Currents face North",
			applies = function(ctx, _event)
				return ctx:rule("currents") == "north"
			end,
			resolve = function(ctx)
				ctx:rule("empower", 2)
			end,
		},
	},
}
