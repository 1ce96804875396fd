-- Tome of Knowledge: Class Bonus: your champion gets +1 level. Banish it: draw a card.
return {
	statics = {
		{
			stat = "level",
			increase = 1,
			condition = function(ctx)
				return ctx:rule("class_bonus")
			end,
			applies_to = function(ctx, object)
				return object:has_type("champion") and object:controller() == ctx.controller
			end,
		},
	},
	activated = {
		draw = {
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
