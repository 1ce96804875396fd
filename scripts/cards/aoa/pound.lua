-- Pound (AoA 015), action: Play: Deal 2 damage to a creature with 1 splash (1 damage to
-- each of its neighbors), dealt together.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local target = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = creatures })[1]
		if target == nil then
			return
		end
		ctx:deal_damage(target, 2)
		for _, neighbor in ipairs(target:neighbors()) do
			ctx:deal_damage(neighbor, 1)
		end
	end,
}
