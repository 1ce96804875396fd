-- Witch of the Dawn (DT 427): Play: Return a creature from your discard pile to your hand.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "discard", controller = "you", type = "creature" })
		local picked = ctx:choose({ prompt = "Return which creature to your hand?", objects = creatures })[1]
		if picked ~= nil then
			ctx:move(picked, "hand")
		end
	end,
}
