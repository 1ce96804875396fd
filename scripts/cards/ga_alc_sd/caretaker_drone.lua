-- Caretaker Drone: Intercept (the rules script's keyword). [Class Bonus] On Death:
-- Glimpse 4.
return {
	triggers = {
		{
			on = "destroyed",
			own = true,
			label = "On Death: glimpse 4 (class bonus)",
			applies = function(ctx, _event)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:glimpse(4)
			end,
		},
	},
}
