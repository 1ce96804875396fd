-- Mindworm (AoA 168), creature: Elusive (the rules script's). Before Fight: The creature
-- Mindworm fights deals damage equal to its power to each of its neighbors.
return {
	before_fight = function(ctx, fought)
		local power = fought:stat("power") or 0
		for _, neighbor in ipairs(fought:neighbors()) do
			ctx:deal_damage(neighbor, power, fought)
		end
	end,
}
