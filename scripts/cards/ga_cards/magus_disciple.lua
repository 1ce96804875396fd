-- Magus Disciple: Your champion gets +1 level. Class Bonus: On Death: draw a card.
return {
	statics = {
		{
			stat = "level",
			increase = 1,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
		},
	},
	triggers = {
		{
			-- On Death: this ally was destroyed (went from the field to the graveyard).
			on = "destroyed",
			own = true,
			label = "On Death: draw a card (class bonus)",
			applies = function(ctx, _event)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
