-- Abyssal Sight (WoE 384): Play: Destroy a friendly creature. If you do, look at your
-- opponent's hand and choose a card from it. That player discards that card.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local picked = ctx:choose({ prompt = "Destroy which friendly creature?", objects = mine })[1]
		if picked == nil then
			return
		end
		ctx:destroy(picked)
		ctx:settle()
		if picked:is_valid() and not picked:is_destroyed() then
			return
		end
		local hand = ctx:look({ zone = "hand", controller = "opponent" })
		ctx:discard(ctx:choose({ prompt = "Your opponent discards which card?", objects = hand })[1])
	end,
}
