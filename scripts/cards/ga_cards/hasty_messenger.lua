-- Hasty Messenger: On Attack: You may discard a card. If you do, draw a card.
return {
	triggers = {
		{
			on = "attack",
			own = true,
			label = "On Attack: you may discard a card to draw a card",
			resolve = function(ctx)
				local card = ctx:choose({
					prompt = "you may discard a card to draw a card",
					objects = ctx:objects({ zone = "hand", controller = "you" }),
					min = 0,
					max = 1,
				})[1]
				if card and ctx:discard(card) then
					ctx:draw(1)
				end
			end,
		},
	},
}
