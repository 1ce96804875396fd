-- Pestering Blow (WC 245): Play: Deal 1 damage to a creature and enrage it (if it is still
-- in play).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = creatures })[1]
		if pick == nil then
			return
		end
		ctx:deal_damage(pick, 1)
		ctx:settle()
		if pick:is_valid() then
			ctx:rule("enrage", pick)
		end
	end,
}
