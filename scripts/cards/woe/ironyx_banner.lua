-- Ironyx Banner (WoE 140): Each friendly Ironyx creature gets +1 power and +1 armor. Play:
-- Make a token creature.
local function friendly_ironyx(ctx, obj)
	return obj:zone() == "battleline" and obj:controller() == ctx.controller and obj:has_subtype("ironyx")
end

return {
	statics = {
		{ stat = "power", increase = 1, applies_to = friendly_ironyx },
		{ stat = "armor", increase = 1, applies_to = friendly_ironyx },
	},
	resolve = function(ctx)
		ctx:rule("make_token")
	end,
}
