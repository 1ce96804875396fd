-- Exchange Program (WoE 074): Play: Choose a friendly flank creature and an enemy flank
-- creature. If you do (both exist), swap control of them: each joins its new controller's
-- battleline on a flank.
return {
	resolve = function(ctx)
		local mine, theirs = {}, {}
		for _, creature in ipairs(ctx:rule("flank_creatures")) do
			if creature:controller() == ctx.controller then
				table.insert(mine, creature)
			else
				table.insert(theirs, creature)
			end
		end
		if #mine == 0 or #theirs == 0 then
			return
		end
		local friend = ctx:choose({ prompt = "Which friendly flank creature?", objects = mine })[1]
		local foe = ctx:choose({ prompt = "Which enemy flank creature?", objects = theirs })[1]
		ctx:rule("swap_control", friend, foe)
	end,
}
