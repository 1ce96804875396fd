-- Witch of the Wilds (CotA 347): During each turn in which Untamed is not your active
-- house, you may play one Untamed card.
return {
	statics = {
		{
			allow = "activate",
			uses = 1,
			condition = function(ctx)
				return ctx.controller:declared("house") ~= "untamed"
			end,
			applies_to = function(ctx, card)
				return card:controller() == ctx.controller and card:attribute("house") == "untamed"
			end,
		},
	},
}
