-- Vespilon Theorist (CotA 155): Elusive. Reap: Choose a house, then reveal the top card of
-- your deck. If it is of that house, archive it and gain 1 æmber; otherwise discard it.
return {
	reap = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local card = ctx:top(1)[1]
		if card == nil then
			return
		end
		ctx:reveal({ card })
		if ctx:rule("of_house", card, house) then
			ctx:move(card, "archives")
			ctx:gain(ctx.controller, "amber", 1)
		else
			ctx:discard(card)
		end
	end,
}
