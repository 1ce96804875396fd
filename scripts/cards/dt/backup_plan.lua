-- Backup Plan (DT 015): Play: For each creature your opponent controls in excess of you,
-- archive the top card of your deck.
return {
	resolve = function(ctx)
		local excess = #ctx:objects({ zone = "battleline", controller = "opponent" })
			- #ctx:objects({ zone = "battleline", controller = "you" })
		if excess <= 0 then
			return
		end
		for _, card in ipairs(ctx:top(excess)) do
			ctx:move(card, "archives")
		end
	end,
}
