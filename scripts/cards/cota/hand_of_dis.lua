-- Hand of Dis (CotA 062): Play: Destroy a creature that is not on a flank (one with a
-- neighbor on each side).
return {
	resolve = function(ctx)
		local inner = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if #creature:neighbors() == 2 then
				table.insert(inner, creature)
			end
		end
		if #inner == 0 then
			return
		end
		ctx:destroy(ctx:choose({ prompt = "Destroy which creature?", objects = inner })[1])
	end,
}
