-- Silvie, Loved by All (level 3, Silvie lineage): Animal and Beast allies you control get
-- +1 life and have intercept (the rules script's keyword trigger acts on it).
local function pet(ctx, object)
	return object:has_type("ally")
		and object:controller() == ctx.controller
		and (object:has_subtype("animal") or object:has_subtype("beast"))
end

return {
	statics = {
		{ stat = "life", increase = 1, applies_to = pet },
		{ grant = "intercept", applies_to = pet },
	},
}
