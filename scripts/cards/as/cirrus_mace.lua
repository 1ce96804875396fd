-- Cirrus Mace (AS 031), artifact: Action: Give a creature two +1 power counters. Deal 2
-- damage to each of that creature's neighbors (dealt together).
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick =
			ctx:choose({ prompt = "Which creature gets two +1 power counters?", objects = creatures })[1]
		if pick == nil then
			return
		end
		ctx:add_counter(pick, "power", 2)
		for _, neighbor in ipairs(pick:neighbors()) do
			ctx:deal_damage(neighbor, 2)
		end
	end,
}
