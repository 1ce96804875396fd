-- Sandhopper (WoE 084): Action: Return a friendly creature to its owner's hand. If you do,
-- you may play a non-Ekwidon creature from your hand.
return {
	action = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local back = ctx:choose({ prompt = "Return which friendly creature to hand?", objects = mine })[1]
		if back == nil or not ctx:move(back, "hand") then
			return
		end
		local playable = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you", type = "creature" })) do
			if not ctx:rule("of_house", card, "ekwidon") then
				table.insert(playable, card)
			end
		end
		local picked = ctx:choose({
			prompt = "Play a non-Ekwidon creature from your hand?",
			objects = playable,
			min = 0,
			max = 1,
		})[1]
		if picked ~= nil then
			ctx:play(picked)
		end
	end,
}
