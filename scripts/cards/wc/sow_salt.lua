-- Sow Salt (WC 230): Alpha (data). Play: Until the start of your next turn, creatures
-- (both sides', those played later too) cannot be used to reap.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "any" },
			duration = "until_your_next_turn",
			effect = { forbid = "reap" },
		})
	end,
}
