-- Æmbrosia Outpost (WoE 254): Action: Put a friendly creature on the bottom of its owner's
-- deck. If you do, move 1 æmber from a friendly creature to your pool.
return {
	action = function(ctx)
		if not ctx:rule("bottom_friendly") then
			return
		end
		local holders = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:counter("amber") > 0 then
				table.insert(holders, creature)
			end
		end
		local picked =
			ctx:choose({ prompt = "Move 1 æmber from which friendly creature?", objects = holders })[1]
		if picked ~= nil then
			ctx:add_counter(picked, "amber", -1)
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
