-- Darklamp (GR 145): Each friendly creature with æmber on it gains elusive. Play: Capture 1
-- æmber.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				return ctx:rule("friendly_holding_amber", obj)
			end,
		},
	},
	resolve = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
