-- Hecatomb (CotA 063): Play: Destroy each Dis creature. Each player gains 1 æmber for each
-- creature they controlled that was destroyed this way.
return {
	resolve = function(ctx)
		local doomed, ours = {}, {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:attribute("house") == "dis" then
				table.insert(doomed, creature)
				ours[creature.id] = creature:controller() == ctx.controller
			end
		end
		local mine, theirs = 0, 0
		for _, creature in ipairs(ctx:destroy(doomed)) do
			if ours[creature.id] then
				mine = mine + 1
			else
				theirs = theirs + 1
			end
		end
		ctx:gain(ctx.controller, "amber", mine)
		ctx:gain(ctx.opponent, "amber", theirs)
	end,
}
