-- Dæmo-Alien (MM 306), and Xeno-Fiend (MM 065): Fight: Look at the top 3 cards of your deck;
-- put 1 into your hand and 1 on the bottom of your deck. Destroyed: Steal 1 æmber. Also
-- Lyco-Alien (MM 358), which has the Fight: alone (its skirmish is data).
return {
	fight = function(ctx)
		ctx:rule("top_three_to_hand_and_bottom")
	end,
	triggers = {
		{
			on = "destroyed",
			own = true,
			applies = function(ctx)
				return ctx.this:card_id() ~= "lyco_alien"
			end,
			label = "Destroyed: steal 1 æmber",
			resolve = function(ctx)
				ctx:steal(1)
			end,
		},
	},
}
