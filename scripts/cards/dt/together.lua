-- Together! (DT 287): Play: You may play a non-Star Alliance card (from your hand). If the
-- tide is high, you may play another non-Star Alliance card.
local function may_play_one(ctx)
	local cards = {}
	for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
		if not ctx:rule("of_house", card, "staralliance") then
			table.insert(cards, card)
		end
	end
	local picked =
		ctx:choose({ prompt = "Play a non-Star Alliance card?", objects = cards, min = 0, max = 1 })[1]
	if picked ~= nil then
		ctx:play(picked)
	end
end

return {
	resolve = function(ctx)
		may_play_one(ctx)
		if ctx:rule("tide") == "high" then
			may_play_one(ctx)
		end
	end,
}
