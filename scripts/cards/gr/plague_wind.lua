-- Plague Wind (GR 213): Play: Until the end of the turn, each non-Mars creature gets -3
-- power (a creature brought to 0 power is destroyed).
return {
	resolve = function(ctx)
		ctx:lasting({
			target = { zone = "battleline", not_attributes = { house = "mars" } },
			duration = "turn",
			effect = { stat = "power", reduce = 3 },
		})
	end,
}
