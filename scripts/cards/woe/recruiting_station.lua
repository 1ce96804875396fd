-- Recruiting Station (WoE 303): Omni: Choose a house. Discard the top card of your deck. If it
-- belongs to the chosen house, make a token creature.
return {
	omni = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local top = ctx:top(1)[1]
		if top == nil then
			return
		end
		local of_it = ctx:rule("of_house", top, house)
		ctx:discard(top)
		if of_it then
			ctx:rule("make_token")
		end
	end,
}
