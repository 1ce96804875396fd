-- Arise! (CotA 054): Play: Choose a house. Return each creature of that house from your
-- discard pile to your hand. Gain 1 chain.
return {
	resolve = function(ctx)
		local house =
			ctx:choose({ prompt = "Return the creatures of which house?", options = ctx:rule("houses") })[1]
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "creature" })) do
			if ctx:rule("of_house", card, house) then
				ctx:move(card, "hand")
			end
		end
		ctx:gain(ctx.controller, "chains", 1)
	end,
}
