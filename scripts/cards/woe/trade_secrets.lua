-- Trade Secrets (WoE 087): Play: Discard any number of Ekwidon cards from your hand. Steal 1
-- æmber for each card discarded this way.
return {
	resolve = function(ctx)
		local ekwidon = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
			if ctx:rule("of_house", card, "ekwidon") then
				table.insert(ekwidon, card)
			end
		end
		local picked = ctx:choose({
			prompt = "Discard which Ekwidon cards?",
			objects = ekwidon,
			min = 0,
			max = #ekwidon,
		})
		local discarded = ctx:discard(picked)
		if #discarded > 0 then
			ctx:steal(#discarded)
		end
	end,
}
