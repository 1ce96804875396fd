-- All Hands on Deck (AS 154): Play: If you are haunted, destroy a creature. Otherwise, deal
-- 3 damage to a creature.
return {
	resolve = function(ctx)
		local creatures = ctx:objects({ zone = "battleline" })
		if ctx:rule("haunted") then
			local pick = ctx:choose({ prompt = "Destroy which creature?", objects = creatures })[1]
			if pick ~= nil then
				ctx:destroy(pick)
			end
		else
			local pick = ctx:choose({ prompt = "Deal 3 damage to which creature?", objects = creatures })[1]
			if pick ~= nil then
				ctx:deal_damage(pick, 3)
			end
		end
	end,
}
