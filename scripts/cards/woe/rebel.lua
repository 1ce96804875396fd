-- Rebel (WoE 173), token creature: Reap: Deal 1 damage to a creature (friend or foe).
return {
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		if #creatures == 0 then
			return
		end
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = creatures })[1],
			1
		)
	end,
}
