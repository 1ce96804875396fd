-- Niffle Queen (CotA 364): Each other friendly Beast creature gets +1 power. Each other
-- friendly Niffle creature gets +1 power. Two separate abilities: a Beast Niffle gets both.
local function other_friendly(ctx, obj, trait)
	return obj.id ~= ctx.this.id
		and obj:controller() == ctx.controller
		and obj:has_type("creature")
		and obj:has_subtype(trait)
end

return {
	statics = {
		{
			stat = "power",
			increase = 1,
			applies_to = function(ctx, obj)
				return other_friendly(ctx, obj, "beast")
			end,
		},
		{
			stat = "power",
			increase = 1,
			applies_to = function(ctx, obj)
				return other_friendly(ctx, obj, "niffle")
			end,
		},
	},
}
