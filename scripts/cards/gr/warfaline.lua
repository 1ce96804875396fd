-- Warfaline (GR 385): Play/After Fight: Shuffle the top 5 cards of a discard pile (either
-- player's, your pick) into their owner's deck.
local function shuffle_back(ctx)
	local whose = ctx:choose({ prompt = "Whose discard pile?", options = { "mine", "opponent's" } })[1]
	local player = whose == "mine" and ctx.controller or ctx.opponent
	local pile = ctx:look({ zone = "discard", controller = whose == "mine" and "you" or "opponent" })
	local moved = false
	for i = #pile, math.max(1, #pile - 4), -1 do
		if ctx:move(pile[i], "deck") then
			moved = true
		end
	end
	if moved then
		ctx:shuffle("deck", player)
	end
end

return {
	resolve = shuffle_back,
	fight = shuffle_back,
}
