-- Fyre-Breath (WC 020), upgrade: This creature gets +3 power and gains "Before Fight: Deal
-- 2 damage to each neighbor of the creature this creature fights" (together).
return {
	statics = {
		{
			stat = "power",
			increase = 3,
			applies_to = function(ctx, obj)
				return obj == ctx.this:attached_to()
			end,
		},
	},
	grants = {
		before_fight = function(ctx, fought)
			for _, n in ipairs(fought:neighbors()) do
				ctx:deal_damage(n, 2)
			end
		end,
	},
}
