-- Opal Knight (AoA 260), creature: Play: Destroy each creature with even power (itself too, were
-- it so), all together.
return {
	resolve = function(ctx)
		local doomed = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if (creature:stat("power") or 0) % 2 == 0 then
				table.insert(doomed, creature)
			end
		end
		ctx:destroy(doomed)
	end,
}
