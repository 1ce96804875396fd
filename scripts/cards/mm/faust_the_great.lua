-- Faust the Great (MM 192): Your opponent's keys cost +1 æmber for each friendly creature
-- with æmber on it. Play: You may exalt a friendly creature.
return {
	statics = {
		{
			cost = "key",
			increase = function(ctx, _player)
				local n = 0
				for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
					if c:counter("amber") > 0 then
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
	resolve = function(ctx)
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		local pick =
			ctx:choose({ prompt = "Exalt a friendly creature?", objects = friends, min = 0, max = 1 })[1]
		if pick ~= nil then
			ctx:rule("exalt", pick)
		end
	end,
}
