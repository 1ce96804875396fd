-- Innervate Agility: As an additional cost to activate this card, delevel your champion
-- and recover 5 (the card's data: Delevel, RemoveDamage). Units you control gain your
-- choice of stealth or spellshroud until end of turn.
return {
	resolve = function(ctx)
		local keyword = ctx:choose({
			prompt = "your units gain",
			options = { "stealth", "spellshroud" },
			min = 1,
			max = 1,
		})[1]
		-- The units you control as it resolves, not those that arrive later.
		for _, unit in ipairs(ctx:objects({ any_type = { "champion", "ally" }, controller = "you" })) do
			ctx:lasting({ target = unit, duration = "turn", effect = { grant = keyword } })
		end
	end,
}
