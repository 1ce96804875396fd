-- Foggify (CotA 110): Play: Your opponent cannot use creatures to fight on their next turn.
-- A lasting prohibition on every enemy creature, those played later included.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "opponent" },
			duration = "opponent_next_turn",
			effect = { forbid = "fight" },
		})
	end,
}
