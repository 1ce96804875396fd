-- Perimeter Alarm (GR 264): Play: Use a friendly non-Star Alliance creature (whatever house
-- is active: an ability's use). If you are haunted, archive Perimeter Alarm (also when no
-- creature was used).
return {
	resolve = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not ctx:rule("of_house", creature, "staralliance") and #ctx:uses(creature) > 0 then
				table.insert(others, creature)
			end
		end
		local pick =
			ctx:choose({ prompt = "Use which friendly non-Star Alliance creature?", objects = others })[1]
		ctx:rule("use_it", pick)
		if ctx:rule("haunted") then
			ctx:move(ctx.this, "archives")
		end
	end,
}
