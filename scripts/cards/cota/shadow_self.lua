-- Shadow Self (CotA 310), creature: Shadow Self deals no damage when fighting. Damage
-- dealt to its non-Specter neighbors is dealt to Shadow Self instead. Both are
-- replacement effects on damage; Shadow Self's only damage is its fight damage. The
-- neighbour's armor applies first, Shadow Self's not at all (KF-DESTROY-10).
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
				-- What the neighbour's armor prevents is never dealt, so only the rest comes
				-- here, and Shadow Self's own armor does not prevent it again.
				return {
					kind = "damage",
					target = ctx.this,
					amount = change.amount,
					source = change.source,
					shielded_by = change.shielded_by or change.target,
				}
			end,
		},
	},
}
