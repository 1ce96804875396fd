-- Phosphorus Blast (AS 240): Play: Deal 2 damage to each non-Mars creature (together).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if not ctx:rule("of_house", creature, "mars") then
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
