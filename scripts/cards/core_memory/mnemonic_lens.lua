-- Mnemonic Lens: Cards you activate cost 1 less.
-- No cost kind is named, so the reduction applies to each card's default cost kind:
-- reserve for main-deck cards, memory for material-deck cards.
return {
	statics = {
		{
			reduce = 1,
			applies_to = function(ctx, card)
				return card:controller() == ctx.controller
			end,
		},
	},
}
