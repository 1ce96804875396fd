-- Undagnathus, evil twin (DT 130): While the tide is low, double all damage dealt to it
-- (each instance doubled as it would be dealt, before armor).
return {
	replacements = {
		{
			on = "damage",
			label = "the tide is low: the damage is doubled (Undagnathus)",
			applies = function(ctx, change)
				return change.target == ctx.this and ctx:rule("tide") == "low"
			end,
			instead = function(_ctx, change)
				local doubled = table.clone(change)
				doubled.amount = change.amount * 2
				return doubled
			end,
		},
	},
}
