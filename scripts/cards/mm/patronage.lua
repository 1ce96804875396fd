-- Patronage (MM 227): Play: Move half the æmber on a creature (rounded up) to your pool, and
-- the rest to your opponent's.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Take the æmber of which creature?", objects = all })[1]
		if pick == nil or pick:counter("amber") == 0 then
			return
		end
		local held = pick:counter("amber")
		local mine = math.ceil(held / 2)
		ctx:add_counter(pick, "amber", -held)
		ctx:gain(ctx.controller, "amber", mine)
		if held > mine then
			ctx:gain(ctx.opponent, "amber", held - mine)
		end
	end,
}
