-- Technobabble (DT 303): Play: Stun a creature and each of its neighbors that shares a
-- house with it.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Stun which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		ctx:rule("stun", picked)
		for _, neighbor in ipairs(picked:neighbors()) do
			if ctx:rule("shares_house", picked, neighbor) then
				ctx:rule("stun", neighbor)
			end
		end
	end,
}
