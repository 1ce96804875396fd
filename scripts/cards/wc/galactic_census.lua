-- Galactic Census (WC 332): Play: If exactly 3 or 4 houses are represented among creatures
-- in play, gain 1 æmber; exactly 5, gain 2; 6 or more, gain 3.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local houses = 0
		for _, house in ipairs(ctx:rule("houses")) do
			for _, creature in ipairs(creatures) do
				if ctx:rule("of_house", creature, house) then
					houses += 1
					break
				end
			end
		end
		local gain = 0
		if houses >= 6 then
			gain = 3
		elseif houses == 5 then
			gain = 2
		elseif houses >= 3 then
			gain = 1
		end
		if gain > 0 then
			ctx:gain(ctx.controller, "amber", gain)
		end
	end,
}
