-- Oath of the Sakura: put a buff counter on each ally you control. If you control exactly
-- three allies and they are all unique, they each get +2 power until end of turn.
return {
	resolve = function(ctx)
		local allies = ctx:objects({ type = "ally", controller = "you" })
		local unique = 0
		for _, ally in ipairs(allies) do
			ctx:add_counter(ally, "buff", 1)
			if ally:has_type("unique") then
				unique = unique + 1
			end
		end
		if #allies == 3 and unique == 3 then
			for _, ally in ipairs(allies) do
				ctx:lasting({
					target = ally,
					duration = "end_of_turn",
					effect = { stat = "power", increase = 2 },
				})
			end
		end
	end,
}
