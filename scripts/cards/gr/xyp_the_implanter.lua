-- Xyp the Implanter (GR 200): Elusive (data). After Reap: Take control of an enemy creature.
-- Then destroy a friendly creature (the one just taken may be picked).
return {
	reap = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		ctx:take_control(
			ctx:choose({ prompt = "Take control of which enemy creature?", objects = enemies })[1]
		)
		local friends = ctx:objects({ zone = "battleline", controller = "you" })
		ctx:destroy(ctx:choose({ prompt = "Destroy which friendly creature?", objects = friends })[1])
	end,
}
