-- Titan Engineer (MM 081): While Titan Engineer is not on a flank, keys cost +1 æmber (every
-- player's).
return {
	statics = {
		{
			cost = "key",
			increase = 1,
			applies_to = function()
				return true
			end,
			condition = function(ctx)
				return not ctx:rule("on_flank", ctx.this)
			end,
		},
	},
}
