-- Outflank (WoE 220): Play: Each Sanctum flank creature captures 2 æmber from its opponent
-- (either side's).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:rule("flank_creatures")) do
			if ctx:rule("of_house", creature, "sanctum") then
				ctx:capture(creature, 2)
			end
		end
	end,
}
