-- Myx, the Tallminded (WoE 162): Your opponent's keys cost +1 for each friendly Mars creature
-- in play.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx)
				local n = 0
				for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if ctx:rule("of_house", creature, "mars") then
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
