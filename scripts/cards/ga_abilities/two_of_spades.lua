-- Two of Spades: Fast Activation. Cardistry — (2): Put a buff counter on Two of Spades.
-- This ability costs (1) less for each Suited object you control with different reserve
-- costs. Activate this ability only once (the card data's per_object).
return {
	statics = {
		{
			ability = "cardistry",
			self_only = true,
			reduce = function(ctx, _card)
				return ctx:rule("suited_reserve_costs")
			end,
		},
	},
	activated = {
		cardistry = {
			resolve = function(ctx)
				ctx:add_counter(ctx.this, "buff", 1)
			end,
		},
	},
}
