-- Tribune Pompitus (WC 213): Each friendly creature gets +2 power for each æmber on it (its
-- own æmber). Before Fight: You may exalt Tribune Pompitus.
return {
	statics = {
		{
			stat = "power",
			increase = function(_ctx, creature)
				return 2 * creature:counter("amber")
			end,
			applies_to = function(ctx, obj)
				return obj:zone() == "battleline" and obj:controller() == ctx.controller
			end,
		},
	},
	before_fight = function(ctx, _fought)
		local pick = ctx:choose({ prompt = "Exalt Tribune Pompitus?", options = { "exalt", "don't" } })[1]
		if pick == "exalt" then
			ctx:rule("exalt", ctx.this)
		end
	end,
}
