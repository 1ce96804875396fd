-- Immortal Greking (GR R05): Play: Take control of an enemy creature and put it anywhere in
-- your battleline; until Immortal Greking leaves play, it belongs to Greking's house. Destroyed:
-- archived if you are haunted (the keyword `haunted_archive`, data).
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Take control of which enemy creature?", objects = enemies })[1]
		if pick == nil or not ctx:take_control(pick) then
			return
		end
		local places = {}
		for i = 1, ctx:count({ zone = "battleline", controller = "you" }) do
			table.insert(places, "place " .. i .. " from the left")
		end
		local place = ctx:choose({ prompt = "Where in your battleline?", options = places })[1]
		for i, option in ipairs(places) do
			if option == place then
				ctx:reposition(pick, i)
			end
		end
		ctx:lasting({
			target = pick,
			duration = "until_leaves_play",
			effect = { attribute = "house", value = ctx.this:attribute("house") or "geistoid" },
		})
	end,
}
