-- Mug (WC 244): Play: Move 1 æmber from a creature (either side's) to your pool. Deal 2
-- damage to that creature (also when it had no æmber).
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Mug which creature?", objects = creatures })[1]
		if pick == nil then
			return
		end
		if pick:counter("amber") > 0 and ctx:add_counter(pick, "amber", -1) then
			ctx:gain(ctx.controller, "amber", 1)
		end
		ctx:deal_damage(pick, 2)
	end,
}
