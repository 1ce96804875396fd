-- Berserker Slam (WC 005): Play: Deal 4 damage to a creature on a flank (either side's).
-- If this damage destroys it, the player who controlled it loses 1 æmber.
return {
	resolve = function(ctx)
		local flank = ctx:rule("flank_creatures")
		local victim = ctx:choose({ prompt = "Deal 4 damage to which flank creature?", objects = flank })[1]
		if victim == nil then
			return
		end
		local controller = victim:controller()
		ctx:deal_damage(victim, 4)
		ctx:settle()
		if not victim:is_valid() then
			ctx:gain(controller, "amber", -1)
		end
	end,
}
