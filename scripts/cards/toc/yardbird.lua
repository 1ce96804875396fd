-- Yardbird (ToC 229), token creature: Elusive (data). Before Fight: Ready another Yardbird
-- (one of its controller's choice, any side's; none, nothing).
return {
	before_fight = function(ctx, _fought)
		local others = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature ~= ctx.this and creature:name() == "Yardbird" then
				table.insert(others, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Ready which other Yardbird?", objects = others })[1]
		if pick ~= nil then
			ctx:ready(pick)
		end
	end,
}
