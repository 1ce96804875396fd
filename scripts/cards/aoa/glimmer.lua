-- Glimmer (AoA 323): Alpha (data). Play: Return a card from your discard pile to your
-- hand.
return {
	resolve = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		local card = ctx:choose({ prompt = "Return which card to your hand?", objects = pile })[1]
		if card ~= nil then
			ctx:move(card, "hand")
		end
	end,
}
