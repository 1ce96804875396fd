-- Tendrils from Beyond (GR 325): Play: Choose a creature. If that creature's controller is
-- haunted, return it and each of its neighbors to their owners' hands. Otherwise, return
-- that creature to its owner's hand.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local pick =
			ctx:choose({ prompt = "Return which creature to its owner's hand?", objects = creatures })[1]
		if pick == nil then
			return
		end
		local group = { pick }
		if ctx:rule("haunted", pick:controller()) then
			group = ctx:rule("with_neighbors", pick)
		end
		for _, creature in ipairs(group) do
			ctx:move(creature, "hand")
		end
	end,
}
