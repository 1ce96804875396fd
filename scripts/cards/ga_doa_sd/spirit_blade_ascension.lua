-- Spirit Blade: Ascension: as an additional cost, return a Sword regalia you own to your
-- material deck (the data's additional cost). Choose a Sword regalia card from your
-- material deck or banishment and put it onto the field (not materialized: no cost).
return {
	resolve = function(ctx)
		local swords = {}
		for _, zone in ipairs({ "material_deck", "banishment" }) do
			for _, card in
				ipairs(ctx:look({ zone = zone, controller = "you", type = "regalia", subtype = "sword" }))
			do
				table.insert(swords, card)
			end
		end
		local sword = ctx:choose({
			prompt = "a Sword regalia card to put onto the field",
			objects = swords,
			min = 1,
			max = 1,
		})[1]
		if sword then
			ctx:move(sword, "field")
		end
	end,
}
