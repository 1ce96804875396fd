-- Killzord Mk. 9001 (AoA 201), upgrade: This creature gets +2 armor and +2 power. This
-- creature gains skirmish and, "Fight: Gain 1 chain."
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "power", increase = 2, applies_to = host },
		{ stat = "armor", increase = 2, applies_to = host },
		{ grant = "skirmish", applies_to = host },
	},
	grants = {
		fight = function(ctx)
			ctx:gain(ctx.controller, "chains", 1)
		end,
	},
}
