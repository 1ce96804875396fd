-- Ostracize (DT 179): Play: Lose 1 æmber. If you do, purge a creature.
return {
	resolve = function(ctx)
		if ctx.controller:counter("amber") < 1 then
			return
		end
		ctx:gain(ctx.controller, "amber", -1)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:banish(ctx:choose({ prompt = "Purge which creature?", objects = all })[1])
	end,
}
