-- Penetrator Round: Renewable (the ruleset's redirects). REST: load it into a target
-- unloaded Gun weapon you control (the rules script's loading). [Class Bonus] [Level 2+]
-- On Attack (it is in the intent of the gun's attack): the combat damage this attack
-- deals is unpreventable — the attacker's, not a retaliator's, which the attack doesn't
-- deal.
return {
	activated = {
		load = {
			legal = function(ctx)
				return ctx:rule("can_load")
			end,
			targets = function(ctx)
				return ctx:rule("gun_target")
			end,
			resolve = function(ctx)
				ctx:rule("load_target")
			end,
		},
	},
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: this attack's combat damage is unpreventable (class bonus, level 2+)",
			applies = function(ctx)
				return ctx:rule("class_bonus") and ctx:rule("level") >= 2
			end,
			resolve = function(ctx)
				local combat = ctx:combat()
				if combat ~= nil and combat.attacker ~= nil then
					ctx:unpreventable_combat_damage(combat.attacker)
				end
			end,
		},
	},
}
