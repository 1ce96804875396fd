-- Unsuspecting Prey (WC 368): Play: Deal 2 damage to each of up to 3 undamaged creatures.
return {
	resolve = function(ctx)
		local undamaged = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:damage() == 0 then
				table.insert(undamaged, creature)
			end
		end
		local picked = ctx:choose({
			prompt = "Deal 2 damage to which undamaged creatures (up to 3)?",
			objects = undamaged,
			min = 0,
			max = 3,
		})
		for _, creature in ipairs(picked) do
			ctx:deal_damage(creature, 2)
		end
	end,
}
