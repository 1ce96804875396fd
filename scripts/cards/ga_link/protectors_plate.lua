-- Protector's Plate (i1j4gvwbjo): Ally Link. The linked ally has +1 life and intercept.
local function linked(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	targets = function(_ctx)
		return { { label = "ally to link to", type = "ally", count = 1 } }
	end,
	statics = {
		{ stat = "life", increase = 1, applies_to = linked },
		{ grant = "intercept", applies_to = linked },
	},
}
