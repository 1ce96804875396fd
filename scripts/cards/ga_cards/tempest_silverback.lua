-- Tempest Silverback: Class Bonus: while it is attacking, it gets +2 POWER.
return {
	statics = {
		{
			stat = "power",
			increase = 2,
			condition = function(ctx)
				local combat = ctx:combat()
				return combat ~= nil
					and combat.attacker ~= nil
					and combat.attacker.id == ctx.this.id
					and ctx:rule("class_bonus")
			end,
			self_only = true,
		},
	},
}
