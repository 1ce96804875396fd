-- Cleansing Wave (CotA 215): Play: Heal 1 damage from each creature. Gain 1 æmber for each
-- creature healed this way (one that had no damage is not healed).
return {
	resolve = function(ctx)
		local healed = 0
		for _, creature in ipairs(ctx:objects({ zone = "battleline" })) do
			if ctx:heal(creature, 1) then
				healed = healed + 1
			end
		end
		ctx:gain(ctx.controller, "amber", healed)
	end,
}
