-- Hystricog (MM 024): Enhance is deck building. Action: Destroy a damaged creature.
return {
	action = function(ctx)
		local damaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:damage() > 0 then
				table.insert(damaged, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Destroy which damaged creature?", objects = damaged })[1]
		if pick ~= nil then
			ctx:destroy(pick)
		end
	end,
}
