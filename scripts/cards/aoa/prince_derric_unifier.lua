-- Prince Derric, Unifier (AoA 240), creature: Play: Gain 3 æmber if you control creatures
-- from 3 different houses (itself counts).
return {
	resolve = function(ctx)
		local houses, count = {}, 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			local house = creature:attribute("house")
			if house ~= nil and not houses[house] then
				houses[house] = true
				count = count + 1
			end
		end
		if count >= 3 then
			ctx:gain(ctx.controller, "amber", 3)
		end
	end,
}
