-- Boo! (GR 144): Play: Discard the top 10 cards of a player's deck (as many as there are).
return {
	resolve = function(ctx)
		ctx:rule("discard_top_of_picked_deck", 10)
	end,
}
