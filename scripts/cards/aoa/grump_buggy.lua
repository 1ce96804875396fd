-- Grump Buggy (AoA 024), artifact: Your opponent's keys cost +1 æmber for each friendly
-- creature with power 5 or higher; your keys cost +1 for each enemy creature with power 5
-- or higher (power as it is now, counters included).
local function strong(ctx, side)
	return ctx:count({ zone = "battleline", controller = side, min_stat = { power = 5 } })
end

return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				return strong(ctx, "you")
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
		{
			cost = "key",
			increase = function(ctx)
				return strong(ctx, "opponent")
			end,
			applies_to = function(ctx, player)
				return player == ctx.controller
			end,
		},
	},
}
