-- Imperial Traitor (CotA 272): Play: Look at your opponent's hand. You may choose and
-- purge a Sanctum card in it.
return {
	resolve = function(ctx)
		local sanctum = {}
		for _, card in ipairs(ctx:look({ zone = "hand", controller = "opponent" })) do
			if ctx:rule("of_house", card, "sanctum") then
				table.insert(sanctum, card)
			end
		end
		local card = ctx:choose({ prompt = "Purge a Sanctum card?", objects = sanctum, min = 0, max = 1 })[1]
		ctx:banish(card)
	end,
}
