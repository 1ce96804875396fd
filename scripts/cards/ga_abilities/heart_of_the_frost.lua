-- Heart of the Frost: Hindered. REST, Banish Heart of the Frost: As a Spell, deal 2 damage
-- to target ally if it's rested. Otherwise, rest it. (Hindered is the ruleset's
-- `enters_rested` keyword.)
return {
	activated = {
		freeze = {
			targets = function(_ctx)
				return { { label = "ally", type = "ally", count = 1 } }
			end,
			resolve = function(ctx)
				local ally = ctx:target(1)
				if ally:is_rested() then
					ctx:deal_damage(ally, 2)
				else
					ctx:rest(ally)
				end
			end,
		},
	},
}
