-- Regrettable Meteor (WC 208): Play: Destroy each Dinosaur creature and each creature with
-- power 6 or higher (together).
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:has_subtype("dinosaur") or (creature:stat("power") or 0) >= 6 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
