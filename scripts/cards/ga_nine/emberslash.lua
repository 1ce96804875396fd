-- Emberslash: an attack card (the rules script makes the champion attack with it).
-- [Class Bonus] On Attack: you may discard a card; if you do, draw a card.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: you may discard a card, then draw one (class bonus)",
			applies = function(ctx)
				return ctx:rule("class_bonus")
			end,
			resolve = function(ctx)
				local hand = ctx:objects({ zone = "hand", controller = "you" })
				local pick =
					ctx:choose({ prompt = "discard a card to draw one?", objects = hand, min = 0, max = 1 })
				if pick[1] ~= nil and ctx:discard(pick[1]) then
					ctx:draw(1)
				end
			end,
		},
	},
}
