-- Cincinnatus Rex (WC 215): If there are no enemy creatures, destroy Cincinnatus Rex (a
-- state-based check). Fight: You may exalt Cincinnatus Rex. If you do, ready each other
-- friendly card (creatures and artifacts).
return {
	destroy_if = function(ctx)
		return ctx:count({ zone = "battleline", controller = "opponent" }) == 0
	end,
	fight = function(ctx)
		local pick = ctx:choose({ prompt = "Exalt Cincinnatus Rex?", options = { "exalt", "no" } })[1]
		if pick ~= "exalt" or not ctx.this:is_valid() then
			return
		end
		ctx:rule("exalt", ctx.this)
		for _, zone in ipairs({ "battleline", "artifacts" }) do
			for _, card in ipairs(ctx:objects({ zone = zone, controller = "you" })) do
				if card ~= ctx.this then
					ctx:ready(card)
				end
			end
		end
	end,
}
