-- Kharisma (ToC 299): Elusive (data). After Reap: Return another friendly creature to its
-- owner's hand. If you do, make a token creature.
return {
	reap = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature ~= ctx.this then
				table.insert(others, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Return which friendly creature to hand?", objects = others })[1]
		if pick ~= nil and ctx:move(pick, "hand") then
			ctx:rule("make_token")
		end
	end,
}
