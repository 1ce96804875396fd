-- The Sting (CotA 295): Skip your "forge a key" step. You get all æmber spent by your
-- opponent when forging keys (from their pool and from cards). Action: Sacrifice The Sting.
return {
	statics = {
		{
			skip = "forge",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
		{
			paid_to = "controller",
			cost = "key",
			applies_to = function(ctx, player)
				return player ~= ctx.controller
			end,
		},
	},
	action = function(ctx)
		ctx:destroy(ctx.this)
	end,
}
