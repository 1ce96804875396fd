-- Stir Up Trouble (DT 223): Play: Choose a creature and 1 of its neighbors. Each chosen
-- creature deals damage equal to its power to the other (dealt together, each as its
-- source). Only a creature with a neighbor can be chosen.
return {
	resolve = function(ctx)
		local paired = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if #creature:neighbors() > 0 then
				table.insert(paired, creature)
			end
		end
		local first = ctx:choose({ prompt = "Choose a creature", objects = paired })[1]
		if first == nil then
			return
		end
		local second = ctx:choose({ prompt = "Choose one of its neighbors", objects = first:neighbors() })[1]
		local first_power = first:stat("power") or 0
		local second_power = second:stat("power") or 0
		ctx:deal_damage(second, first_power, first)
		ctx:deal_damage(first, second_power, second)
	end,
}
