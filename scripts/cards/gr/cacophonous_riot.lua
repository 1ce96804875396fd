-- Cacophonous Riot (GR 040): Play: Ready and enrage a creature and each of its neighbors.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local prompt = "Ready and enrage which creature and its neighbors?"
		local pick = ctx:choose({ prompt = prompt, objects = creatures })[1]
		for _, creature in ipairs(ctx:rule("with_neighbors", pick)) do
			ctx:ready(creature)
			ctx:rule("enrage", creature)
		end
	end,
}
