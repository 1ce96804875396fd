-- Shark Bait (AS 241): Play: Deal 2 damage to a friendly non-Mars creature. If it is not
-- destroyed, it captures 2 æmber.
return {
	resolve = function(ctx)
		local mine = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if not ctx:rule("of_house", creature, "mars") then
				table.insert(mine, creature)
			end
		end
		local prompt = "Deal 2 damage to which friendly non-Mars creature?"
		local pick = ctx:choose({ prompt = prompt, objects = mine })[1]
		if pick ~= nil and not ctx:rule("damage_destroys", pick, 2) then
			ctx:capture(pick, 2)
		end
	end,
}
