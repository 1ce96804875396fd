-- Miasma (CotA 275): Play: Your opponent skips their "forge a key" step on their next
-- turn. Only the step: a card may still forge a key for them that turn.
return {
	resolve = function(ctx)
		ctx:lasting({ target = ctx.opponent, duration = "opponent_next_turn", effect = { skip = "forge" } })
	end,
}
