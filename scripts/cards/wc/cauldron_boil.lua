-- Cauldron Boil (WC 354): Play: Deal damage to each creature equal to the damage on it
-- (read before any is dealt; all dealt together, armor and wards apply).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			local n = creature:damage()
			if n > 0 then
				ctx:deal_damage(creature, n)
			end
		end
	end,
}
