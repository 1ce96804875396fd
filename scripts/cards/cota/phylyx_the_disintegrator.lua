-- Phylyx the Disintegrator (CotA 197): Elusive (data). Action: Your opponent loses 1 æmber
-- for each other friendly Mars creature.
return {
	action = function(ctx)
		local others = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", other = true })) do
			if creature:attribute("house") == "mars" then
				others = others + 1
			end
		end
		if others > 0 then
			ctx:gain(ctx.opponent, "amber", -others)
		end
	end,
}
