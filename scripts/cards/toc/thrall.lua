-- Thrall (ToC 043), token creature: Destroyed: Your opponent discards a random card from
-- their hand.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "Destroyed: the opponent discards a random card (Thrall)",
			resolve = function(ctx)
				ctx:rule("discard_at_random", ctx.opponent, 1)
			end,
		},
	},
}
