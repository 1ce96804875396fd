-- Phloxem Spike (AoA 186), action: Play: If there are no friendly creatures in play,
-- destroy each creature not on a flank.
return {
	resolve = function(ctx)
		if ctx:count({ zone = "battleline", controller = "you" }) > 0 then
			return
		end
		local inner = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if not ctx:rule("on_flank", creature) then
				table.insert(inner, creature)
			end
		end
		ctx:destroy(inner)
	end,
}
