-- Cup of Water (DT 319): Play: Stun each Cyborg creature and each Robot creature.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if creature:has_subtype("cyborg") or creature:has_subtype("robot") then
				ctx:rule("stun", creature)
			end
		end
	end,
}
