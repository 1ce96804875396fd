-- Plague Rat (AoA 308), creature: Elusive (the rules script's). Play: Each non-Rat creature
-- is dealt 1 damage for each Rat creature in play (itself included), as one amount.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local rats = 0
		for _, creature in ipairs(creatures) do
			if creature:has_subtype("rat") then
				rats = rats + 1
			end
		end
		for _, creature in ipairs(creatures) do
			if not creature:has_subtype("rat") then
				ctx:deal_damage(creature, rats)
			end
		end
	end,
}
