-- Drawn Down (DT 313): Play: Look at the top 3 cards of your opponent's deck. Discard 1, put
-- 1 on the bottom of their deck and put 1 on top of their deck (as many as there are).
return {
	resolve = function(ctx)
		local top = ctx:top(3, ctx.opponent)
		local gone = ctx:choose({ prompt = "Discard which of their top cards?", objects = top })[1]
		if gone == nil then
			return
		end
		ctx:discard(gone)
		local rest = {}
		for _, card in ipairs(top) do
			if card ~= gone then
				table.insert(rest, card)
			end
		end
		local bottom = ctx:choose({ prompt = "Put which on the bottom of their deck?", objects = rest })[1]
		if bottom ~= nil then
			ctx:move(bottom, "deck", { position = "bottom" })
		end
	end,
}
