-- Scrapscrounger (WoE 085): Reap: Swap an artifact from your discard pile with a card in your
-- hand (both are needed: with either missing nothing moves).
return {
	reap = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you", type = "artifact" })
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		if #pile == 0 or #hand == 0 then
			return
		end
		local artifact =
			ctx:choose({ prompt = "Take which artifact from your discard pile?", objects = pile })[1]
		local card =
			ctx:choose({ prompt = "Put which card from your hand in your discard pile?", objects = hand })[1]
		ctx:move(artifact, "hand")
		ctx:move(card, "discard")
	end,
}
