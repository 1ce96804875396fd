-- Flamethrower (AoA 021), artifact: Action: Deal 1 damage to a creature, with 1 splash
-- (1 damage to each of its neighbors, dealt together).
return {
	action = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		local target = ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = creatures })[1]
		if target == nil then
			return
		end
		ctx:deal_damage(target, 1)
		for _, neighbor in ipairs(target:neighbors()) do
			ctx:deal_damage(neighbor, 1)
		end
	end,
}
