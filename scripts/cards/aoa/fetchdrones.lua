-- Fetchdrones (AoA 144), artifact: Action: Discard the top 2 cards of your deck. For each
-- Logos card discarded this way, a friendly creature captures 2 æmber (each capture a
-- creature the player picks; the same one may be picked twice).
return {
	action = function(ctx)
		local top = ctx:top(2)
		local logos = 0
		for _, card in ipairs(top) do
			if ctx:rule("of_house", card, "logos") then
				logos = logos + 1
			end
		end
		ctx:discard(top)
		for _ = 1, logos do
			if ctx.opponent:counter("amber") == 0 then
				return
			end
			local friendly = ctx:objects({ zone = "battleline", controller = "you" })
			local picked =
				ctx:choose({ prompt = "Which friendly creature captures 2 æmber?", objects = friendly })[1]
			if picked == nil then
				return
			end
			ctx:capture(picked, 2)
		end
	end,
}
