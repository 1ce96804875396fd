-- Bolster Banner: Play: Put two +1 power counters on a friendly creature.
return {
	resolve = function(ctx)
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		if #friends == 0 then
			return
		end
		local creature = ctx:choose({ prompt = "Bolster which creature?", objects = friends })[1]
		ctx:add_counter(creature, "power", 2)
	end,
}
