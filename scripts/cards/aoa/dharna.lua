-- Dharna (AoA 319): Play: Gain 1 æmber for each damaged friendly creature. Reap: Heal 2
-- damage from a friendly creature.
return {
	resolve = function(ctx)
		local damaged = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:damage() > 0 then
				damaged = damaged + 1
			end
		end
		if damaged > 0 then
			ctx:gain(ctx.controller, "amber", damaged)
		end
	end,
	reap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:heal(ctx:choose({ prompt = "Heal 2 damage from which friendly creature?", objects = mine })[1], 2)
	end,
}
