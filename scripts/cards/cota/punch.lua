-- Punch (CotA 012): Play: Deal 3 damage to a creature (friend or foe).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if #creatures == 0 then
			return
		end
		ctx:deal_damage(
			ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = creatures })[1],
			3
		)
	end,
}
