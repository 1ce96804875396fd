-- Hideaway Hole (AoA 287), artifact: Omni: Sacrifice Hideaway Hole. Creatures you control
-- gain elusive until the start of your next turn (those that come into play later too;
-- an extra turn of yours ends it sooner, one of the opponent's later).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { type = "creature", controller = "you" },
			duration = "until_your_next_turn",
			effect = { grant = "elusive" },
		})
	end,
}
