-- Grim Reminder: Each time a creature is destroyed, deal 1 damage to a creature.
-- The active player chooses the creature, whoever controls Grim Reminder.
return {
	triggers = {
		{
			on = "destroyed",
			label = "deal 1 damage",
			resolve = function(ctx)
				local all = ctx:objects({ zone = "battleline", controller = "any" })
				if #all == 0 then
					return
				end
				ctx:deal_damage(
					ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = all })[1],
					1
				)
			end,
		},
	},
}
