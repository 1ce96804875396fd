-- Echoing Vault: If you would gain æmber, gain that much and draw a card instead.
-- One replacement effect that makes two changes.
return {
	replacements = {
		{
			on = "gain",
			label = "gain and draw",
			applies = function(ctx, change)
				return change.player == ctx.controller and change.counter == "amber"
			end,
			instead = function(_ctx, change)
				return {
					{ kind = "gain", player = change.player, counter = "amber", amount = change.amount },
					{ kind = "draw", player = change.player, count = 1 },
				}
			end,
		},
	},
}
