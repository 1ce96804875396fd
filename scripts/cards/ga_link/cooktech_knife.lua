-- CookTech Knife (6sZXj2SZW6): Ally Link (the ruleset's `links`: its target is the ally it
-- links to). The linked ally has +1 power.
return {
	targets = function(_ctx)
		return { { label = "ally to link to", type = "ally", count = 1 } }
	end,
	statics = {
		{
			stat = "power",
			increase = 1,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
}
