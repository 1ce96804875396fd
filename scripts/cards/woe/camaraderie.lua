-- Camaraderie (WoE 311): Play: Exhaust a friendly Star Alliance creature. If you do, draw 2
-- cards for each of its non-Star Alliance neighbors.
return {
	resolve = function(ctx)
		local ready = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not creature:is_rested() and ctx:rule("of_house", creature, "staralliance") then
				table.insert(ready, creature)
			end
		end
		local picked = ctx:choose({ prompt = "Exhaust which Star Alliance creature?", objects = ready })[1]
		if picked == nil or not ctx:exhaust(picked) then
			return
		end
		local n = 0
		for _, neighbor in ipairs(picked:neighbors()) do
			if not ctx:rule("of_house", neighbor, "staralliance") then
				n += 2
			end
		end
		if n > 0 then
			ctx:draw(n)
		end
	end,
}
