-- Booby Trap (CotA 268): Play: Deal 4 damage to a creature that is not on a flank, with 2
-- splash (2 damage to each of its neighbors). All of it is dealt together.
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
		local target = ctx:choose({ prompt = "Deal 4 damage to which creature?", objects = inner })[1]
		ctx:deal_damage(target, 4)
		for _, neighbor in ipairs(target:neighbors()) do
			ctx:deal_damage(neighbor, 2)
		end
	end,
}
