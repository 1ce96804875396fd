-- Orbital Bombardment (CotA 172): Play: Reveal any number of Mars cards from your hand; for
-- each one revealed, deal 2 damage to a creature (a new choice each time).
return {
	resolve = function(ctx)
		local mars = {}
		for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
			if ctx:rule("of_house", card, "mars") then
				table.insert(mars, card)
			end
		end
		local shown =
			ctx:choose({ prompt = "Reveal which Mars cards?", objects = mars, min = 0, max = #mars })
		if #shown == 0 then
			return
		end
		ctx:reveal(shown)
		for i = 1, #shown do
			local creature = ctx:choose({
				prompt = "Deal 2 damage to which creature (" .. i .. " of " .. #shown .. ")?",
				objects = ctx:objects({ zone = "battleline" }),
			})[1]
			ctx:deal_damage(creature, 2)
		end
	end,
}
