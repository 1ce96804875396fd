-- Fresh Marks (WoE 042): Play: Destroy a friendly creature. If you do, exalt 3 enemy
-- creatures (as many as there are).
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:destroy(picked)
		ctx:settle()
		if picked:is_valid() and not picked:is_destroyed() then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local n = math.min(3, #enemies)
		for _, creature in
			ipairs(
				ctx:choose({ prompt = "Exalt which 3 enemy creatures?", objects = enemies, min = n, max = n })
			)
		do
			ctx:rule("exalt", creature)
		end
	end,
}
