-- Chaos Portal (CotA 127): Action: Choose a house. Reveal the top card of your deck. If it
-- is of that house, play it (whatever the active house); otherwise it stays on top.
return {
	action = function(ctx)
		local house = ctx:choose({ prompt = "Choose a house", options = ctx:rule("houses") })[1]
		local top = ctx:top(1)[1]
		if top ~= nil and ctx:rule("of_house", top, house) then
			ctx:play(top)
		end
	end,
}
