-- Diametric Charge (MM 070): Play: Deal 1 damage to a creature, with 2 damage splash (2 to
-- each of its neighbors, dealt together with the 1).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 1 damage (2 splash) to which creature?", objects = all })[1]
		if pick ~= nil then
			ctx:deal_damage(pick, 1)
			for _, n in ipairs(pick:neighbors()) do
				ctx:deal_damage(n, 2)
			end
		end
	end,
}
