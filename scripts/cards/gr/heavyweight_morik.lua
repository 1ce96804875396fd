-- Heavyweight Morik (GR 044): Splash-attack 2 (data). Scrap: Deal 2 damage to a friendly
-- creature and 2 damage to an enemy creature (dealt together).
return {
	scrap = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local theirs = ctx:objects({ zone = "battleline", controller = "opponent" })
		local enemy = ctx:choose({ prompt = "Deal 2 damage to which enemy creature?", objects = theirs })[1]
		local friendly =
			ctx:choose({ prompt = "Deal 2 damage to which friendly creature?", objects = mine })[1]
		ctx:deal_damage(friendly, 2)
		ctx:deal_damage(enemy, 2)
	end,
}
