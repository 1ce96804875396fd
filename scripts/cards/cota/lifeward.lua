-- Lifeward (CotA 077): Omni: Sacrifice Lifeward. Your opponent cannot play creatures on
-- their next turn: the creature cards in their hand can't be played while it lasts.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:lasting({
			target = { type = "creature", controller = "opponent", zone = "hand" },
			duration = "opponent_next_turn",
			effect = { forbid = "activate" },
		})
	end,
}
