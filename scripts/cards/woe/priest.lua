-- Priest (WoE 402), token creature: Action: Exhaust an enemy creature.
return {
	action = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		ctx:exhaust(ctx:choose({ prompt = "Exhaust which enemy creature?", objects = enemies })[1])
	end,
}
