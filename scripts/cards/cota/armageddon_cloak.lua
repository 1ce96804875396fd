-- Armageddon Cloak (CotA 263), upgrade: The creature gains hazardous 2 and "Destroyed: Fully
-- heal this creature and destroy Armageddon Cloak instead." Written as a replacement
-- effect on the creature's destruction ("instead"): it is never tagged, stays in play
-- fully healed, and the cloak is destroyed in its place.
local function host(ctx, obj)
	return obj == ctx.this:attached_to()
end

return {
	statics = {
		{ stat = "hazardous", increase = 2, applies_to = host },
	},
	replacements = {
		{
			on = "destroy",
			label = "fully heal it and destroy Armageddon Cloak instead",
			applies = function(ctx, change)
				return host(ctx, change.target)
			end,
			instead = function(ctx, change)
				return {
					{ kind = "heal", target = change.target, amount = change.target:damage() },
					{ kind = "destroy", target = ctx.this },
				}
			end,
		},
	},
}
