-- Nepenthe Seed (CotA 341): Omni: Sacrifice Nepenthe Seed. Return a card from your discard
-- pile to your hand. (It goes to the discard pile first, so it may return itself.)
return {
	omni = function(ctx)
		ctx:destroy(ctx.this)
		ctx:settle()
		local discard = ctx:objects({ zone = "discard", controller = "you" })
		ctx:move(ctx:choose({ prompt = "Return which card to your hand?", objects = discard })[1], "hand")
	end,
}
