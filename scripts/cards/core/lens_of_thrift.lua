-- Lens of Thrift: Action cards you activate cost 1 less.
return {
	statics = {
		{
			reduce = 1,
			applies_to = function(ctx, card)
				return card:has_type("action") and card:controller() == ctx.controller
			end,
		},
	},
}
