-- Razorvine (ingredient token): sacrifice it: put a card from your hand on the bottom of your
-- deck; if you do, draw a card.
return {
	activated = {
		use = {
			resolve = function(ctx)
				local card = ctx:choose({
					prompt = "a card to put on the bottom of your deck",
					objects = ctx:objects({ zone = "hand", controller = "you" }),
					min = 1,
					max = 1,
				})[1]
				if card and ctx:move(card, "main_deck", { position = "bottom" }) then
					ctx:draw(1)
				end
			end,
		},
	},
}
