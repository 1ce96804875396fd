-- Colonel Mariana (WoE 213): Play: Each friendly Knight creature captures 1 æmber (herself
-- included).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:has_subtype("knight") then
				ctx:capture(creature, 1)
			end
		end
	end,
}
