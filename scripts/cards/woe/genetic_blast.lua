-- Genetic Blast (WoE 154): Play: Deal 2 damage to a creature and each other creature with
-- the same name as that creature.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		for _, creature in ipairs(all) do
			if creature:name() == picked:name() then
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
