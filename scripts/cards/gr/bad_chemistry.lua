-- Bad Chemistry (GR 241): Play: Stun each creature that shares a house with one or more of its
-- neighbors (all found first, then stunned).
return {
	resolve = function(ctx)
		local stunned = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			for _, neighbor in ipairs(creature:neighbors()) do
				if ctx:rule("shares_house", creature, neighbor) then
					table.insert(stunned, creature)
					break
				end
			end
		end
		for _, creature in ipairs(stunned) do
			ctx:rule("stun", creature)
		end
	end,
}
