-- Ambassador Liu (MM 335): Action: Discard a card from your hand. If it is a Dis or Shadows
-- card, steal 1 æmber; Logos or Untamed, gain 2 æmber; Sanctum or Saurian, Ambassador Liu
-- captures 3 æmber. (The house is the card's, read as it is discarded.)
local EFFECT = {
	dis = "steal",
	shadows = "steal",
	logos = "gain",
	untamed = "gain",
	sanctum = "capture",
	saurian = "capture",
}

return {
	action = function(ctx)
		local hand = ctx:objects({ zone = "hand", controller = "you" })
		local pick = ctx:choose({ prompt = "Discard which card?", objects = hand })[1]
		if pick == nil then
			return
		end
		local what = EFFECT[pick:attribute("house") or ""]
		if not ctx:discard(pick) then
			return
		end
		if what == "steal" then
			ctx:steal(1)
		elseif what == "gain" then
			ctx:gain(ctx.controller, "amber", 2)
		elseif what == "capture" then
			ctx:capture(ctx.this, 3)
		end
	end,
}
