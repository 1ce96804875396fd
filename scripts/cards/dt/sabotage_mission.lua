-- Sabotage Mission (DT 282): Play: Keys cost +1 for each different power value among friendly
-- creatures during your opponent's next turn (counted now).
return {
	resolve = function(ctx)
		local seen, n = {}, 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			local power = creature:stat("power") or 0
			if not seen[power] then
				seen[power] = true
				n += 1
			end
		end
		if n > 0 then
			ctx:rule("keys_cost_next_turn", n)
		end
	end,
}
