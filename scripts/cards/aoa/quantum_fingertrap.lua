-- Quantum Fingertrap (AoA 133), artifact: Action: Swap the positions of two creatures in a
-- battleline. Only a creature with another in its own battleline can be the first picked.
return {
	action = function(ctx)
		local movable = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if #creature:neighbors() > 0 then
				table.insert(movable, creature)
			end
		end
		local first = ctx:choose({ prompt = "Swap which creature?", objects = movable })[1]
		if first == nil then
			return
		end
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature ~= first and creature:controller() == first:controller() then
				table.insert(others, creature)
			end
		end
		local second = ctx:choose({ prompt = "Swap it with which creature?", objects = others })[1]
		ctx:swap(first, second)
	end,
}
