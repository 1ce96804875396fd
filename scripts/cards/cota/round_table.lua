-- Round Table (CotA 235), artifact: Each friendly Knight creature gets +1 power and has taunt.
local function friendly_knight(ctx, obj)
	return obj:controller() == ctx.controller and obj:has_type("creature") and obj:has_subtype("knight")
end

return {
	statics = {
		{ stat = "power", increase = 1, applies_to = friendly_knight },
		{ grant = "taunt", applies_to = friendly_knight },
	},
}
