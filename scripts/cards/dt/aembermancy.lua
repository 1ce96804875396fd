-- Æmbermancy (DT 397): Play: Remove up to three +1 power counters from a creature. Gain 1
-- æmber for each counter removed this way.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked =
			ctx:choose({ prompt = "Remove +1 power counters from which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		local most = math.min(3, picked:counter("power"))
		local n = ctx:choose({ prompt = "Remove how many?", number = true, min = 0, max = most })
		if n > 0 then
			ctx:add_counter(picked, "power", -n)
			ctx:gain(ctx.controller, "amber", n)
		end
	end,
}
