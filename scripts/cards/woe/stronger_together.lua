-- Stronger Together (WoE 305): Play: Ready each Star Alliance creature that has 2 neighbors,
-- neither of them Star Alliance, of different houses.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			local n = creature:neighbors()
			if
				ctx:rule("of_house", creature, "staralliance")
				and #n == 2
				and not ctx:rule("of_house", n[1], "staralliance")
				and not ctx:rule("of_house", n[2], "staralliance")
				and not ctx:rule("shares_house", n[1], n[2])
			then
				ctx:ready(creature)
			end
		end
	end,
}
