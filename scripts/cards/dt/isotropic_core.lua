-- Isotropic Core (DT 041): Each friendly creature gains hazardous 1 (the keyword, and 1 more
-- of the stat the rules read, adding to any it has).
local function friendly_creature(ctx, obj)
	return obj:controller() == ctx.controller and obj:has_type("creature")
end

return {
	statics = {
		{ grant = "hazardous", applies_to = friendly_creature },
		{ stat = "hazardous", increase = 1, applies_to = friendly_creature },
	},
}
