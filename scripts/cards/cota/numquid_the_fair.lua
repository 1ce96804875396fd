-- Numquid the Fair (CotA 253): Play: Destroy an enemy creature. Repeat this while your
-- opponent still controls more creatures than you.
return {
	resolve = function(ctx)
		repeat
			local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
			if #enemies == 0 then
				return
			end
			ctx:destroy(ctx:choose({ prompt = "Destroy which enemy creature?", objects = enemies })[1])
		until #ctx:objects({ zone = "battleline", controller = "opponent" })
			<= #ctx:objects({ zone = "battleline", controller = "you" })
	end,
}
