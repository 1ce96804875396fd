-- Exploratory Craft (DT 265): Action: Exhaust up to 3 friendly creatures. For each house
-- represented among creatures exhausted this way, draw a card.
return {
	action = function(ctx)
		local houses = ctx:rule("houses_among", ctx:rule("exhaust_up_to", 3))
		if houses > 0 then
			ctx:draw(houses)
		end
	end,
}
