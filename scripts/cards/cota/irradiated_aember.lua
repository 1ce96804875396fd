-- Irradiated Æmber (CotA 165): Play: If your opponent has 6 æmber or more, deal 3 damage
-- to each enemy creature.
return {
	resolve = function(ctx)
		if ctx.opponent:counter("amber") < 6 then
			return
		end
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			ctx:deal_damage(creature, 3)
		end
	end,
}
