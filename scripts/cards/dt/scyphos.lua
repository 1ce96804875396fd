-- Scyphos (DT 343): Hazardous 4. Destroyed: If the tide is high, archive Scyphos (it goes
-- to its owner's archives instead of the discard pile).
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "the tide is high: archive Scyphos",
			applies = function(ctx)
				return ctx:rule("tide") == "high"
			end,
			resolve = function(ctx)
				ctx:move(ctx.this, "archives")
			end,
		},
	},
}
