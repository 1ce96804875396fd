-- Deimos Burst (AS 221): Play: Destroy each friendly artifact and each friendly flank
-- creature (together). Gain 1 æmber for each card destroyed this way (a ward spent is not a
-- destruction).
return {
	resolve = function(ctx)
		local doomed = ctx:objects({ zone = "artifacts", controller = "you" })
		for _, creature in ipairs(ctx:rule("flank_creatures", "you")) do
			table.insert(doomed, creature)
		end
		ctx:destroy(doomed)
		ctx:settle()
		local gone = 0
		for _, obj in ipairs(doomed) do
			if not obj:is_valid() or obj:is_destroyed() then
				gone += 1
			end
		end
		if gone > 0 then
			ctx:gain(ctx.controller, "amber", gone)
		end
	end,
}
