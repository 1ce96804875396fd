-- Combat Pheromones (CotA 180): Omni: Sacrifice Combat Pheromones. You may use up to 2
-- other Mars cards this turn. The permission is each chosen card's, as the object it is now
-- (one that leaves play and comes back is a new object, and has none).
return {
	omni = function(ctx)
		local mars = {}
		for _, card in ipairs(ctx:objects({ controller = "you", attributes = { house = "mars" } })) do
			if card.id ~= ctx.this.id then
				table.insert(mars, card)
			end
		end
		local picked = ctx:choose({
			prompt = "You may use which Mars cards this turn?",
			objects = mars,
			min = 0,
			max = math.min(2, #mars),
		})
		ctx:destroy(ctx.this)
		for _, card in ipairs(picked) do
			ctx:lasting({ target = card, duration = "turn", effect = { allow = "use" } })
		end
	end,
}
