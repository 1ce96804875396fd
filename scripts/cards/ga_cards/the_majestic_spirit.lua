-- The Majestic Spirit: Intercept (the rules script's keyword trigger), True Sight (the
-- rules script reads it), Vigor (printed only). Champions you control have spellshroud.
-- If another crux element unit you control would take damage, prevent half of that
-- damage, rounded up.
return {
	statics = {
		{
			grant = "spellshroud",
			applies_to = function(ctx, obj)
				return obj:has_type("champion") and obj:controller() == ctx.controller
			end,
		},
	},
	replacements = {
		{
			on = "damage",
			label = "half of it prevented, rounded up",
			applies = function(ctx, change)
				local unit = change.target
				return unit.id ~= ctx.this.id
					and unit:controller() == ctx.controller
					and unit:has_element("crux")
					and (unit:has_type("champion") or unit:has_type("ally"))
			end,
			instead = function(_ctx, change)
				return {
					kind = "damage",
					target = change.target,
					amount = math.floor(change.amount / 2),
					source = change.source,
				}
			end,
		},
	},
}
