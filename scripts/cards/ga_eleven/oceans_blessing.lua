-- Ocean's Blessing: Ally Link. The linked ally gets +1 life and has taunt. [Class Bonus]
-- Floating Memory (restricted keyword in its data).
local function linked(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	targets = function(_ctx)
		return { { label = "ally to link to", type = "ally", count = 1 } }
	end,
	statics = {
		{ stat = "life", increase = 1, applies_to = linked },
		{ grant = "taunt", applies_to = linked },
	},
}
