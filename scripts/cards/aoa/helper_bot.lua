-- Helper Bot (AoA 112): Play: You may play one non-Logos card this turn (as Phase Shift:
-- each Helper Bot played is one more card; a card an ability plays spends nothing).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "stack", controller = "you", not_attributes = { house = "logos" } },
			duration = "turn",
			effect = { allow = "activate", uses = 1 },
		})
	end,
}
