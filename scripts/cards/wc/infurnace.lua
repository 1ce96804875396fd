-- Infurnace (WC 078): Play: Purge up to 2 cards from one discard pile (yours or your
-- opponent's). Your opponent loses æmber equal to the total æmber bonus of the cards
-- purged.
return {
	resolve = function(ctx)
		local pile =
			ctx:choose({ prompt = "Purge from which discard pile?", options = { "mine", "opponent's" } })[1]
		local side = "you"
		if pile == "opponent's" then
			side = "opponent"
		end
		local cards = ctx:objects({ zone = "discard", controller = side })
		local picked = ctx:choose({
			prompt = "Purge up to 2 cards",
			objects = cards,
			min = 0,
			max = math.min(2, #cards),
		})
		local bonus = 0
		for _, card in ipairs(picked) do
			local amber = card:stat("amber") or 0
			if ctx:banish(card) then
				bonus = bonus + amber
			end
		end
		if bonus > 0 then
			ctx:gain(ctx.opponent, "amber", -bonus)
		end
	end,
}
