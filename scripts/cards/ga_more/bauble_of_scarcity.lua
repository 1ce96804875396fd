-- Bauble of Scarcity: Banish it: each player discards a card. Each player picks the card
-- from their own hand, the controller first; the picks are made before anything is
-- discarded, and the cards are discarded together. An empty hand discards nothing.
return {
	activated = {
		scarcity = {
			resolve = function(ctx)
				local chosen = {}
				for _, side in ipairs({ { "you", ctx.controller }, { "opponent", ctx.opponent } }) do
					local card = ctx:choose({
						prompt = "a card from your hand to discard",
						objects = ctx:look({ zone = "hand", controller = side[1] }),
						min = 1,
						max = 1,
						player = side[2],
					})[1]
					if card ~= nil then
						table.insert(chosen, card)
					end
				end
				for _, card in ipairs(chosen) do
					ctx:discard(card)
				end
			end,
		},
	},
}
