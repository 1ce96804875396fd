-- B0-T (WoE 345), token creature: Action: Use a friendly creature that is not Star Alliance.
return {
	action = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not ctx:rule("of_house", creature, "staralliance") and #ctx:uses(creature) > 0 then
				table.insert(others, creature)
			end
		end
		local picked =
			ctx:choose({ prompt = "Use which friendly non-Star Alliance creature?", objects = others })[1]
		ctx:rule("use_it", picked)
	end,
}
