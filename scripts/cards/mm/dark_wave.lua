-- Dark Wave (MM 247): Play: Deal 2 damage to each non-Mutant creature (dealt together).
return {
	resolve = function(ctx)
		for _, c in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if not c:has_subtype("mutant") then
				ctx:deal_damage(c, 2)
			end
		end
	end,
}
