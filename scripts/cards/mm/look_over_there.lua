-- Look Over There! (MM 250): Play: Deal 2 damage to a creature. If it is not destroyed,
-- steal 1 æmber. "Not destroyed": still in play after the damage (a ward, a redirected
-- blow or a spared destruction all leave it there); with no creature, nothing is stolen.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 2 damage to which creature?", objects = all })[1]
		if pick == nil then
			return
		end
		ctx:deal_damage(pick, 2)
		ctx:settle()
		if pick:is_valid() and pick:zone() == "battleline" then
			ctx:steal(1)
		end
	end,
}
