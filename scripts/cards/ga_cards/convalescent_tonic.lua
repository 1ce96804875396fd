-- Convalescent Tonic: Brew (one Fraysia) is data, an alternative cost. Sacrifice it: put
-- up to two cards from your hand on the bottom of your deck, draw that many, recover 3.
return {
	activated = {
		drink = {
			resolve = function(ctx)
				local chosen = ctx:choose({
					prompt = "up to two cards to put on the bottom of your deck",
					objects = ctx:objects({ zone = "hand", controller = "you" }),
					min = 0,
					max = 2,
				})
				local moved = 0
				for _, card in ipairs(chosen) do
					if ctx:move(card, "main_deck", { position = "bottom" }) then
						moved += 1
					end
				end
				if moved > 0 then
					ctx:draw(moved)
				end
				local champion = ctx:objects({ zone = "field", type = "champion", controller = "you" })[1]
				if champion then
					ctx:recover(champion, 3)
				end
			end,
		},
	},
}
