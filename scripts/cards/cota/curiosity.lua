-- Curiosity (CotA 320): Play: Destroy each Scientist creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", subtype = "scientist" })) do
			ctx:destroy(creature)
		end
	end,
}
