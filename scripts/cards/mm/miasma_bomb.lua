-- Miasma Bomb (MM 269): Enhance is deck building. Action: Destroy Miasma Bomb. Your opponent
-- skips the "forge a key" step during their next turn.
return {
	action = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = ctx.opponent,
			duration = "during_opponent_next_turn",
			effect = { skip = "forge" },
		})
	end,
}
