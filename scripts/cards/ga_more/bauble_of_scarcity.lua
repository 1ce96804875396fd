-- Bauble of Scarcity: Banish it: each player discards a card. Each player picks the card
-- from their own hand, the turn player's side first; an empty hand discards nothing.
return {
	activated = {
		scarcity = {
			resolve = function(ctx)
				for _, side in ipairs({ { "you", ctx.controller }, { "opponent", ctx.opponent } }) do
					local card = ctx:choose({
						prompt = "a card from your hand to discard",
						objects = ctx:look({ zone = "hand", controller = side[1] }),
						min = 1,
						max = 1,
						player = side[2],
					})[1]
					if card ~= nil then
						ctx:discard(card)
					end
				end
			end,
		},
	},
}
