-- Lamindra (AoA 272): Deploy, elusive (data). Lamindra's neighbors gain elusive.
return {
	statics = {
		{
			grant = "elusive",
			applies_to = function(ctx, obj)
				return ctx.this:is_beside(obj)
			end,
		},
	},
}
