-- Reckless Rizzo (MM 273): Elusive (data). Action: Steal 2 æmber. Until the start of your
-- next turn (through the opponent's next turn), Reckless Rizzo loses elusive.
return {
	action = function(ctx)
		ctx:steal(2)
		ctx:lasting({ target = ctx.this, duration = "opponent_next_turn", effect = { lose = "elusive" } })
	end,
}
