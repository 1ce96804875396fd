-- Bigger Guns for Everyone (AS 041), upgrade: This creature gains, "After Fight: Deal 5
-- damage to a creature" (either side, the creature itself included).
return {
	grants = {
		fight = function(ctx)
			local creatures = ctx:objects({ zone = "battleline" })
			local pick = ctx:choose({ prompt = "Deal 5 damage to which creature?", objects = creatures })[1]
			if pick ~= nil then
				ctx:deal_damage(pick, 5)
			end
		end,
	},
}
