-- Inky Gloom (WC 241): Play: Your opponent cannot use creatures to reap on their next turn
-- (their creatures, those they play later too).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "opponent" },
			duration = "opponent_next_turn",
			effect = { forbid = "reap" },
		})
	end,
}
