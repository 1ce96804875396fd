-- Vow of Blood (WoE 035): Enhance (printed on other cards of the deck). Play: Deal 2 damage
-- to each damaged enemy creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if creature:damage() > 0 then
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
