-- Tremor (CotA 016): Play: Stun a creature and each of its neighbors.
return {
	resolve = function(ctx)
		local creature = ctx:choose({
			prompt = "Stun which creature (and its neighbors)?",
			objects = ctx:objects({ zone = "battleline" }),
		})[1]
		if creature == nil then
			return
		end
		local neighbors = creature:neighbors()
		ctx:rule("stun", creature)
		for _, neighbor in ipairs(neighbors) do
			ctx:rule("stun", neighbor)
		end
	end,
}
