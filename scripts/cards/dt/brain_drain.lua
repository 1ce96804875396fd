-- Brain Drain (DT 352): Play: Look at your opponent's hand. Choose a card from it and put
-- it on top of their deck.
return {
	resolve = function(ctx)
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Put which card on top of their deck?", objects = hand })[1]
		if picked ~= nil then
			ctx:move(picked, "deck", { position = "top" })
		end
	end,
}
