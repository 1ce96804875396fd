-- Tidal Wave (DT 347): Play: If the tide is high, destroy a creature and each of its
-- neighbors (together). Your opponent raises the tide.
return {
	resolve = function(ctx)
		if ctx:rule("tide") == "high" then
			local all = ctx:objects({ zone = "battleline", controller = "any" })
			local picked =
				ctx:choose({ prompt = "Destroy which creature and its neighbors?", objects = all })[1]
			if picked ~= nil then
				local doomed = picked:neighbors()
				table.insert(doomed, 1, picked)
				ctx:destroy(doomed)
			end
		end
		ctx:rule("raise_tide", ctx.opponent)
	end,
}
