-- Yxl the Iron Captain (WoE 149): Play: Each friendly Ironyx creature captures 2 æmber.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:has_subtype("ironyx") then
				ctx:capture(creature, 2)
			end
		end
	end,
}
