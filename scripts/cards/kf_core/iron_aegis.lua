-- Iron Aegis: If damage would be dealt to a friendly creature, 1 less is dealt instead.
return {
	replacements = {
		{
			on = "damage",
			label = "1 less damage",
			applies = function(ctx, change)
				return change.target:controller() == ctx.controller
			end,
			instead = function(_ctx, change)
				return {
					kind = "damage",
					target = change.target,
					amount = change.amount - 1,
					source = change.source,
				}
			end,
		},
	},
}
