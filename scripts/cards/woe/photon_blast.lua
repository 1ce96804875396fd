-- Photon Blast (WoE 331): Play: Deal 2 damage to a creature, with 1 splash (1 to each of its
-- neighbors, at the same time). If this damage destroys 1 or more creatures, make a token
-- creature.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		local hit = picked:neighbors()
		for _, neighbor in ipairs(hit) do
			ctx:deal_damage(neighbor, 1)
		end
		table.insert(hit, picked)
		-- The splash is queued with the 2: all of it is dealt together, then counted.
		ctx:deal_damage(picked, 2)
		ctx:settle()
		for _, creature in ipairs(hit) do
			if not creature:is_valid() or creature:is_destroyed() then
				ctx:rule("make_token")
				return
			end
		end
	end,
}
