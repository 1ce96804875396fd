-- Transparency Report (AS 122): Play: Reveal your hand. If it holds no card of the active
-- house, gain 2 æmber.
return {
	resolve = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		ctx:reveal(hand)
		local house = ctx.controller:declared("house")
		for _, card in ipairs(hand) do
			if ctx:rule("of_house", card, house) then
				return
			end
		end
		ctx:gain(ctx.controller, "amber", 2)
	end,
}
