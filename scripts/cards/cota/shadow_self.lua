-- Shadow Self (CotA 310), creature: Shadow Self deals no damage when fighting. Damage
-- dealt to its non-Specter neighbors is dealt to Shadow Self instead. Both are
-- replacement effects on damage; Shadow Self's only damage is its fight damage.
return {
	replacements = {
		{
			on = "damage",
			label = "Shadow Self deals no damage when fighting",
			applies = function(ctx, change)
				return change.source == ctx.this
			end,
			instead = function(_ctx, _change)
				return {}
			end,
		},
		{
			on = "damage",
			label = "damage to a non-Specter neighbor is dealt to Shadow Self instead",
			applies = function(ctx, change)
				local target = change.target
				return target ~= ctx.this and not target:has_subtype("specter") and ctx.this:is_beside(target)
			end,
			instead = function(ctx, change)
				return { kind = "damage", target = ctx.this, amount = change.amount, source = change.source }
			end,
		},
	},
}
