-- Hastatus Raptor (DT 141): Before Fight: You may exalt Hastatus Raptor. If you do, deal 1
-- damage to the creature it fights for each æmber on friendly Hastatus Raptors.
return {
	before_fight = function(ctx, fought)
		local picked = ctx:choose({ prompt = "Exalt Hastatus Raptor?", options = { "yes", "no" } })[1]
		if picked ~= "yes" then
			return
		end
		ctx:rule("exalt", ctx.this)
		local held = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "you" })) do
			if creature:card_id() == "hastatus_raptor" then
				held += creature:counter("amber")
			end
		end
		if held > 0 then
			ctx:deal_damage(fought, held)
		end
	end,
}
