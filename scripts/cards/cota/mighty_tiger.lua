-- Mighty Tiger (CotA 360): Play: Deal 4 damage to an enemy creature.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 4 damage to which enemy creature?", objects = enemies })[1],
			4
		)
	end,
}
