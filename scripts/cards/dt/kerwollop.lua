-- Kerwollop (DT 234): Play: Deal 1 damage to each creature. Gain 1 æmber for each creature
-- destroyed this way (the damage is dealt together, then counted).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		for _, creature in ipairs(all) do
			ctx:deal_damage(creature, 1)
		end
		ctx:settle()
		local destroyed = 0
		for _, creature in ipairs(all) do
			if not creature:is_valid() or creature:is_destroyed() then
				destroyed += 1
			end
		end
		if destroyed > 0 then
			ctx:gain(ctx.controller, "amber", destroyed)
		end
	end,
}
