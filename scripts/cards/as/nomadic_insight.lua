-- Nomadic Insight (AS 268): Play: Each friendly flank creature captures 1 æmber (with one
-- friendly creature, it is on both flanks and captures 1).
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:rule("flank_creatures", "you")) do
			ctx:capture(creature, 1)
		end
	end,
}
