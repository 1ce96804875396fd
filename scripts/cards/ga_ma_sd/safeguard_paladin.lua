-- Safeguard Paladin: [Class Bonus] if non-combat damage would be dealt to it, prevent 2 of
-- that damage (a replacement effect, each time; unpreventable damage passes it).
return {
	replacements = {
		{
			on = "damage",
			label = "prevent 2 of the non-combat damage to Safeguard Paladin",
			applies = function(ctx, change)
				return change.target == ctx.this
					and not change.combat
					and not change.unpreventable
					and ctx:rule("class_bonus")
			end,
			instead = function(ctx, change)
				return ctx:rule("prevent_part", change, 2)
			end,
		},
	},
}
