-- Tactical Officer Moon (WC 320): Assault 2 (data). Play: You may rearrange the creatures
-- in a player's battleline: two creatures picked trade places, as often as the player
-- likes (any order can be reached); picking fewer than two ends it.
return {
	resolve = function(ctx)
		local side = ctx:choose({
			prompt = "Rearrange whose battleline?",
			options = { "mine", "opponent's", "neither" },
		})[1]
		if side == nil or side == "neither" then
			return
		end
		local whose = side == "mine" and "you" or "opponent"
		for _ = 1, #ctx:objects({ zone = "battleline", controller = whose }) do
			local line = ctx:objects({ zone = "battleline", controller = whose })
			local pair = ctx:choose({
				prompt = "Pick two creatures to trade places (none: done)",
				objects = line,
				min = 0,
				max = 2,
			})
			if #pair < 2 then
				return
			end
			ctx:swap(pair[1], pair[2])
		end
	end,
}
