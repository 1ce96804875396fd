-- Z-Ray Blaster (MM 355), upgrade: This creature gets +3 power and gains, "Before Fight: Deal
-- 3 damage to each neighbor of the creature this creature fights" (dealt together).
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
				ctx:deal_damage(n, 3)
			end
		end,
	},
}
