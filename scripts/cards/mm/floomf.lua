-- Floomf (MM 366): Skirmish (data). Fight: Give a Beast creature (either side) two +1 power
-- counters.
return {
	fight = function(ctx)
		local beasts = ctx:objects({ zone = "battleline", controller = "any", subtype = "beast" })
		local pick = ctx:choose({ prompt = "Give which Beast two +1 power counters?", objects = beasts })[1]
		if pick ~= nil then
			ctx:add_counter(pick, "power", 2)
		end
	end,
}
