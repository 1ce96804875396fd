-- Pen Pal (GR 080): Action: Exhaust an enemy creature. If you do, each player gains 1
-- æmber (an enemy creature already exhausted is not exhausted again: nothing is gained).
return {
	action = function(ctx)
		local enemies = ctx:objects({ zone = "battleline", controller = "opponent" })
		local picked = ctx:choose({ prompt = "Exhaust which enemy creature?", objects = enemies })[1]
		if picked ~= nil and ctx:exhaust(picked) then
			ctx:gain(ctx.controller, "amber", 1)
			ctx:gain(ctx.opponent, "amber", 1)
		end
	end,
}
