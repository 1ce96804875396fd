-- Eunoia (MM 400): After an enemy creature is destroyed fighting Eunoia (attacking or
-- attacked), gain 1 æmber and heal 2 damage from Eunoia.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: gain 1, heal 2 (Eunoia)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				ctx:gain(ctx.controller, "amber", 1)
				ctx:heal(ctx.this, 2)
			end,
		},
	},
}
