-- C.Æ.N.D.L.E. Unit (WC 146): After an enemy creature reaps, draw a card. Action: Capture
-- 1 æmber.
return {
	action = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
	triggers = {
		{
			on = "used",
			label = "an enemy creature reaped: draw a card (C.Æ.N.D.L.E. Unit)",
			applies = function(ctx, event)
				return event.ability == "reap" and event.player ~= ctx.controller
			end,
			resolve = function(ctx, _event)
				ctx:draw(1)
			end,
		},
	},
}
