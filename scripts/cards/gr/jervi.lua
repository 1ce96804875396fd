-- Jervi (GR 341): Elusive (data). After Reap: Search your deck for a card and put it into
-- your hand. Scrap: Archive a card from your discard pile.
return {
	reap = function(ctx)
		ctx:search({ zone = "deck", count = 1, to = "hand", prompt = "Take which card into your hand?" })
	end,
	scrap = function(ctx)
		local pile = ctx:objects({ zone = "discard", controller = "you" })
		local pick = ctx:choose({ prompt = "Archive which card from your discard pile?", objects = pile })[1]
		ctx:move(pick, "archives")
	end,
}
