-- Call of Need (GR 109): Play: Search your deck for a card and discard it (the deck is then
-- shuffled).
return {
	resolve = function(ctx)
		ctx:search({ zone = "deck", count = 1, to = "discard", prompt = "Discard which card from your deck?" })
	end,
}
