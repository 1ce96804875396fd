-- Life for a Life (AoA 273): Play: Sacrifice a friendly creature; if you do, deal 6 damage
-- to a creature.
return {
	resolve = function(ctx)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local sacrificed = ctx:choose({ prompt = "Sacrifice which friendly creature?", objects = mine })[1]
		if sacrificed == nil then
			return
		end
		ctx:destroy(sacrificed)
		local creatures = ctx:objects({ zone = "battleline" })
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 6 damage to which creature?", objects = creatures })[1],
			6
		)
	end,
}
