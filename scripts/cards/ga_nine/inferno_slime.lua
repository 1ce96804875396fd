-- Inferno Slime: Pride 2 (the rules script decides obedience). [Class Bonus] On Death: you
-- may banish two fire element cards from your graveyard; if you do, deal 4 damage to each
-- champion. Inferno Slime itself, in the graveyard by then, may be one of the two.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: banish two fire cards from your graveyard to deal 4 to each champion (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				if
					not ctx:rule(
						"may_banish_from_graveyard",
						2,
						{ element = "fire" },
						"banish two fire cards to deal 4 damage to each champion?"
					)
				then
					return
				end
				for _, champion in ipairs(ctx:objects({ type = "champion" })) do
					ctx:deal_damage(champion, 4)
				end
			end,
		},
	},
}
