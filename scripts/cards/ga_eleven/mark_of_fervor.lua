-- Mark of Fervor: Ally Link (the ruleset's link keyword; its target is the ally to link to).
-- The linked ally gets +1 power and +1 life and has vigor.
local function linked(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	targets = function(_ctx)
		return { { label = "ally to link to", type = "ally", count = 1 } }
	end,
	statics = {
		{ stat = "power", increase = 1, applies_to = linked },
		{ stat = "life", increase = 1, applies_to = linked },
		{ grant = "vigor", applies_to = linked },
	},
}
