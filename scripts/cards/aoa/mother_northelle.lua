-- Mother Northelle (AoA 257), creature: Elusive (the rules script's). Reap: Move 1 æmber
-- from a friendly creature to your pool.
return {
	reap = function(ctx)
		local holding = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:counter("amber") > 0 then
				table.insert(holding, creature)
			end
		end
		local picked =
			ctx:choose({ prompt = "Take 1 æmber from which friendly creature?", objects = holding })[1]
		if picked ~= nil then
			ctx:add_counter(picked, "amber", -1)
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
