-- Giltspine Netcaster, evil twin (DT 307): Enhance (printed on other cards of the deck).
-- Reap: Ready and use a friendly non-Aquan creature.
return {
	reap = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true })) do
			if not creature:has_subtype("aquan") then
				table.insert(others, creature)
			end
		end
		local picked = ctx:choose({ prompt = "Ready and use which non-Aquan creature?", objects = others })[1]
		if picked ~= nil then
			ctx:ready(picked)
			ctx:rule("use_it", picked)
		end
	end,
}
