-- Foraging Servant: On Enter: gather. [Class Bonus] Floating Memory (lent where it works:
-- in the graveyard).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: gather",
			applies = function(_ctx, event)
				return event.to == "field"
			end,
			resolve = function(ctx)
				ctx:rule("gather")
			end,
		},
	},
}
