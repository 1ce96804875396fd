-- Darklamp (GR 145): Each friendly creature with æmber on it gains elusive. Play: Capture 1
-- æmber.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				return obj:zone() == "battleline"
					and obj:controller() == ctx.controller
					and obj:counter("amber") > 0
			end,
		},
	},
	resolve = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
}
