-- Hammer-gram (DT 113): Play: Deal 3 damage to a creature and stun it.
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local picked = ctx:choose({ prompt = "Deal 3 damage to and stun which creature?", objects = all })[1]
		if picked == nil then
			return
		end
		ctx:deal_damage(picked, 3)
		ctx:rule("stun", picked)
	end,
}
