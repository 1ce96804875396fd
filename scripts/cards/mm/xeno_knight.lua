-- Xeno-Knight (MM 182), and Sacro-Alien (MM 359), Umbra-Alien (MM 361), Xeno-Beast (MM 421)
-- and Xeno-Thief (MM 301), whose keywords are data: Fight: Look at the top 3 cards of your
-- deck; put 1 into your hand and 1 on the bottom of your deck.
return {
	fight = function(ctx)
		ctx:rule("top_three_to_hand_and_bottom")
	end,
}
