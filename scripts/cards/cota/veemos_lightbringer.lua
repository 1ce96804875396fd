-- Veemos Lightbringer (CotA 262): Play: Destroy each elusive creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", keyword = "elusive" })) do
			ctx:destroy(creature)
		end
	end,
}
