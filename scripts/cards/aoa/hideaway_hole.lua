-- Hideaway Hole (AoA 287), artifact: Omni: Sacrifice Hideaway Hole. Creatures you control
-- gain elusive until the start of your next turn (those that come into play later too;
-- in a game of two, until the end of the opponent's next turn).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { type = "creature", controller = "you" },
			duration = "opponent_next_turn",
			effect = { grant = "elusive" },
		})
	end,
}
