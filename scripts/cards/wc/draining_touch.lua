-- Draining Touch (WC 072): Play: Destroy a creature (either side's) with no æmber on it.
return {
	resolve = function(ctx)
		local bare = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:counter("amber") == 0 then
				table.insert(bare, creature)
			end
		end
		ctx:destroy(ctx:choose({ prompt = "Destroy which creature?", objects = bare })[1])
	end,
}
