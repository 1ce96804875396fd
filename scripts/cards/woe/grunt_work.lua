-- Grunt Work (WoE 316): Play: Look at the top 3 cards of your deck and put them back in any
-- order (picked from the top down). Then make a token creature (from the new top card).
return {
	resolve = function(ctx)
		local left = ctx:top(3)
		local order = {}
		while #left > 0 do
			local picked = ctx:choose({ prompt = "Which of them goes next from the top?", objects = left })[1]
			table.insert(order, picked)
			local rest = {}
			for _, card in ipairs(left) do
				if card ~= picked then
					table.insert(rest, card)
				end
			end
			left = rest
		end
		for i = #order, 1, -1 do
			ctx:move(order[i], "deck", { position = "top" })
		end
		ctx:rule("make_token")
	end,
}
