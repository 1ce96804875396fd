-- Xeno-Bot (MM 124), and Techno-Alien (MM 360): Fight: Look at the top 3 cards of your deck;
-- put 1 into your hand and 1 on the bottom of your deck. Reap: Discard a card from your hand.
-- If you do, draw a card.
return {
	fight = function(ctx)
		ctx:rule("top_three_to_hand_and_bottom")
	end,
	reap = function(ctx)
		ctx:rule("discard_to_draw")
	end,
}
