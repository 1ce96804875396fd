-- Island of Misfit Toys (GR 114): Action: Every Geistoid card of your discard pile goes back to
-- your hand; then purge Island of Misfit Toys.
return {
	action = function(ctx)
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
			if ctx:rule("of_house", card, "geistoid") then
				ctx:move(card, "hand")
			end
		end
		ctx:banish(ctx.this)
	end,
}
