-- Savage Clash (MM 376): Play: Destroy each creature except the most powerful enemy creature
-- and the least powerful friendly creature (a tie: its player picks which one stays).
local function least_powerful(creatures)
	local best, low = {}, nil
	for _, creature in ipairs(creatures) do
		local power = creature:stat("power") or 0
		if low == nil or power < low then
			best, low = { creature }, power
		elseif power == low then
			table.insert(best, creature)
		end
	end
	return best
end

return {
	resolve = function(ctx)
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local spared = {}
		local strong = ctx:choose({
			prompt = "Which most powerful enemy creature stays?",
			objects = ctx:rule("most_powerful", theirs),
		})[1]
		if strong ~= nil then
			spared[strong.id] = true
		end
		local weak = ctx:choose({
			prompt = "Which least powerful friendly creature stays?",
			objects = least_powerful(mine),
		})[1]
		if weak ~= nil then
			spared[weak.id] = true
		end
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if not spared[creature.id] then
				table.insert(doomed, creature)
			end
		end
		if #doomed > 0 then
			ctx:destroy(doomed)
		end
	end,
}
