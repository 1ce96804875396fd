-- Martyr of the Vault (WoE 205): Destroyed: If your opponent has 7 æmber or more, they lose
-- all but 5.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "the opponent keeps only 5 æmber (Martyr of the Vault)",
			applies = function(ctx)
				return ctx.opponent:counter("amber") >= 7
			end,
			resolve = function(ctx)
				ctx:gain(ctx.opponent, "amber", 5 - ctx.opponent:counter("amber"))
			end,
		},
	},
}
