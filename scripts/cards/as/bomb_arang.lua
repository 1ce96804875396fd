-- Bomb-arang (AS 289): Play: Deal 3 damage to an enemy creature. If that damage does not
-- destroy it, deal 1 damage to a friendly creature.
return {
	resolve = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local pick = ctx:choose({ prompt = "Deal 3 damage to which enemy creature?", objects = enemies })[1]
		if pick == nil or ctx:rule("damage_destroys", pick, 3) then
			return
		end
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local own = ctx:choose({ prompt = "Deal 1 damage to which friendly creature?", objects = mine })[1]
		if own ~= nil then
			ctx:deal_damage(own, 1)
		end
	end,
}
