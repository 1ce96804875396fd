-- Guilty Hearts (CotA 061): Play: Destroy each creature with any æmber on it.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:counter("amber") > 0 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
