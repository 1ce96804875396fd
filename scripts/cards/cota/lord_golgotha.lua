-- Lord Golgotha (CotA 252): Before Fight: Deal 3 damage to each neighbor of the creature
-- Lord Golgotha fights.
return {
	before_fight = function(ctx, fought)
		for _, neighbor in ipairs(fought:neighbors()) do
			ctx:deal_damage(neighbor, 3)
		end
	end,
}
