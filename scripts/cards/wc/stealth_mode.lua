-- Stealth Mode (WC 306): Play: Your opponent cannot play action cards during their next
-- turn.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "action", controller = "opponent", zone = "hand" },
			duration = "opponent_next_turn",
			effect = { forbid = "activate" },
		})
	end,
}
