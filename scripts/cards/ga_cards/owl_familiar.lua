-- Owl Familiar: Class Bonus: On Enter: Glimpse 2.
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Enter: glimpse 2 (class bonus)",
			applies = function(ctx, event)
				return event.to == "field" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:glimpse(2)
			end,
		},
	},
}
