-- Cleaner (ToC 227), token creature: Action: Deal 3 damage to a creature.
return {
	action = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = all })[1]
		if pick ~= nil then
			ctx:deal_damage(pick, 3)
		end
	end,
}
