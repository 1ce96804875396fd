-- Strapping Conscript: Class Bonus: while it is attacking and your champion is level 3 or
-- higher, it gets +1 POWER.
return {
	statics = {
		{
			stat = "power",
			increase = 1,
			condition = function(ctx)
				local combat = ctx:combat()
				return combat ~= nil
					and combat.attacker ~= nil
					and combat.attacker.id == ctx.this.id
					and ctx:rule("class_bonus")
					and ctx:rule("level") >= 3
			end,
			self_only = true,
		},
	},
}
