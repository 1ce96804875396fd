-- Mark of Fervor: Ally Link (the ruleset's link keyword; its target is the ally to link to).
-- The linked ally gets +1 power and +1 life and has vigor.
local function linked(ctx, obj)
	return ctx:rule("linked_to_this", obj)
end

return {
	targets = function(ctx)
		return ctx:rule("ally_link_target")
	end,
	statics = {
		{ stat = "power", increase = 1, applies_to = linked },
		{ stat = "life", increase = 1, applies_to = linked },
		{ grant = "vigor", applies_to = linked },
	},
}
