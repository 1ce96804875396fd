-- Subdue (MM 314): Play: Deal 1 damage to a creature and stun it (a creature the damage
-- destroyed is not stunned).
return {
	resolve = function(ctx)
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 1 damage to and stun which creature?", objects = all })[1]
		if pick == nil then
			return
		end
		ctx:deal_damage(pick, 1)
		ctx:settle()
		if pick:is_valid() then
			ctx:rule("stun", pick)
		end
	end,
}
