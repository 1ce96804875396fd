-- Glimmer (AoA 323) and Gravid Cycle (AoA 354), whose data names this script: Alpha /
-- Omega (data). Play: Return a card from your discard pile to your hand (the card being
-- played is not there yet as it resolves).
return {
	resolve = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		local card = ctx:choose({ prompt = "Return which card to your hand?", objects = pile })[1]
		if card ~= nil then
			ctx:move(card, "hand")
		end
	end,
}
