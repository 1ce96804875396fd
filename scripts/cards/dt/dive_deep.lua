-- Dive Deep (DT 314): Play: Discard the top card of your opponent's deck. Put a creature that
-- shares a house with that card on the bottom of its owner's deck.
return {
	resolve = function(ctx)
		local top = ctx:top(1, ctx.opponent)[1]
		if top == nil then
			return
		end
		local house = top:attribute("house")
		ctx:discard(top)
		local sharing = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("of_house", creature, house) then
				table.insert(sharing, creature)
			end
		end
		local picked =
			ctx:choose({ prompt = "Put which creature on the bottom of its deck?", objects = sharing })[1]
		if picked ~= nil then
			ctx:move(picked, "deck", { position = "bottom" })
		end
	end,
}
