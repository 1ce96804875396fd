-- They're Everywhere! (AoA 334), action: Play: Deal 2 damage to each enemy flank creature
-- and 1 damage to each enemy creature not on a flank, all together.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if ctx:rule("on_flank", creature) then
				ctx:deal_damage(creature, 2)
			else
				ctx:deal_damage(creature, 1)
			end
		end
	end,
}
