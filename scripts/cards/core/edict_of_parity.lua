-- Edict of Parity: Action cards cost 2.
return {
	statics = {
		{
			cost = "reserve",
			set = 2,
			applies_to = function(ctx, card)
				return card:has_type("action")
			end,
		},
	},
}
