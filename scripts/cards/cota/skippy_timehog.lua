-- Skippy Timehog (CotA 152): Play: On their next turn the opponent can't use any card (they
-- may still play and discard cards).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { controller = "opponent" },
			duration = "opponent_next_turn",
			effect = { forbid = "use" },
		})
	end,
}
