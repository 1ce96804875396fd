-- Opposition Research (MM 077): Enhance is deck building. Play: Enemy creatures cannot reap
-- during your opponent's next turn.
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { type = "creature", controller = "opponent" },
			duration = "during_opponent_next_turn",
			effect = { forbid = "reap" },
		})
	end,
}
