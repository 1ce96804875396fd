-- Odoac the Patrician (WC 188): Play: Capture 1 æmber. While Odoac the Patrician has æmber
-- on it, your æmber cannot be stolen (as The Vaultkeeper, only while æmber is on it).
return {
	resolve = function(ctx)
		ctx:capture(ctx.this, 1)
	end,
	replacements = {
		{
			on = "gain",
			label = "your æmber cannot be stolen (Odoac the Patrician)",
			applies = function(ctx, change)
				return change.cause == "steal"
					and change.player == ctx.controller
					and change.amount < 0
					and ctx.this:counter("amber") > 0
			end,
			instead = function()
				return {}
			end,
		},
	},
}
