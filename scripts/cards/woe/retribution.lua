-- Retribution (WoE 223): Play: If there are more enemy creatures than friendly creatures,
-- destroy an enemy creature.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies <= #ctx:objects({ zone = "battleline", controller = "you" }) then
			return
		end
		ctx:destroy(ctx:choose({ prompt = "Destroy which enemy creature?", objects = enemies })[1])
	end,
}
