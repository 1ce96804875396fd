-- Shard of Life (AoA 366), artifact: Action: Shuffle a card from your discard pile into your deck for each friendly Shard. "Friendly" is the
-- user's (the rules' friendly_with_trait: the Shard itself counts when used as theirs).
return {
	action = function(ctx)
		local n = ctx:rule("friendly_with_trait", "shard")
		local discard = ctx:objects({ zone = "discard", controller = "you" })
		local k = math.min(n, #discard)
		if k == 0 then
			return
		end
		local prompt = "Shuffle which cards into your deck?"
		for _, card in ipairs(ctx:choose({ prompt = prompt, objects = discard, min = k, max = k })) do
			ctx:move(card, "deck")
		end
		ctx:shuffle("deck")
	end,
}
