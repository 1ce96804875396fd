-- Fogbank: Play: your opponent can't fight with their creatures during their next turn.
-- A lasting prohibition on every enemy creature (those played later too), ended by the
-- turn structure at the end of the opponent's next turn.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "opponent" },
			duration = "opponent_next_turn",
			effect = { forbid = "fight" },
		})
	end,
}
