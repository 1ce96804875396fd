-- Iron Obelisk (CotA 023): Your opponent's keys cost +1 æmber for each friendly damaged
-- Brobnar creature.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				local n = 0
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if creature:damage() > 0 and ctx:rule("of_house", creature, "brobnar") then
						n += 1
					end
				end
				return n
			end,
			applies_to = function(ctx, player)
				return player == ctx.opponent
			end,
		},
	},
}
