-- Hypnobeam (AoA 181): Play: Take control of an enemy creature (for good).
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		ctx:take_control(
			ctx:choose({ prompt = "Take control of which enemy creature?", objects = enemies })[1]
		)
	end,
}
