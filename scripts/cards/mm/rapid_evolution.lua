-- Rapid Evolution (MM 373): Play: Choose a creature (either side's). Give it a +1 power
-- counter for each æmber you have (its own bonus æmber included: gained first).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Give +1 power counters to which creature?", objects = all })[1]
		local n = ctx.controller:counter("amber")
		if pick ~= nil and n > 0 then
			ctx:add_counter(pick, "power", n)
		end
	end,
}
