-- Regrowth (CotA 332): Play: Return a creature from your discard pile to your hand.
return {
	resolve = function(ctx)
		local dead = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		if #dead == 0 then
			return
		end
		ctx:move(ctx:choose({ prompt = "Return which creature to your hand?", objects = dead })[1], "hand")
	end,
}
