-- Explosive Rune: Banish it: deal 1 damage to target ally. [Class Bonus] If that ally is
-- attacking, deal 2 damage to it instead (read as the ability resolves).
return {
	activated = {
		blast = {
			targets = function()
				return { { label = "ally", type = "ally", count = 1 } }
			end,
			resolve = function(ctx)
				local ally = ctx:target(1)
				if ally == nil then
					return
				end
				local combat = ctx:combat()
				local attacking = combat ~= nil and combat.attacker ~= nil and combat.attacker.id == ally.id
				ctx:deal_damage(ally, (attacking and ctx:rule("class_bonus")) and 2 or 1)
			end,
		},
	},
}
