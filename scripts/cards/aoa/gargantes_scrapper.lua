-- Gargantes Scrapper (AoA 023): Alpha (data). Play: If you have 3 æmber or more, deal 3
-- damage to an enemy creature.
return {
	resolve = function(ctx)
		if ctx.controller:counter("amber") < 3 then
			return
		end
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 3 damage to which enemy creature?", objects = enemies })[1],
			3
		)
	end,
}
