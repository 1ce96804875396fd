-- Word of Returning (CotA 339): Play: Deal each enemy creature 1 damage for each æmber on it,
-- and move all the æmber on those creatures to your pool. The æmber moves first, so a
-- creature the damage destroys has none left to give its controller's opponent.
return {
	resolve = function(ctx)
		for _, creature in ipairs(ctx:objects({ zone = "battleline", controller = "opponent" })) do
			local amber = creature:counter("amber")
			if amber > 0 then
				ctx:add_counter(creature, "amber", -amber)
				ctx:gain(ctx.controller, "amber", amber)
				ctx:deal_damage(creature, amber)
			end
		end
	end,
}
