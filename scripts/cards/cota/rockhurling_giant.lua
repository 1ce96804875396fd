-- Rock-Hurling Giant (CotA 044), creature: during your turn, each time you discard a
-- Brobnar card from your hand, you may deal 4 damage to a creature. Every card moved from
-- a hand to a discard pile is discarded (the discard action, or a card's effect).
return {
	triggers = {
		{
			on = "moved",
			label = "you may deal 4 damage to a creature",
			applies = function(ctx, event)
				local card = event.object
				return event.from == "hand"
					and event.to == "discard"
					and ctx.controller:is_turn_player()
					and card:owner() == ctx.controller
					and ctx:rule("of_house", card, "brobnar")
			end,
			resolve = function(ctx)
				local creatures = ctx:objects({ zone = "battleline", controller = "any" })
				local picked = ctx:choose({
					prompt = "Deal 4 damage to a creature?",
					objects = creatures,
					min = 0,
					max = 1,
				})[1]
				if picked then
					ctx:deal_damage(picked, 4)
				end
			end,
		},
	},
}
