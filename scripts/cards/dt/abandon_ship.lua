-- Abandon Ship (DT 336): Play: Return a creature to its owner's hand. If the tide is high,
-- return 4 creatures to their owners' hands instead (as many as there are).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local n = 1
		if ctx:rule("tide") == "high" then
			n = 4
		end
		n = math.min(n, #all)
		local picked = ctx:choose({
			prompt = "Return which creatures to their owners' hands?",
			objects = all,
			min = n,
			max = n,
		})
		for _, creature in ipairs(picked) do
			ctx:move(creature, "hand")
		end
	end,
}
