-- Ember Imp (CotA 085): Your opponent cannot play more than 2 cards each turn. A constant
-- ability forbidding the opponent's cards once they have played two this turn.
return {
	statics = {
		{
			forbid = "activate",
			applies_to = function(ctx, card)
				return card:controller() == ctx.opponent and ctx.opponent:plays_this_turn() >= 2
			end,
		},
	},
}
