-- Inspiring Oration (WoE 261): Play: Exalt a friendly creature. Make a token creature for
-- each æmber on that creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Exalt which friendly creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:rule("exalt", picked)
		for _ = 1, picked:counter("amber") do
			ctx:rule("make_token")
		end
	end,
}
