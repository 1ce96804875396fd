-- Lost in Thought (X): you may banish up to X cards with floating memory from your
-- graveyard; draw a card for each card banished this way. Floating Memory.
return {
	resolve = function(ctx)
		local cards = ctx:objects({ zone = "graveyard", controller = "you", keyword = "floating_memory" })
		if ctx.x <= 0 or #cards == 0 then
			return
		end
		local chosen = ctx:choose({
			prompt = "cards with floating memory to banish (a card drawn for each)",
			objects = cards,
			min = 0,
			max = math.min(ctx.x, #cards),
		})
		local banished = 0
		for _, card in ipairs(chosen) do
			if ctx:banish(card) then
				banished += 1
			end
		end
		ctx:draw(banished)
	end,
}
