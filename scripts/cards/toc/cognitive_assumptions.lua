-- Cognitive Assumptions (ToC 107), action: Play: Reveal up to 3 Logos cards from your hand.
-- For each card revealed this way, make a token creature.
return {
	resolve = function(ctx)
		local logos = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
			if ctx:rule("of_house", card, "logos") then
				table.insert(logos, card)
			end
		end
		local shown = ctx:choose({
			prompt = "Reveal which Logos cards (up to 3)?",
			objects = logos,
			min = 0,
			max = math.min(3, #logos),
		})
		if #shown == 0 then
			return
		end
		ctx:reveal(shown)
		for _ = 1, #shown do
			ctx:rule("make_token")
		end
	end,
}
