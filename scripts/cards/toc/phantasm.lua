-- Phantasm (ToC 086), token creature: After Reap: Discard a card from your hand (one of your
-- choice; none with an empty hand).
return {
	reap = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Discard which card?", objects = hand })[1]
		if pick ~= nil then
			ctx:discard(pick)
		end
	end,
}
