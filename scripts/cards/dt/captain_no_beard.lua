-- Captain No-Beard (DT 192): Each of Captain No-Beard's neighbors gains taunt. Reap:
-- Capture 1 æmber.
return {
	statics = {
		{
			grant = "taunt",
			applies_to = function(ctx, obj)
				return ctx.this:is_beside(obj)
			end,
		},
	},
	reap = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
