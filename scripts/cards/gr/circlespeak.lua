-- Circlespeak (GR 315): Play: Choose a creature; it captures 2 æmber from each haunted
-- player (from its own side too, if its controller is haunted).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Which creature captures?", objects = creatures })[1]
		if pick == nil then
			return
		end
		for _, player in ipairs({ ctx.controller, ctx.opponent }) do
			if ctx:rule("haunted", player) then
				if pick:controller() == player then
					ctx:rule("capture_from_own_side", pick, 2)
				else
					ctx:capture(pick, 2)
				end
			end
		end
	end,
}
