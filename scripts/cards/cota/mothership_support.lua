-- Mothership Support (CotA 171): Play: For each friendly ready Mars creature, deal 2
-- damage to a creature (chosen each time). Counted as it resolves.
return {
	resolve = function(ctx)
		local ready = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you", rested = false })) do
			if ctx:rule("of_house", creature, "mars") then
				ready += 1
			end
		end
		for i = 1, ready do
			local all = ctx:objects({ zone = "battleline" })
			local prompt = "Deal 2 damage (" .. i .. " of " .. ready .. ") to which creature?"
			ctx:deal_damage(ctx:choose({ prompt = prompt, objects = all })[1], 2)
		end
	end,
}
