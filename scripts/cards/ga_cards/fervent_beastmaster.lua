-- Fervent Beastmaster: while it is attacking and you control a Beast ally, it gets +1 POWER.
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
					and ctx:count({ zone = "field", controller = "you", type = "ally", subtype = "beast" })
						> 0
			end,
			self_only = true,
		},
	},
}
