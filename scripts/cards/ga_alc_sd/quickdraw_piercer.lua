-- Quickdraw Piercer: Gun (the rules: it must be loaded to attack). [Class Bonus] On
-- Banish: draw a card ("whenever it is banished": it moved to banishment).
return {
	triggers = {
		{
			on = "moved",
			own = true,
			label = "On Banish: draw a card (class bonus)",
			applies = function(ctx, event)
				return event.to == "banishment" and ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				ctx:draw(1)
			end,
		},
	},
}
