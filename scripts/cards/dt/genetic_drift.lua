-- Genetic Drift (DT 403): Play: Give a creature a +1 power counter. Then give each creature
-- with a +1 power counter another +1 power counter.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Give which creature a +1 power counter?", objects = all })[1]
		if picked ~= nil then
			ctx:add_counter(picked, "power", 1)
		end
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:counter("power") > 0 then
				ctx:add_counter(creature, "power", 1)
			end
		end
	end,
}
