-- Lakeside Serpent: while it is attacking, it gets +1 POWER for each water element card in
-- your graveyard.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				return ctx:rule("graveyard_of_element", "water")
			end,
			condition = function(ctx)
				local combat = ctx:combat()
				return combat ~= nil and combat.attacker ~= nil and combat.attacker.id == ctx.this.id
			end,
			self_only = true,
		},
	},
}
