-- Walk the Plank (DT 242): Play: If your opponent has no æmber, deal 4 damage to a
-- creature. Otherwise, steal 1 æmber.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") > 0 then
			ctx:steal(1)
			return
		end
		local all = ctx:objects({ zone = "battleline", controller = "any" })
		ctx:deal_damage(ctx:choose({ prompt = "Deal 4 damage to which creature?", objects = all })[1], 4)
	end,
}
