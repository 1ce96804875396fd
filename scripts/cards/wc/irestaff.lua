-- Irestaff (WC 010), artifact: Action: Enrage a creature (either side's) and give it a +1
-- power counter.
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Enrage which creature?", objects = creatures })[1]
		if pick ~= nil then
			ctx:rule("enrage", pick)
			ctx:add_counter(pick, "power", 1)
		end
	end,
}
