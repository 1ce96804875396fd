-- Firespitter (CotA 032): Before Fight: Deal 1 damage to each enemy creature.
return {
	before_fight = function(ctx, _fought)
		for _, enemy in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			ctx:deal_damage(enemy, 1)
		end
	end,
}
