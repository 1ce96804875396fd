-- Mighty Lance: Play: Deal 3 damage to a creature and 3 damage to a neighbor of that
-- creature. Both are dealt together when the ability ends.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		if #all == 0 then
			return
		end
		local first = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = all })[1]
		ctx:deal_damage(first, 3)
		local neighbors = first:neighbors()
		if #neighbors == 0 then
			return
		end
		local second = ctx:choose({ prompt = "Deal 3 damage to which neighbor?", objects = neighbors })[1]
		ctx:deal_damage(second, 3)
	end,
}
