-- ISS Indominus (DT 145): Action: Exhaust up to 5 friendly Saurian creatures. For each
-- creature exhausted this way, deal 1 damage to each enemy creature (as one amount each).
return {
	action = function(ctx)
		local n = #ctx:rule("exhaust_up_to", 5, "saurian")
		if n == 0 then
			return
		end
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			ctx:deal_damage(creature, n)
		end
	end,
}
