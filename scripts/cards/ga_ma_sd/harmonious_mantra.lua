-- Harmonious Mantra: Recover 3. If your Shifting Currents face North, recover 3+LV instead.
return {
	resolve = function(ctx)
		local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
		if champion == nil then
			return
		end
		local amount = 3
		if ctx:rule("currents") == "north" then
			amount = 3 + ctx:rule("level")
		end
		ctx:recover(champion, amount)
	end,
}
