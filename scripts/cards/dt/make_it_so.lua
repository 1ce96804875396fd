-- Make It So (DT 268): Play: Choose a house. Reveal the top card of your deck. If that card
-- belongs to the chosen house, draw it and trigger this effect again (the same house).
return {
	resolve = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		while true do
			local top = ctx:top(1)[1]
			if top == nil then
				return
			end
			ctx:reveal({ top })
			if not ctx:rule("of_house", top, house) then
				return
			end
			ctx:draw(1)
		end
	end,
}
