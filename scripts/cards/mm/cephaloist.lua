-- Cephaloist (MM 362): While you have 4 æmber or more, your æmber cannot be stolen (a
-- replacement on a steal from its controller, checked as the steal happens).
return {
	replacements = {
		{
			on = "gain",
			label = "your æmber cannot be stolen while you have 4 or more (Cephaloist)",
			applies = function(ctx, change)
				return change.cause == "steal"
					and change.player == ctx.controller
					and change.amount < 0
					and ctx.controller:counter("amber") >= 4
			end,
			instead = function()
				return {}
			end,
		},
	},
}
