-- Dragnet (WoE 370): Play: Return a creature and each of its neighbors that shares a house
-- with it to their owners' hands.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Return which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		local back = { picked }
		for _, neighbor in ipairs(picked:neighbors()) do
			if ctx:rule("shares_house", picked, neighbor) then
				table.insert(back, neighbor)
			end
		end
		for _, creature in ipairs(back) do
			ctx:move(creature, "hand")
		end
	end,
}
