-- Particle Sweep (MM 327): Play: Deal 2 damage to a creature. If it is a Mutant creature,
-- destroy it instead.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Sweep which creature?", objects = all })[1]
		if pick == nil then
			return
		end
		if pick:has_subtype("mutant") then
			ctx:destroy(pick)
		else
			ctx:deal_damage(pick, 2)
		end
	end,
}
