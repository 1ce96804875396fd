-- Holdfast (DT 102): After 1 of Holdfast's neighbors is dealt damage, ready Holdfast.
return {
	triggers = {
		{
			on = "damaged",
			label = "a neighbor was dealt damage: ready Holdfast",
			applies = function(ctx, event)
				return event.amount > 0
					and ctx.this:zone() == "battleline"
					and event.object:is_valid()
					and event.object:is_beside(ctx.this)
			end,
			resolve = function(ctx)
				ctx:ready(ctx.this)
			end,
		},
	},
}
