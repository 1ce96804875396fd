-- Onyx Knight (AoA 095), creature: Play: Destroy each creature with odd power (itself too, were
-- it so), all together.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if (creature:stat("power") or 0) % 2 == 1 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
