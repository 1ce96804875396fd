-- Bad Chemistry (GR 241): Play: Stun each creature that shares a house with one or more of its
-- neighbors (all found first, then stunned).
return {
	resolve = function(ctx)
		local stunned = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("beside_a_housemate", creature) then
				table.insert(stunned, creature)
			end
		end
		for _, creature in ipairs(stunned) do
			ctx:rule("stun", creature)
		end
	end,
}
