-- Carpet Phloxem (AoA 161): Play: If you control no creatures, deal 4 damage to each
-- creature.
return {
	resolve = function(ctx)
		if ctx:count({ zone = "battleline", controller = "you" }) > 0 then
			return
		end
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:deal_damage(creature, 4)
		end
	end,
}
