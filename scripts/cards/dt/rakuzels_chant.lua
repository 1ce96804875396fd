-- Rakuzel's Chant (DT 363): Play: Exhaust a creature. If the tide is high, exhaust each
-- creature instead.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		if ctx:rule("tide") == "high" then
			for _, creature in ipairs(all) do
				ctx:exhaust(creature)
			end
			return
		end
		ctx:exhaust(ctx:choose({ prompt = "Exhaust which creature?", objects = all })[1])
	end,
}
