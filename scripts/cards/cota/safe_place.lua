-- Safe Place (CotA 289): You may spend æmber on Safe Place when forging keys (your pool
-- first: KF-FORGE-SOURCE-2). Action: Move 1 æmber from your pool to Safe Place.
return {
	statics = {
		{
			spend_from = "self",
			cost = "key",
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
	action = function(ctx)
		if ctx.controller:counter("amber") < 1 then
			return
		end
		ctx:gain(ctx.controller, "amber", -1)
		ctx:add_counter(ctx.this, "amber", 1)
	end,
}
