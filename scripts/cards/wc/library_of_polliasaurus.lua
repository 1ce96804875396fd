-- Library of Polliasaurus (WC 204), artifact: Action: Move 1 æmber from a friendly creature
-- to your pool (only a creature with æmber on it is offered).
return {
	action = function(ctx)
		local holders = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:counter("amber") > 0 then
				table.insert(holders, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Take 1 æmber from which creature?", objects = holders })[1]
		if pick ~= nil and ctx:add_counter(pick, "amber", -1) then
			ctx:gain(ctx.controller, "amber", 1)
		end
	end,
}
