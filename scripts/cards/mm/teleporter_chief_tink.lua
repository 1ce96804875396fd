-- Teleporter Chief Tink (MM 317): Elusive (data). Action: Swap Teleporter Chief Tink with
-- another friendly creature in the battleline. You may use that other creature this turn.
return {
	action = function(ctx)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature.id ~= ctx.this.id then
				table.insert(others, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Swap with which friendly creature?", objects = others })[1]
		if pick ~= nil and ctx:swap(ctx.this, pick) then
			ctx:lasting({ target = pick, duration = "turn", effect = { allow = "use" } })
		end
	end,
}
