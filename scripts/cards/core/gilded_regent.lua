-- Gilded Regent: Your tokens have Reservable.
return {
	statics = {
		{
			grant = "reservable",
			applies_to = function(ctx, object)
				return object:has_type("token") and object:controller() == ctx.controller
			end,
		},
	},
}
