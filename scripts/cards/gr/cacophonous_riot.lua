-- Cacophonous Riot (GR 040): Play: Ready and enrage a creature and each of its neighbors.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick = ctx:choose({
			prompt = "Ready and enrage which creature and its neighbors?",
			objects = creatures,
		})[1]
		if pick == nil then
			return
		end
		local group = { pick }
		for _, neighbor in ipairs(pick:neighbors()) do
			table.insert(group, neighbor)
		end
		for _, creature in ipairs(group) do
			ctx:ready(creature)
			ctx:rule("enrage", creature)
		end
	end,
}
