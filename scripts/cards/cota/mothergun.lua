-- Mothergun (CotA 187): Action: Reveal any number of Mars cards from your hand. Deal
-- damage to a creature equal to the number of Mars cards revealed this way.
-- The Mars cards of your hand the player reveals (any number of them).
local function reveal_mars(ctx)
	local mars = {}
	for _, card in ipairs(ctx:objects({ zone = "hand", controller = "you" })) do
		if ctx:rule("of_house", card, "mars") then
			table.insert(mars, card)
		end
	end
	local shown =
		ctx:choose({ prompt = "Reveal any number of Mars cards", objects = mars, min = 0, max = #mars })
	if #shown > 0 then
		ctx:reveal(shown)
	end
	return #shown
end

return {
	action = function(ctx)
		local n = reveal_mars(ctx)
		if n == 0 then
			return
		end
		local all = ctx:objects({ zone = "battleline" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal " .. n .. " damage to which creature?", objects = all })[1],
			n
		)
	end,
}
