-- Catena Fiend (ToC 040), token creature: After Fight: Steal 1 æmber. Deal 3 damage to a
-- friendly creature (itself too, if it survived the fight).
return {
	fight = function(ctx)
		ctx:steal(1)
		local mine = ctx:objects({ zone = "battleline", controller = "you" })
		local pick = ctx:choose({ prompt = "Deal 3 damage to which friendly creature?", objects = mine })[1]
		if pick ~= nil then
			ctx:deal_damage(pick, 3)
		end
	end,
}
