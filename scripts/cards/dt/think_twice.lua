-- Think Twice (DT 047): Play: Play an action card from your discard pile, then purge it
-- (wherever its play left it: its own discard pile, or the archives if it archived itself).
return {
	resolve = function(ctx)
		local actions = {}
		for _, card in ipairs(ctx:objects({ zone = "discard", controller = "you", type = "action" })) do
			if card ~= ctx.this then
				table.insert(actions, card)
			end
		end
		local picked = ctx:choose({ prompt = "Play which action card?", objects = actions })[1]
		if picked == nil or not ctx:play(picked) then
			return
		end
		for _, zone in ipairs({ "discard", "archives", "hand" }) do
			for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
				if card.id == picked.id then
					ctx:banish(card)
					return
				end
			end
		end
	end,
}
