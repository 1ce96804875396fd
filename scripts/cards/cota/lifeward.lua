-- Lifeward (CotA 077): Omni: Sacrifice Lifeward. Your opponent cannot play creatures on
-- their next turn: their creature cards can't be played while it lasts, from their hand or
-- from wherever an ability plays them (the deck: Bot Bookton, Wild Wormhole; the discard
-- pile: Exhume), KF-PLAY-FORBID-1, KF-AOA3-LIFEWARD-1.
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		for _, zone in ipairs({ "hand", "deck", "discard", "archives" }) do
			ctx:lasting({
				target = { type = "creature", controller = "opponent", zone = zone },
				duration = "opponent_next_turn",
				effect = { forbid = "activate" },
			})
		end
	end,
}
