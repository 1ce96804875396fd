-- Lucky Dice (MM 267): Omni: Destroy Lucky Dice. During your opponent's next turn, friendly
-- creatures cannot be dealt damage. "Friendly" and "opponent" are the ones of the player
-- who uses it (one who took control of it, or used it as theirs).
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { type = "creature", controller = "you" },
			duration = "during_opponent_next_turn",
			effect = { forbid = "damage" },
		})
	end,
}
