-- Wipe Clear (DT 167): Play: Deal 1 damage to each creature. Destroy each upgrade.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			ctx:deal_damage(creature, 1)
		end
		ctx:settle()
		ctx:destroy(ctx:objects({ zone = "upgrades", controller = "any" }))
	end,
}
