-- Fireball: Cast. Harmful. Area Resistance (each square targeted adds to the resistance).
-- Fragile: if it fails, it burns out (the ruleset sends it to the discard pile).
-- Up to 3 squares within 8: deal 2 damage to each creature on them.
return {
	targets = function(_ctx)
		return { { label = "squares", square = true, within = 8, min = 1, max = 3 } }
	end,
	resolve = function(ctx)
		for _, square in ipairs(ctx:squares(1)) do
			for _, creature in ipairs(ctx:occupants(square)) do
				ctx:deal_damage(creature, 2)
			end
		end
	end,
}
