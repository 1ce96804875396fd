-- EMP Blast (CotA 163): Play: Stun each Mars creature and each Robot creature. Destroy each
-- artifact.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if creature:attribute("house") == "mars" or creature:has_subtype("robot") then
				ctx:rule("stun", creature)
			end
		end
		ctx:destroy(ctx:objects({ zone = "artifacts" }))
	end,
}
