-- Thundertow (DT 346): Play: Exhaust 2 creatures. Deal 2 damage to each exhausted creature
-- (those exhausted before too, either side).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local n = math.min(2, #all)
		for _, creature in
			ipairs(ctx:choose({ prompt = "Exhaust which 2 creatures?", objects = all, min = n, max = n }))
		do
			ctx:exhaust(creature)
		end
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:is_rested() then
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
