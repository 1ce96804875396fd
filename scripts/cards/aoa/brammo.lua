-- Brammo (AoA 003): Play: Deal 2 damage to each enemy flank creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:rule("flank_creatures", "opponent")) do
			ctx:deal_damage(creature, 2)
		end
	end,
}
