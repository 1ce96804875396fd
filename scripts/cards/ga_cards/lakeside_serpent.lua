-- Lakeside Serpent: while it is attacking, it gets +1 POWER for each water element card in
-- your graveyard.
return {
	statics = {
		{
			stat = "power",
			increase = function(ctx)
				local n = 0
				for _, card in ipairs(ctx:objects({ zone = "graveyard", controller = "you" })) do
					if card:has_element("water") then
						n += 1
					end
				end
				return n
			end,
			condition = function(ctx)
				local combat = ctx:combat()
				return combat ~= nil and combat.attacker ~= nil and combat.attacker.id == ctx.this.id
			end,
			self_only = true,
		},
	},
}
