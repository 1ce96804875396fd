-- Shĭzyokŭ Buggy (WoE 109): Action: Reveal two cards from your hand. If they share a house,
-- discard them and make a token creature.
return {
	action = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		if #hand < 2 then
			return
		end
		local shown = ctx:choose({ prompt = "Reveal which two cards?", objects = hand, min = 2, max = 2 })
		ctx:reveal(shown)
		if ctx:rule("shares_house", shown[1], shown[2]) then
			ctx:discard(shown)
			ctx:rule("make_token")
		end
	end,
}
