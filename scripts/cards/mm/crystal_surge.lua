-- Crystal Surge (MM 217): Play: Exalt each Mutant creature (either side).
return {
	resolve = function(ctx)
		for _, mutant in ipairs(ctx:objects({ zone = "battleline", controller = "any", subtype = "mutant" })) do
			ctx:rule("exalt", mutant)
		end
	end,
}
