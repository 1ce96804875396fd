-- Blood Frenzy: If damage would be dealt to a creature, twice that much is dealt instead.
return {
	replacements = {
		{
			on = "damage",
			label = "double the damage",
			instead = function(_ctx, change)
				return {
					kind = "damage",
					target = change.target,
					amount = change.amount * 2,
					source = change.source,
				}
			end,
		},
	},
}
