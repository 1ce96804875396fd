-- Bingle Bangbang (AoA 002): Before Fight: Deal 5 damage to each neighbor of the creature
-- it fights.
return {
	before_fight = function(ctx, fought)
		for _, neighbor in ipairs(fought:neighbors()) do
			ctx:deal_damage(neighbor, 5)
		end
	end,
}
