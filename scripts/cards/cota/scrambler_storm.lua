-- Scrambler Storm (CotA 122): Play: On their next turn, the opponent can't play action cards
-- (the action cards in their hand can't be played while it lasts).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "action", controller = "opponent", zone = "hand" },
			duration = "opponent_next_turn",
			effect = { forbid = "activate" },
		})
	end,
}
