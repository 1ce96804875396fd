-- Proclamation 346E (AoA 261), artifact: While your opponent does not control creatures
-- from 3 different houses, their keys cost +2 æmber.
local function houses_of(ctx, side)
	local seen, n = {}, 0
	for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
		local house = creature:attribute("house")
		if house ~= nil and not seen[house] then
			seen[house] = true
			n = n + 1
		end
	end
	return n
end

return {
	statics = {
		{
			cost = "key",
			increase = 2,
			applies_to = function(ctx, player)
				return player == ctx.opponent and houses_of(ctx, "opponent") < 3
			end,
		},
	},
}
