-- Bouncing Deathquark (CotA 107): Play: Destroy an enemy creature and a friendly creature.
-- You may repeat this as many times as you like, as long as the entire effect can be
-- repeated (a creature on each side). The first time, it destroys what there is.
return {
	resolve = function(ctx)
		local first = true
		while true do
			local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
			local mine = ctx:objects({ zone = "battleline", controller = "you" })
			if not first then
				if #theirs == 0 or #mine == 0 then
					return
				end
				local again =
					ctx:choose({ prompt = "Repeat Bouncing Deathquark?", options = { "repeat", "stop" } })[1]
				if again ~= "repeat" then
					return
				end
			end
			first = false
			local doomed = {}
			local enemy = ctx:choose({ prompt = "Destroy which enemy creature?", objects = theirs })[1]
			local friend = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
			for _, c in ipairs({ enemy or false, friend or false }) do
				if c then
					table.insert(doomed, c)
				end
			end
			if #doomed == 0 then
				return
			end
			ctx:destroy(doomed)
		end
	end,
}
