-- Ocean's Blessing: Ally Link. The linked ally gets +1 life and has taunt. [Class Bonus]
-- Floating Memory (restricted keyword in its data).
local function linked(ctx, obj)
	return ctx:rule("linked_to_this", obj)
end

return {
	targets = function(ctx)
		return ctx:rule("ally_link_target")
	end,
	statics = {
		{ stat = "life", increase = 1, applies_to = linked },
		{ grant = "taunt", applies_to = linked },
	},
}
