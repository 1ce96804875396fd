-- Cowfyne (AoA 005): Before Fight: Deal 2 damage to each neighbor of the creature it
-- fights.
return {
	before_fight = function(ctx, fought)
		for _, neighbor in ipairs(fought:neighbors()) do
			ctx:deal_damage(neighbor, 2)
		end
	end,
}
