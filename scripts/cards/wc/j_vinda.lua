-- J. Vinda (WC 242): Elusive (data). Reap: Deal 1 damage to a creature. If this damage
-- destroys that creature, steal 1 æmber.
return {
	reap = function(ctx)
		local creatures = ctx:objects({ zone = "battleline", controller = "any" })
		local pick = ctx:choose({ prompt = "Deal 1 damage to which creature?", objects = creatures })[1]
		if pick == nil then
			return
		end
		ctx:deal_damage(pick, 1)
		ctx:settle()
		if not pick:is_valid() then
			ctx:steal(1)
		end
	end,
}
