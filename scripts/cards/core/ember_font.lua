-- Ember Font: While you pay a reserve cost, you may put an ember counter on Ember Font to
-- pay for 1 of it instead of reserving a card (it holds at most 2).
-- A replacement effect on the payment (GA 1.8.a): step 1.8 offers it beside the cards
-- that could be reserved, and choosing it does this instead.
return {
	replacements = {
		{
			on = "pay",
			label = "an ember counter instead",
			applies = function(ctx, payment)
				return payment.cost == "reserve"
					and payment.player == ctx.controller
					and ctx.this:counter("ember") < 2
			end,
			instead = function(ctx, _payment)
				return { kind = "counter", target = ctx.this, counter = "ember", amount = 1 }
			end,
		},
	},
}
