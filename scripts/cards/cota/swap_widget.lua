-- Swap Widget (CotA 189): Action: Return a ready friendly Mars creature to your hand. If
-- you do, put a Mars creature with a different name from your hand into play, then ready
-- it. Put into play is not played: no æmber bonus, no Play: ability.
return {
	action = function(ctx)
		local ready = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if ctx:rule("of_house", creature, "mars") and not creature:is_rested() then
				table.insert(ready, creature)
			end
		end
		local back = ctx:choose({ prompt = "Return which ready Mars creature?", objects = ready })[1]
		if back == nil then
			return
		end
		local name = back:name()
		if not ctx:move(back, "hand") then
			return
		end
		local swaps = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you", type = "creature" })) do
			if ctx:rule("of_house", card, "mars") and card:name() ~= name then
				table.insert(swaps, card)
			end
		end
		local card = ctx:choose({ prompt = "Put which Mars creature into play?", objects = swaps })[1]
		local creature = ctx:rule("put_into_play", card)
		if creature ~= nil then
			ctx:ready(creature)
		end
	end,
}
