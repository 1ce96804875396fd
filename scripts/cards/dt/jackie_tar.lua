-- Jackie Tar (DT 233): Elusive. Reap: Deal 1 damage to a creature. If the tide is high,
-- deal 6 damage to a creature instead.
return {
	reap = function(ctx)
		local amount = 1
		if ctx:rule("tide") == "high" then
			amount = 6
		end
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked =
			ctx:choose({ prompt = "Deal " .. amount .. " damage to which creature?", objects = all })[1]
		ctx:deal_damage(picked, amount)
	end,
}
