-- Quant (WC 137): Reap: You may play one non-Logos action card this turn (a permission
-- for one card, as Phase Shift's, but only for action cards).
return {
	reap = function(ctx)
		ctx:lasting({
			target = {
				zone = "stack",
				controller = "you",
				type = "action",
				not_attributes = { house = "logos" },
			},
			duration = "turn",
			effect = { allow = "activate", uses = 1 },
		})
	end,
}
