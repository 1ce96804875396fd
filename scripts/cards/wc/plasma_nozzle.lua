-- Plasma Nozzle (WC 336), upgrade: This creature gains "Before Fight: Deal 2 damage to
-- the attacked creature, with 2 splash" (2 to each of its neighbours, all together).
return {
	grants = {
		before_fight = function(ctx, fought)
			ctx:deal_damage(fought, 2)
			for _, n in ipairs(fought:neighbors()) do
				ctx:deal_damage(n, 2)
			end
		end,
	},
}
