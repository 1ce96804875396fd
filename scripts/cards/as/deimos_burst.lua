-- Deimos Burst (AS 221): Play: Destroy each friendly artifact and each friendly flank
-- creature (together). Gain 1 æmber for each card destroyed this way (a ward spent is not a
-- destruction).
return {
	resolve = function(ctx)
		local doomed = ctx:objects({ zone = "artifacts", controller = "you" })
		for _, creature in ipairs(ctx:rule("flank_creatures", "you")) do
			table.insert(doomed, creature)
		end
		local gone = ctx:rule("destroy_each", doomed)
		if gone > 0 then
			ctx:gain(ctx.controller, "amber", gone)
		end
	end,
}
