-- Harmonic Ritual (DT 078): Play: Choose a friendly creature. If its left neighbor shares a
-- house with it, gain 1 æmber and repeat this effect on that creature.
local function left_neighbor(creature)
	for _, neighbor in ipairs(creature:neighbors()) do
		if neighbor:is_left_of(creature) then
			return neighbor
		end
	end
	return nil
end

return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local creature = ctx:choose({ prompt = "Choose a friendly creature", objects = mine })[1]
		while creature ~= nil do
			local left = left_neighbor(creature)
			if left == nil or not ctx:rule("shares_house", creature, left) then
				return
			end
			ctx:gain(ctx.controller, "amber", 1)
			creature = left
		end
	end,
}
