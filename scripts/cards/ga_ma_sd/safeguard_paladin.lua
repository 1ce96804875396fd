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
			instead = function(_ctx, change)
				local left = change.amount - 2
				if left <= 0 then
					return {}
				end
				return { kind = "damage", target = change.target, amount = left, source = change.source }
			end,
		},
	},
}
