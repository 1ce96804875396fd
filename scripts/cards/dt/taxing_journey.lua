-- Taxing Journey (DT 122): Play: A friendly creature captures 1 æmber. Each of its
-- neighbors that shares a house with it also captures 1 (the rules' "shares_house").
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Which friendly creature captures 1?", objects = mine })[1]
		if picked == nil then
			return
		end
		local neighbors = picked:neighbors()
		ctx:capture(picked, 1)
		for _, neighbor in ipairs(neighbors) do
			if ctx:rule("shares_house", picked, neighbor) then
				ctx:capture(neighbor, 1)
			end
		end
	end,
}
