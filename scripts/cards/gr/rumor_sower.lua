-- Rumor-sower (GR 102): After Reap: Your opponent discards the top card of their deck; stun an
-- enemy creature that shares a house with it (none: nothing).
return {
	reap = function(ctx)
		local top = ctx:top(1, ctx.opponent)[1]
		if top == nil then
			return
		end
		local enemies = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			if ctx:rule("shares_house", creature, top) then
				table.insert(enemies, creature)
			end
		end
		ctx:discard(top)
		ctx:rule("stun", ctx:choose({ prompt = "Stun which enemy creature?", objects = enemies })[1])
	end,
}
