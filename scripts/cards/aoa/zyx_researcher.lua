-- Z.Y.X. Researcher (AoA 123), creature: Play: Archive the top card of your deck or the top
-- card of your discard pile (the player names which; an empty one archives nothing).
return {
	resolve = function(ctx)
		local from =
			ctx:choose({ prompt = "Archive the top card of which?", options = { "deck", "discard pile" } })[1]
		local card
		if from == "deck" then
			card = ctx:top(1)[1]
		else
			card = ctx:top(1, ctx.controller, "discard")[1]
		end
		if card ~= nil then
			ctx:move(card, "archives")
		end
	end,
}
