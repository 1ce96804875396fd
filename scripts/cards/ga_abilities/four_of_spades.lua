-- Four of Spades: Cardistry — (4): Draw a card into your memory. This ability costs (1)
-- less for each Suited object you control with different reserve costs. Activate this
-- ability only once (the card data's per_object).
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
				local top = ctx:top(1)[1]
				if top then
					ctx:move(top, "memory")
				end
			end,
		},
	},
}
