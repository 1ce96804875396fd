-- Absolve (WoE 209): Play: Heal 1 damage from each creature. Each creature healed this way
-- captures 1 æmber from its opponent.
return {
	resolve = function(ctx)
		local healed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:heal(creature, 1) then
				table.insert(healed, creature)
			end
		end
		for _, creature in ipairs(healed) do
			ctx:capture(creature, 1)
		end
	end,
}
