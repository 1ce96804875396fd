-- Twin Bolt Emission (CotA 124): Play: Deal 2 damage to a creature and 2 damage to a
-- different creature (dealt together when the ability ends).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures == 0 then
			return
		end
		local first = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1]
		ctx:deal_damage(first, 2)
		local others = {}
		for _, creature in ipairs(creatures) do
			if creature ~= first then
				table.insert(others, creature)
			end
		end
		if #others > 0 then
			local second =
				ctx:choose({ prompt = "Deal 2 damage to which other creature?", objects = others })[1]
			ctx:deal_damage(second, 2)
		end
	end,
}
