-- Stir-Crazy (WoE 377): Play: Each ready creature (either side's) captures 1 æmber from its
-- own opponent (the active player's creatures first).
return {
	resolve = function(ctx)
		for _, side in ipairs({ "you", "opponent" }) do
			for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = side })) do
				if not creature:is_rested() then
					ctx:capture(creature, 1)
				end
			end
		end
	end,
}
