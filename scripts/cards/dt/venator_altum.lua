-- Venator Altum (DT 183): After Venator Altum is dealt damage, if the tide is low, exalt it
-- (it must survive the damage).
return {
	triggers = {
		{
			on = "damaged",
			own = true,
			label = "dealt damage with the tide low: exalt Venator Altum",
			applies = function(ctx, event)
				return event.amount > 0
					and ctx.this:zone() == "battleline"
					and not ctx.this:is_destroyed()
					and ctx:rule("tide") == "low"
			end,
			resolve = function(ctx)
				ctx:rule("exalt", ctx.this)
			end,
		},
	},
}
