-- Mogghunter (WC 011), and Mega Mogghunter (WC 059): Fight: Deal 2 damage to a flank
-- creature (either side's).
return {
	fight = function(ctx)
		local flank = {}
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "any" })) do
			if ctx:rule("on_flank", creature) then
				table.insert(flank, creature)
			end
		end
		local pick = ctx:choose({ prompt = "Deal 2 damage to which flank creature?", objects = flank })[1]
		ctx:deal_damage(pick, 2)
	end,
}
