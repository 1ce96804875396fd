-- Gub (AoA 060): While Gub is not on a flank, it gets +5 power and taunt.
local function in_the_middle(ctx, obj)
	return obj == ctx.this and not ctx:rule("on_flank", ctx.this)
end

return {
	statics = {
		{ stat = "power", increase = 5, applies_to = in_the_middle },
		{ grant = "taunt", applies_to = in_the_middle },
	},
}
