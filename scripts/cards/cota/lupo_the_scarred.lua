-- Lupo the Scarred (CotA 359): Skirmish (data). Play: Deal 2 damage to an enemy creature.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		if #enemies == 0 then
			return
		end
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 2 damage to which enemy creature?", objects = enemies })[1],
			2
		)
	end,
}
