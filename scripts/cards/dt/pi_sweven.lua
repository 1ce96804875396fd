-- Pi Sweven (DT 058): Reap: If the tide is high, draw 3 cards.
return {
	reap = function(ctx)
		if ctx:rule("tide") == "high" then
			ctx:draw(3)
		end
	end,
}
