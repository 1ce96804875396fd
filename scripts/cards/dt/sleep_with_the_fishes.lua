-- Sleep with the Fishes (DT 344): Play: Destroy each exhausted creature (together).
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:is_rested() then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
