-- Francus (CotA 243): After an enemy creature is destroyed fighting Francus, Francus
-- captures 1 æmber.
return {
	triggers = {
		{
			on = "destroyed",
			label = "an enemy destroyed fighting it: capture 1 (Francus)",
			applies = function(ctx, event)
				return event.player ~= ctx.controller and ctx:rule("destroyed_fighting", event, ctx.this)
			end,
			resolve = function(ctx)
				ctx:capture(ctx.this, 1)
			end,
		},
	},
}
