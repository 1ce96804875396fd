-- Captain Nemo (AS 175): After Fight: Destroy an artifact and a creature (either side; both
-- picked, then destroyed together).
return {
	fight = function(ctx)
		local doomed = {}
		local artifacts = ctx:objects({ zone = "artifacts" })
		local artifact = ctx:choose({ prompt = "Destroy which artifact?", objects = artifacts })[1]
		if artifact ~= nil then
			table.insert(doomed, artifact)
		end
		local creatures = ctx:objects({ zone = "battleline" })
		local creature = ctx:choose({ prompt = "Destroy which creature?", objects = creatures })[1]
		if creature ~= nil then
			table.insert(doomed, creature)
		end
		ctx:destroy(doomed)
	end,
}
