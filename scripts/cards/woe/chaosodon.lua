-- Chaosodon (WoE 256): Splash-attack 3 (the stat `splash_attack`). Before Fight: Deal 3
-- damage to each of Chaosodon's neighbors.
return {
	before_fight = function(ctx, _fought)
		for _, n in ipairs(ctx.this:neighbors()) do
			ctx:deal_damage(n, 3)
		end
	end,
}
