-- Lethologica (MM 075): Play: Discard cards from the top of your deck until you discard a
-- Logos card or run out of cards. If you discard a Logos card this way, put it into your
-- hand.
return {
	resolve = function(ctx)
		while true do
			local top = ctx:top(1)[1]
			if top == nil then
				return
			end
			local logos = ctx:rule("of_house", top, "logos")
			local before = {}
			for _, c in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
				before[c.id] = true
			end
			ctx:discard(top)
			if logos then
				-- The card discarded is a new object in the discard pile: the one not there before.
				for _, c in ipairs(ctx:objects({ zone = "discard", controller = "you" })) do
					if not before[c.id] then
						ctx:move(c, "hand")
					end
				end
				return
			end
		end
	end,
}
