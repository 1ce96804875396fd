-- Draco Praeco (WC 201): Reap: You may exalt Draco Praeco. If you do, choose a house:
-- enrage each creature of that house (either side's).
return {
	reap = function(ctx)
		local pick = ctx:choose({ prompt = "Exalt Draco Praeco?", options = { "exalt", "no" } })[1]
		if pick ~= "exalt" then
			return
		end
		ctx:rule("exalt", ctx.this)
		local house =
			ctx:choose({ prompt = "Enrage the creatures of which house?", options = ctx:rule("houses") })[1]
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:rule("of_house", creature, house) then
				ctx:rule("enrage", creature)
			end
		end
	end,
}
